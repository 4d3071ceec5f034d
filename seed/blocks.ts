import type { Payload } from 'payload'
import { urlLocales, type UrlLocale } from '@/i18n/locales'
import type { Page } from '@/payload-types'
import { ensureClip, ensureDownload, ensureMedia, type Ids } from './assets'
import { paragraphsToLexical } from './lexical'
import type { Localized, SeedBlock, SeedLink } from './types'

/**
 * The fields of a block as the CMS stores it (the block's generated type): a seeded block may set
 * no field its block config does not have, so renaming a field breaks the seed at compile time.
 */
type Stored<T extends SeedBlock['blockType']> = { [K in keyof Extract<NonNullable<Page['layout']>[number], { blockType: T }>]?: unknown }

type Prior = Record<string, unknown> | undefined

export function linkData(link: SeedLink | undefined, ids: Ids) {
  switch (link?.type) {
    case undefined:
      return undefined
    case 'page':
      return { type: 'story', story: { relationTo: 'pages', value: ids.pages.get(link.key) } }
    case 'product':
      return { type: 'story', story: { relationTo: 'products', value: ids.products.get(link.mpn) } }
    case 'path':
      return { type: 'url', url: link.path }
    case 'url':
      return { type: 'url', url: link.url }
    case 'email':
      return { type: 'email', email: link.email }
  }
}

const same = (text: string): Localized => Object.fromEntries(urlLocales.map((l) => [l, text])) as Localized

/** Array rows share their ids across locales (the layout is one per document), like blocks do. */
function rows<T>(prior: Prior, key: string, list: T[], map: (row: T, id: string | undefined) => Promise<Record<string, unknown>> | Record<string, unknown>) {
  const priorRows = (prior?.[key] as { id: string }[] | undefined) ?? []
  return Promise.all(list.map((row, i) => map(row, priorRows[i]?.id)))
}

const optionalMedia = (payload: Payload, ids: Ids, file: string | undefined, alt: Localized) => (file ? ensureMedia(payload, ids, file, alt) : undefined)

const optionalClip = (payload: Payload, ids: Ids, file: string | undefined, title: Localized) => (file ? ensureClip(payload, ids, file, title) : undefined)

/** One seeded block in one locale, in the shape the CMS stores. */
export async function blockData(payload: Payload, ids: Ids, block: SeedBlock, l: UrlLocale, prior?: Prior): Promise<Record<string, unknown>> {
  const base = { id: prior?.id, blockType: block.blockType, channel: block.channel ?? 'both', device: block.device ?? 'both' }
  const media = (file: string | undefined, alt: Localized) => optionalMedia(payload, ids, file, alt)
  switch (block.blockType) {
    case 'hero':
      return {
        ...base,
        title: block.title[l],
        subtitle: block.subtitle?.[l],
        imageDesktop: await media(block.image, block.title),
        imageMobile: await media(block.imageMobile, block.title),
        overlay: block.overlay ?? false,
      } satisfies Stored<typeof block.blockType>
    case 'richText':
      return { ...base, heading: block.heading?.[l], body: paragraphsToLexical(block.paragraphs[l]) } satisfies Stored<typeof block.blockType>
    case 'quote':
      return {
        ...base,
        quote: block.quote[l],
        author: block.author,
        style: block.style,
        images: block.image ? [await media(block.image, same(block.author ?? ''))] : [],
      } satisfies Stored<typeof block.blockType>
    case 'productList':
    case 'setCarousel':
      return {
        ...base,
        headline: block.headline?.[l],
        ...(block.blockType === 'productList'
          ? { layout: block.layout, productType: block.productType, showFilters: block.showFilters ?? false }
          : { text: block.text?.[l] }),
        products: block.mpns.map((mpn) => ids.products.get(mpn)).filter(Boolean),
      } satisfies Stored<typeof block.blockType>
    case 'cardContainer':
    case 'largeCardContainer':
      return {
        ...base,
        headline: block.headline?.[l],
        cards: await rows(prior, 'cards', block.cards, async (card, id) => ({
          id,
          headline: card.headline[l],
          text: card.text?.[l],
          linkCaption: card.linkCaption?.[l],
          link: linkData(card.link, ids),
          imageDesktop: await media(card.image, card.headline),
          imageMobile: await media(card.imageMobile, card.headline),
          videoDesktop: await optionalClip(payload, ids, card.video, card.headline),
          videoMobile: await optionalClip(payload, ids, card.videoMobile, card.headline),
        })),
      } satisfies Stored<typeof block.blockType>
    case 'textOnMedia':
      return { ...base, title: block.title[l], text: block.text?.[l], image: await media(block.image, block.title) } satisfies Stored<typeof block.blockType>
    case 'headline':
      return { ...base, text: block.text[l], subline: block.subline?.[l], anchor: block.anchor } satisfies Stored<typeof block.blockType>
    case 'storeLocator':
      return { ...base, headline: block.headline?.[l], intro: block.intro?.[l], anchor: block.anchor } satisfies Stored<typeof block.blockType>
    case 'banner':
      return { ...base, text: block.text[l], linkCaption: block.linkCaption?.[l], link: linkData(block.link, ids) } satisfies Stored<typeof block.blockType>
    case 'accordion':
      return {
        ...base,
        headline: block.headline?.[l],
        items: await rows(prior, 'items', block.items, (item, id) => ({ id, title: item.title[l], body: item.body[l] })),
      } satisfies Stored<typeof block.blockType>
    case 'contactTiles':
      return {
        ...base,
        headline: block.headline?.[l],
        tiles: await rows(prior, 'tiles', block.tiles, (tile, id) => ({
          id,
          title: tile.title[l],
          text: tile.text?.[l],
          linkCaption: tile.linkCaption?.[l],
          link: linkData(tile.link, ids),
        })),
      } satisfies Stored<typeof block.blockType>
    case 'downloadList':
      return {
        ...base,
        headline: block.headline?.[l],
        items: await Promise.all(block.items.map((item) => ensureDownload(payload, ids, item))),
      } satisfies Stored<typeof block.blockType>
    case 'imageParallax':
      return {
        ...base,
        image: await media(block.image, block.alt),
        imageMobile: await media(block.imageMobile, block.alt),
        caption: block.caption?.[l],
      } satisfies Stored<typeof block.blockType>
    case 'teaserBoxes':
      return {
        ...base,
        headline: block.headline?.[l],
        boxes: await rows(prior, 'boxes', block.boxes, async (box, id) => ({
          id,
          title: box.title[l],
          text: box.text?.[l],
          image: await media(box.image, box.title),
          linkCaption: box.linkCaption?.[l],
          link: linkData(box.link, ids),
        })),
      } satisfies Stored<typeof block.blockType>
    case 'audioPlayer':
      return {
        ...base,
        title: block.title[l],
        text: block.text?.[l],
        audio: await ensureClip(payload, ids, block.audio, block.title),
        image: await media(block.image, block.title),
      } satisfies Stored<typeof block.blockType>
    case 'technicalData':
      return {
        ...base,
        headline: block.headline?.[l],
        rows: await rows(prior, 'rows', block.rows, (row, id) => ({ id, label: row.label[l], value: row.value[l] })),
        product: block.mpn ? ids.products.get(block.mpn) : undefined,
        showPrice: block.showPrice,
        storeSearch: linkData(block.storeSearch, ids),
        request: linkData(block.request, ids),
      } satisfies Stored<typeof block.blockType>
    case 'tiles':
      return {
        ...base,
        headline: block.headline?.[l],
        tiles: await rows(prior, 'tiles', block.tiles, async (tile, id) => ({
          id,
          title: tile.title[l],
          image: await media(tile.image, tile.title),
          link: linkData(tile.link, ids),
        })),
      } satisfies Stored<typeof block.blockType>
    case 'imageSlideshow':
      return {
        ...base,
        headline: block.headline?.[l],
        slides: await rows(prior, 'slides', block.slides, async (slide, id) => ({
          id,
          imageDesktop: await media(slide.image, slide.caption),
          imageMobile: await media(slide.imageMobile, slide.caption),
          caption: slide.caption[l],
        })),
      } satisfies Stored<typeof block.blockType>
    case 'iframe':
      return { ...base, title: block.title[l], src: block.src[l], height: block.height } satisfies Stored<typeof block.blockType>
    case 'video':
      return {
        ...base,
        title: block.title[l],
        videoDesktop: await ensureClip(payload, ids, block.video, block.title),
        videoMobile: await optionalClip(payload, ids, block.videoMobile, block.title),
        poster: await media(block.poster, block.title),
        autoplay: block.autoplay ?? false,
        loop: block.loop ?? false,
      } satisfies Stored<typeof block.blockType>
    case 'jewelerContent':
      return { ...base, note: block.note } satisfies Stored<typeof block.blockType>
    case 'wizard':
      return { ...base, wizard: ids.wizards.get(block.wizard) } satisfies Stored<typeof block.blockType>
    case 'youtube':
      return { ...base, title: block.title[l], videoId: block.videoId, poster: await media(block.poster, block.title) } satisfies Stored<typeof block.blockType>
    case 'contactForm':
    case 'newsletterForm':
    case 'appointmentForm':
    case 'addressForm':
    case 'unsubscribeForm':
    case 'museumForm':
      return {
        ...base,
        ...('variant' in block ? { variant: block.variant } : {}),
        ...(block.blockType === 'contactForm' ? { backLink: linkData(block.backLink, ids) } : {}),
        formId: block.formId,
        formLanguage: block.formLanguage,
        headline: block.headline?.[l],
        intro: block.intro?.[l],
        successText: block.successText?.[l],
        successRedirect: linkData(block.successRedirect, ids),
        ...(block.blockType === 'unsubscribeForm' ? {} : { dataAgreementLabel: block.dataAgreementLabel?.[l], privacyLink: linkData(block.privacyLink, ids) }),
      } satisfies Stored<typeof block.blockType>
  }
}

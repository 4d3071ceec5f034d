import type { UrlLocale } from '@/i18n/locales'
import type { Page, Product } from '@/payload-types'
import { mapLink } from '@/server/content/mapLink'
import { frameSourceError, isYoutubeId } from '@/domain/embeds'
import { storeLocatorPath } from '@/domain/locator/storeLocatorPath'
import { isFilterProductType, sortClaspValues } from '@/domain/productFilters'
import { mapClip, mapDownload, mapImage, mapImages } from '@/server/content/mapMedia'
import { mapProductCard } from '@/server/content/mapProduct'
import { mapWizard } from '@/server/content/mapWizard'
import type { LinkView } from '@/domain/linkView'
import type { BlockView, CardView, FormBlockSettings, ProductCardView, ProductListFilterView } from '@/server/content/types'

type RawBlock = NonNullable<Page['layout']>[number]
type RawCard = NonNullable<Extract<RawBlock, { blockType: 'cardContainer' }>['cards']>[number]

/**
 * What a block may take from the document around it: a product page lends its article number,
 * every document its story uuid (forms send it as storyblok_story_uuid).
 */
export type BlockContext = { productMpn?: string; storyUuid?: string }

/** Turns stored blocks into BlockViews; a block that lost its required media is left out. */
export function mapBlocks(layout: Page['layout'], locale: UrlLocale, context: BlockContext = {}): BlockView[] {
  return (layout ?? []).flatMap((block) => {
    const view = mapBlock(block, locale, context)
    return view ? [view] : []
  })
}

function publishedProducts(list: (number | Product)[] | null | undefined, locale: UrlLocale): ProductCardView[] {
  return (list ?? [])
    .filter((p): p is Product => typeof p === 'object' && p !== null && p._status === 'published')
    .map((p) => mapProductCard(p, locale))
}

/** The filter panel of a product list, when the editor asked for one (issue 6); nothing selected yet. */
function productListFilter(block: Extract<RawBlock, { blockType: 'productList' }>): ProductListFilterView | undefined {
  if (!block.showFilters || !isFilterProductType(block.productType)) return undefined
  const products = (block.products ?? []).filter((p): p is Product => typeof p === 'object' && p !== null && p._status === 'published')
  return {
    productType: block.productType,
    productIds: products.map((p) => p.id),
    claspValues: sortClaspValues(products.flatMap((p) => p.filterBraceletClasp ?? [])),
    selections: [],
  }
}

function mapCard(card: RawCard, locale: UrlLocale): CardView {
  return {
    id: card.id ?? '',
    headline: card.headline,
    text: card.text ?? undefined,
    link: mapLink(card.link, locale),
    linkCaption: card.linkCaption ?? undefined,
    imageDesktop: mapImage(card.imageDesktop),
    imageMobile: mapImage(card.imageMobile),
    videoDesktop: mapClip(card.videoDesktop),
    videoMobile: mapClip(card.videoMobile),
  }
}

type RawFormBlock = Extract<RawBlock, { blockType: 'contactForm' | 'appointmentForm' | 'addressForm' | 'newsletterForm' | 'unsubscribeForm' | 'museumForm' }>

/** The settings every form block shares (spec 1 §3 common fields, §4 success). */
function formSettings(block: RawFormBlock, locale: UrlLocale, context: BlockContext): FormBlockSettings {
  const agreement = 'dataAgreementLabel' in block ? block : undefined
  return {
    formId: block.formId ?? '',
    formLanguage: block.formLanguage ?? undefined,
    storyUuid: context.storyUuid ?? '',
    headline: block.headline ?? undefined,
    intro: block.intro ?? undefined,
    dataAgreementLabel: agreement?.dataAgreementLabel ?? undefined,
    privacyLink: mapLink(agreement?.privacyLink, locale),
    successText: block.successText ?? undefined,
    successRedirect: mapLink(block.successRedirect, locale),
  }
}

/** The request link of a product's technical data opens the contact form with that product (spec 1 §2). */
function withProduct(link: LinkView | undefined, mpn: string | undefined): LinkView | undefined {
  if (!link || link.external || !mpn || link.href.startsWith('#')) return link
  const [path, hash] = link.href.split('#')
  const joined = `${path}${path.includes('?') ? '&' : '?'}product=${encodeURIComponent(mpn)}`
  return { ...link, href: hash === undefined ? joined : `${joined}#${hash}` }
}

function mapBlock(block: RawBlock, locale: UrlLocale, context: BlockContext): BlockView | undefined {
  const base = { id: block.id ?? '', channel: block.channel, device: block.device }
  switch (block.blockType) {
    case 'hero':
      return {
        ...base,
        blockType: 'hero',
        title: block.title,
        subtitle: block.subtitle ?? undefined,
        imageDesktop: mapImage(block.imageDesktop),
        imageMobile: mapImage(block.imageMobile),
        overlay: Boolean(block.overlay),
        link: mapLink(block.link, locale),
        linkCaption: block.linkCaption ?? undefined,
      }
    case 'richText':
      return { ...base, blockType: 'richText', heading: block.heading ?? undefined, body: block.body }
    case 'quote':
      return { ...base, blockType: 'quote', quote: block.quote, author: block.author ?? undefined, style: block.style, images: mapImages(block.images) }
    case 'productList':
      return {
        ...base,
        blockType: 'productList',
        headline: block.headline ?? undefined,
        layout: block.layout,
        products: publishedProducts(block.products, locale),
        filter: productListFilter(block),
      }
    case 'cardContainer':
      return {
        ...base,
        blockType: 'cardContainer',
        headline: block.headline ?? undefined,
        cards: (block.cards ?? []).map((card) => mapCard(card, locale)),
      }
    case 'largeCardContainer':
      return {
        ...base,
        blockType: 'largeCardContainer',
        headline: block.headline ?? undefined,
        cards: (block.cards ?? []).map((card) => mapCard(card, locale)),
      }
    case 'textOnMedia':
      return { ...base, blockType: 'textOnMedia', title: block.title, text: block.text ?? undefined, image: mapImage(block.image) }
    case 'headline':
      return { ...base, blockType: 'headline', text: block.text, subline: block.subline ?? undefined, anchor: block.anchor || undefined }
    case 'storeLocator':
      // href: the locator's page without JavaScript; a link like any other, so a microsite moves it under its prefix.
      return { ...base, blockType: 'storeLocator', headline: block.headline ?? undefined, intro: block.intro ?? undefined, anchor: block.anchor || undefined, href: storeLocatorPath(locale) }
    case 'banner':
      return { ...base, blockType: 'banner', text: block.text, link: mapLink(block.link, locale), linkCaption: block.linkCaption ?? undefined }
    case 'accordion':
      return {
        ...base,
        blockType: 'accordion',
        headline: block.headline ?? undefined,
        items: (block.items ?? []).map((item) => ({ id: item.id ?? '', title: item.title, body: item.body })),
      }
    case 'contactTiles':
      return {
        ...base,
        blockType: 'contactTiles',
        headline: block.headline ?? undefined,
        tiles: (block.tiles ?? []).map((tile) => ({
          id: tile.id ?? '',
          title: tile.title,
          text: tile.text ?? undefined,
          link: mapLink(tile.link, locale),
          linkCaption: tile.linkCaption ?? undefined,
        })),
      }
    case 'downloadList':
      return {
        ...base,
        blockType: 'downloadList',
        headline: block.headline ?? undefined,
        items: (block.items ?? []).map(mapDownload).filter((d) => d !== undefined),
      }
    case 'imageParallax': {
      const image = mapImage(block.image)
      if (!image) return undefined
      return { ...base, blockType: 'imageParallax', image, imageMobile: mapImage(block.imageMobile), caption: block.caption ?? undefined }
    }
    case 'teaserBoxes':
      return {
        ...base,
        blockType: 'teaserBoxes',
        headline: block.headline ?? undefined,
        boxes: (block.boxes ?? []).map((box) => ({
          id: box.id ?? '',
          title: box.title,
          text: box.text ?? undefined,
          image: mapImage(box.image),
          link: mapLink(box.link, locale),
          linkCaption: box.linkCaption ?? undefined,
        })),
      }
    case 'audioPlayer': {
      const audio = mapClip(block.audio)
      if (!audio) return undefined
      return { ...base, blockType: 'audioPlayer', title: block.title, text: block.text ?? undefined, audio, image: mapImage(block.image) }
    }
    case 'setCarousel':
      return {
        ...base,
        blockType: 'setCarousel',
        headline: block.headline ?? undefined,
        text: block.text ?? undefined,
        products: publishedProducts(block.products, locale),
      }
    case 'technicalData': {
      const product = typeof block.product === 'object' && block.product?._status === 'published' ? block.product : undefined
      const mpn = product?.mpn ?? context.productMpn
      return {
        ...base,
        blockType: 'technicalData',
        headline: block.headline ?? undefined,
        rows: (block.rows ?? []).map((row) => ({ id: row.id ?? '', label: row.label, value: row.value })),
        mpn,
        showPrice: Boolean(block.showPrice),
        storeSearch: mapLink(block.storeSearch, locale),
        requestLink: withProduct(mapLink(block.request, locale), mpn),
      }
    }
    case 'tiles':
      return {
        ...base,
        blockType: 'tiles',
        headline: block.headline ?? undefined,
        tiles: (block.tiles ?? []).map((tile) => ({ id: tile.id ?? '', title: tile.title, image: mapImage(tile.image), link: mapLink(tile.link, locale) })),
      }
    case 'imageSlideshow':
      return {
        ...base,
        blockType: 'imageSlideshow',
        headline: block.headline ?? undefined,
        slides: (block.slides ?? []).map((slide) => ({
          id: slide.id ?? '',
          imageDesktop: mapImage(slide.imageDesktop),
          imageMobile: mapImage(slide.imageMobile),
          caption: slide.caption ?? undefined,
        })),
      }
    case 'iframe':
      // Checked again at render: FRAME_ORIGINS may have shrunk since the editor saved the block.
      if (frameSourceError(block.src, process.env.FRAME_ORIGINS)) return undefined
      return { ...base, blockType: 'iframe', src: block.src, title: block.title, height: block.height }
    case 'video': {
      const videoDesktop = mapClip(block.videoDesktop)
      if (!videoDesktop) return undefined
      return {
        ...base,
        blockType: 'video',
        title: block.title,
        videoDesktop,
        videoMobile: mapClip(block.videoMobile),
        poster: mapImage(block.poster),
        autoplay: Boolean(block.autoplay),
        loop: Boolean(block.loop),
      }
    }
    case 'youtube':
      if (!isYoutubeId(block.videoId)) return undefined
      return { ...base, blockType: 'youtube', title: block.title, videoId: block.videoId, poster: mapImage(block.poster) }
    case 'jewelerContent':
      return { ...base, blockType: 'jewelerContent' }
    case 'contactForm':
      return { ...base, ...formSettings(block, locale, context), blockType: 'contactForm', variant: block.variant ?? 'default', backLink: mapLink(block.backLink, locale) }
    case 'newsletterForm':
      return { ...base, ...formSettings(block, locale, context), blockType: 'newsletterForm', variant: block.variant ?? 'full' }
    case 'appointmentForm':
    case 'addressForm':
    case 'unsubscribeForm':
    case 'museumForm':
      return { ...base, ...formSettings(block, locale, context), blockType: block.blockType }
    case 'wizard':
      // A wizard the visitor may not read (deleted) is left out, like a block without its media.
      if (!block.wizard || typeof block.wizard !== 'object') return undefined
      return { ...base, blockType: 'wizard', wizard: mapWizard(block.wizard, locale), storyUuid: context.storyUuid ?? '' }
    default:
      return undefined
  }
}

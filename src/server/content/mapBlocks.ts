import type { UrlLocale } from '@/i18n/locales'
import type { Page, Product } from '@/payload-types'
import { mapLink } from '@/server/content/mapLink'
import { mapImage, mapImages } from '@/server/content/mapMedia'
import { mapProductCard } from '@/server/content/mapProduct'
import type { BlockView } from '@/server/content/types'

type RawBlock = NonNullable<Page['layout']>[number]

/** Turns stored blocks into BlockViews; a block that lost its required media is left out. */
export function mapBlocks(layout: Page['layout'], locale: UrlLocale): BlockView[] {
  return (layout ?? []).flatMap((block) => {
    const view = mapBlock(block, locale)
    return view ? [view] : []
  })
}

function mapBlock(block: RawBlock, locale: UrlLocale): BlockView | undefined {
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
        products: (block.products ?? [])
          .filter((p): p is Product => typeof p === 'object' && p !== null && p._status === 'published')
          .map((p) => mapProductCard(p, locale)),
      }
    case 'cardContainer':
      return {
        ...base,
        blockType: 'cardContainer',
        headline: block.headline ?? undefined,
        cards: (block.cards ?? []).map((card) => ({
          id: card.id ?? '',
          headline: card.headline,
          text: card.text ?? undefined,
          link: mapLink(card.link, locale),
          linkCaption: card.linkCaption ?? undefined,
          imageDesktop: mapImage(card.imageDesktop),
          imageMobile: mapImage(card.imageMobile),
        })),
      }
    case 'textOnMedia':
      return { ...base, blockType: 'textOnMedia', title: block.title, text: block.text ?? undefined, image: mapImage(block.image) }
    case 'headline':
      return { ...base, blockType: 'headline', text: block.text, subline: block.subline ?? undefined, anchor: block.anchor || undefined }
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
    default:
      return undefined
  }
}

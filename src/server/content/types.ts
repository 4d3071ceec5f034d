import type { UrlLocale } from '@/i18n/locales'

/** The app's own shapes for content: components never see raw database documents. */
export type ImageView = {
  url: string
  width: number
  height: number
  alt: string
  srcSet: { url: string; width: number }[]
  placeholderUrl?: string
}

export type LinkView = { href: string; external: boolean }

export type Alternates = Partial<Record<UrlLocale, string>>

export type ProductCardView = {
  id: number | string
  mpn: string
  type: string
  name: string
  name2?: string
  href: string
  image?: ImageView
  isLimited: boolean
}

type Visibility = { channel: 'default' | 'microsite' | 'both'; device: 'desktop' | 'mobile' | 'both' }

export type BlockView = Visibility & { id: string } & (
    | { blockType: 'hero'; title: string; subtitle?: string; imageDesktop?: ImageView; imageMobile?: ImageView; overlay: boolean; link?: LinkView; linkCaption?: string }
    | { blockType: 'richText'; heading?: string; body: unknown }
    | { blockType: 'quote'; quote: string; author?: string; style: string; images: ImageView[] }
    | { blockType: 'productList'; headline?: string; layout: 'single' | 'double' | 'triple' | 'highlight'; products: ProductCardView[] }
    | {
        blockType: 'cardContainer'
        headline?: string
        cards: { id: string; headline: string; text?: string; link?: LinkView; linkCaption?: string; imageDesktop?: ImageView; imageMobile?: ImageView }[]
      }
    | { blockType: 'textOnMedia'; title: string; text?: string; image?: ImageView }
    | { blockType: 'headline'; text: string; subline?: string; anchor?: string }
    | { blockType: 'banner'; text: string; link?: LinkView; linkCaption?: string }
    | { blockType: 'accordion'; headline?: string; items: { id: string; title: string; body: string }[] }
    | { blockType: 'contactTiles'; headline?: string; tiles: { id: string; title: string; text?: string; link?: LinkView; linkCaption?: string }[] }
  )

export type PageView = {
  id: number | string
  kind: 'page' | 'product'
  title: string
  description?: string
  image?: ImageView
  alternates: Alternates
  blocks: BlockView[]
  product?: ProductCardView & { pageSummary?: string; gallery: ImageView[] }
}

export type NavItemView = { label: string; link: LinkView }

export type LayoutView = {
  brand: string
  nav: NavItemView[]
  footer: { columns: { heading: string; links: NavItemView[] }[]; address?: string; legal?: string }
}

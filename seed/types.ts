import type { UrlLocale } from '@/i18n/locales'

/** Shapes of the demo house's data files (seed/data/*.json). */
export type Localized = Record<UrlLocale, string>

export type SeedLink =
  | { type: 'page'; key: string }
  | { type: 'product'; mpn: string }
  | { type: 'path'; path: string }
  | { type: 'url'; url: string }
  | { type: 'email'; email: string }

export type SeedProduct = {
  mpn: string
  type: 'ring' | 'necklace' | 'bracelet' | 'earrings' | 'amulet'
  slug: Localized
  name: Localized
  name2: Localized
  pageSummary: Localized
  isLimited: boolean
  wizardTags: string[]
  filterAlloy: string[]
  filterRingWidth: string[]
  filterRingDiamonds: string[]
  filterRingDesign: string[]
  filterRingEnamelColor: string[]
  filterBraceletClasp: string[]
  filterEarringsType: string[]
  filterNecklaceGeneration: string[]
  hasEnamel: boolean
  hasHeartSymbol: boolean
  hasMultipleDiamonds: boolean
  images: { main: string; landscape: string; set: string[] }
  alt: Localized
}

export type SeedStore = {
  slug: string
  name: string
  type: 'boutique' | 'lounge' | 'jeweler'
  street: string
  zip: string
  city: string
  country: string
  phone: string
  fax: string
  whatsapp: string
  email: string
  websites: string[]
  latitude: number
  longitude: number
  openingTimes: { weekday: string; open: string; close: string }[]
  currency: string
}

export type SeedBlock =
  | { blockType: 'hero'; title: Localized; subtitle?: Localized; image: string; imageMobile?: string; overlay?: boolean }
  | { blockType: 'richText'; heading?: Localized; paragraphs: Record<UrlLocale, string[]> }
  | { blockType: 'quote'; quote: Localized; author?: string; style: string; image?: string }
  | { blockType: 'productList'; headline?: Localized; layout: string; mpns: string[] }
  | {
      blockType: 'cardContainer'
      headline?: Localized
      cards: { headline: Localized; text?: Localized; linkCaption?: Localized; link: SeedLink; image: string }[]
    }
  | { blockType: 'textOnMedia'; title: Localized; text?: Localized; image: string }
  | { blockType: 'headline'; text: Localized; subline?: Localized; anchor?: string }
  | { blockType: 'banner'; text: Localized; linkCaption?: Localized; link: SeedLink }
  | { blockType: 'accordion'; headline?: Localized; items: { title: Localized; body: Localized }[] }
  | { blockType: 'contactTiles'; headline?: Localized; tiles: { title: Localized; text?: Localized; linkCaption?: Localized; link: SeedLink }[] }

export type SeedPage = {
  key: string
  home: boolean
  title: Localized
  slug: Localized
  summary: Localized
  layout: SeedBlock[]
}

export type SeedNavItem = { label: Localized; link: SeedLink }

export type SeedSite = {
  brand: string
  nav: SeedNavItem[]
  footer: { columns: { heading: Localized; links: SeedNavItem[] }[]; legal: Localized; address: Record<UrlLocale, string[]> }
}

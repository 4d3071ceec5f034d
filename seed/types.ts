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

type SeedCard = {
  headline: Localized
  text?: Localized
  linkCaption?: Localized
  link: SeedLink
  image: string
  imageMobile?: string
  video?: string
  videoMobile?: string
}

/** What every form block carries (src/fields/formBlock.ts). */
type SeedForm = {
  formId: string
  headline?: Localized
  intro?: Localized
  successText?: Localized
  dataAgreementLabel?: Localized
  privacyLink?: SeedLink
  successRedirect?: SeedLink
  formLanguage?: 'de' | 'en' | 'ja' | 'zh-hans' | 'ko'
}

/** Every block may be limited to a channel and a device, as in the CMS. */
type Visibility = { channel?: 'default' | 'microsite' | 'both'; device?: 'desktop' | 'mobile' | 'both' }

export type SeedBlock = Visibility &
  (
    | { blockType: 'hero'; title: Localized; subtitle?: Localized; image: string; imageMobile?: string; overlay?: boolean }
    | { blockType: 'richText'; heading?: Localized; paragraphs: Record<UrlLocale, string[]> }
    | { blockType: 'quote'; quote: Localized; author?: string; style: string; image?: string }
    | {
        blockType: 'productList'
        headline?: Localized
        layout: string
        mpns: string[]
        productType?: 'ring' | 'necklace' | 'earrings' | 'bracelet'
        showFilters?: boolean
      }
    | { blockType: 'cardContainer' | 'largeCardContainer'; headline?: Localized; cards: SeedCard[] }
    | { blockType: 'textOnMedia'; title: Localized; text?: Localized; image: string }
    | { blockType: 'headline'; text: Localized; subline?: Localized; anchor?: string }
    | { blockType: 'storeLocator'; headline?: Localized; intro?: Localized; anchor?: string }
    | { blockType: 'banner'; text: Localized; linkCaption?: Localized; link: SeedLink }
    | { blockType: 'wizard'; wizard: string }
    | { blockType: 'accordion'; headline?: Localized; items: { title: Localized; body: Localized }[] }
    | { blockType: 'contactTiles'; headline?: Localized; tiles: { title: Localized; text?: Localized; linkCaption?: Localized; link: SeedLink }[] }
    | { blockType: 'downloadList'; headline?: Localized; items: SeedDownload[] }
    | { blockType: 'imageParallax'; image: string; imageMobile?: string; alt: Localized; caption?: Localized }
    | {
        blockType: 'teaserBoxes'
        headline?: Localized
        boxes: { title: Localized; text?: Localized; image?: string; linkCaption?: Localized; link?: SeedLink }[]
      }
    | { blockType: 'audioPlayer'; title: Localized; text?: Localized; audio: string; image?: string }
    | { blockType: 'setCarousel'; headline?: Localized; text?: Localized; mpns: string[] }
    | {
        blockType: 'technicalData'
        headline?: Localized
        rows: { label: Localized; value: Localized }[]
        mpn?: string
        showPrice: boolean
        storeSearch?: SeedLink
        request?: SeedLink
      }
    | { blockType: 'tiles'; headline?: Localized; tiles: { title: Localized; image: string; link: SeedLink }[] }
    | { blockType: 'imageSlideshow'; headline?: Localized; slides: { image: string; imageMobile?: string; caption: Localized }[] }
    | { blockType: 'iframe'; title: Localized; src: Localized; height: number }
    | { blockType: 'video'; title: Localized; video: string; videoMobile?: string; poster?: string; autoplay?: boolean; loop?: boolean }
    | { blockType: 'youtube'; title: Localized; videoId: string; poster?: string }
    | { blockType: 'jewelerContent'; note?: string }
    | ({ blockType: 'contactForm'; variant: 'default' | 'withProducts'; backLink?: SeedLink } & SeedForm)
    | ({ blockType: 'newsletterForm'; variant: 'full' | 'short' } & SeedForm)
    | ({ blockType: 'appointmentForm' | 'addressForm' | 'unsubscribeForm' | 'museumForm' } & SeedForm)
  )

export type SeedDownload = { file: string; title1: Localized; title2?: Localized; description?: Localized; previewImage?: string }

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

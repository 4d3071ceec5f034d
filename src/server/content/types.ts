import type { FilterProductType, FilterSelection } from '@/domain/productFilters'
import type { DataLocale, UrlLocale } from '@/i18n/locales'
import type { LinkView } from '@/domain/linkView'
import type { WizardFormPosition } from '@/domain/wizard/flow'
import type { WizardChoice, WizardStep } from '@/domain/wizard/types'

/** The app's own shapes for content: components never see raw database documents. */
export type ImageView = {
  url: string
  width: number
  height: number
  alt: string
  srcSet: { url: string; width: number }[]
  placeholderUrl?: string
  /** The editors' focal point as a CSS position ("62% 35%"): every crop keeps it in view. */
  focus?: string
}

/** A video or audio file from the clips collection. */
export type ClipView = { url: string; mimeType: string }

/** A card of the card containers (spec 1 §3): a video, when set, plays in place of the image. */
export type CardView = {
  id: string
  headline: string
  text?: string
  link?: LinkView
  linkCaption?: string
  imageDesktop?: ImageView
  imageMobile?: ImageView
  videoDesktop?: ClipView
  videoMobile?: ClipView
}

/** A download item (spec 1 §3); filesize in bytes, url is the asset's own URL, filename its save name. */
export type DownloadView = {
  id: string
  title1: string
  title2?: string
  description?: string
  filesize: number
  url: string
  filename: string
  mimeType: string
  previewImage?: ImageView
}

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

/** A product list with a visitor filter panel (issue 6). */
export type ProductListFilterView = {
  productType: FilterProductType
  /** Every product of the list, in the editor's order: what filtering chooses from. */
  productIds: (number | string)[]
  /** The bracelet clasps that occur in the list (an open list of values, spec 2 §3). */
  claspValues: string[]
  /** What the list was rendered with: empty on the static page, the URL's filters on its filtered twin. */
  selections: FilterSelection[]
}

/**
 * What every form block hands its form (spec 1 §3 common fields, §4 success). The block's `id` is
 * sent as storyblok_component_uid.
 */
export type FormBlockSettings = {
  formId: string
  /** The editor's language for this form: its rules apply and it is sent as selected_language. */
  formLanguage?: DataLocale
  /** The story the form sits on (page, product or jeweller): storyblok_story_uuid. */
  storyUuid: string
  headline?: string
  intro?: string
  dataAgreementLabel?: string
  privacyLink?: LinkView
  successText?: string
  successRedirect?: LinkView
}

/** A wizard step as the browser renders it: the domain's step with the choices' sized images. */
export type WizardStepView = Omit<WizardStep, 'choices'> & { choices: (WizardChoice & { image?: ImageView })[] }

/** A product finder (spec 3 §2.1, §3) in one language. */
export type WizardView = {
  id: number | string
  formPosition: WizardFormPosition
  productTypes: string[]
  intro: { title: string; text?: string; startLabel?: string; image?: ImageView }
  steps: WizardStepView[]
  /** Absent when the editor switched the form off. */
  contactForm?: { headline?: string; intro?: string; subject: string; customMessage: string; dataAgreementLabel?: string; privacyLink?: LinkView }
  success: { headline?: string; subheadline?: string }
}

/** A product the wizard can recommend: the card and its tags. */
export type WizardProductView = ProductCardView & { wizardTags: string[] }

export type NavItemView = { label: string; link: LinkView }

export type LayoutView = {
  brand: string
  nav: NavItemView[]
  footer: { columns: { heading: string; links: NavItemView[] }[]; address?: string; legal?: string }
}

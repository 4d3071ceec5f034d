import { readClickIds } from '@/domain/clickIds'
import { ruleLocale } from '@/domain/forms/common'
import type { FormAction } from '@/domain/forms/schemas'
import type { DataLocale, UrlLocale } from '@/i18n/locales'
import type { MicrositeJeweler } from '@/components/microsite/MicrositeContext'

export { HONEYPOT_FIELD } from '@/domain/forms/fields'

/** Where a form sits: the block's settings and the page around it. */
export type FormPlace = {
  action: FormAction
  formId: string
  /** The block's id: storyblok_component_uid. */
  componentUid: string
  /** The page's, product's or jeweller's story uuid. */
  storyUuid: string
  locale: UrlLocale
  formLanguage?: DataLocale
  microsite: MicrositeJeweler | null
}

/** The common fields of spec 1 §3 as the API names them. */
export type CommonFieldsBody = {
  action: FormAction
  form_id: string
  used_website_language: string
  selected_language: string
  storyblok_story_uuid: string
  storyblok_component_uid: string
  google_click_id: string
  meta_click_id: string
}

export type FormMetadata = { context: 'website' } | { context: 'microsite'; jeweler_slug: string; jeweler_story_uuid: string }

function storage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    // Storage disabled (private mode, sandbox): no click ids.
    return undefined
  }
}

export function commonFields(place: FormPlace): CommonFieldsBody {
  return {
    action: place.action,
    form_id: place.formId,
    used_website_language: place.locale.toUpperCase(),
    selected_language: (place.formLanguage ?? place.locale).toUpperCase(),
    storyblok_story_uuid: place.storyUuid,
    storyblok_component_uid: place.componentUid,
    ...readClickIds(storage()),
  }
}

/** Spec 1 §3: a form sent from a jeweller's microsite names the jeweller; elsewhere the website. */
export function formMetadata(microsite: MicrositeJeweler | null): FormMetadata {
  return microsite ? { context: 'microsite', jeweler_slug: microsite.slug, jeweler_story_uuid: microsite.uuid ?? '' } : { context: 'website' }
}

/** On a microsite the form goes to that jeweller's store; on the website to none. */
export function storeUuidOf(microsite: MicrositeJeweler | null): string | null {
  return microsite?.uuid ?? null
}

/** Whose language rules the form applies: the block's language if the editor set one, else the page's. */
export function formRuleLocale(place: Pick<FormPlace, 'locale' | 'formLanguage'>): DataLocale {
  return ruleLocale({ used_website_language: place.locale.toUpperCase(), selected_language: place.formLanguage?.toUpperCase() })
}

/** Spec 1 §3 "products (comma joined)": each article once, in the order given. */
export function joinProducts(articles: readonly string[]): string {
  return [...new Set(articles.map((a) => a.trim()).filter(Boolean))].join(',')
}

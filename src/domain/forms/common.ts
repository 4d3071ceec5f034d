import { z } from 'zod'
import { dataLocales, type DataLocale } from '@/i18n/locales'
import { formMessage } from '@/domain/forms/fields'

/** Upper-case language codes the forms accept (spec 1 §3: used_website_language upper-case). */
export const formLanguages = dataLocales.map((l) => l.toUpperCase()) as readonly string[]

/** The languages in either case, as a JSON Schema pattern (the OpenAPI document): the schemas upper-case first. */
const anyCase = `^(${formLanguages.map((l) => [...l].map((c) => (c.toLowerCase() === c.toUpperCase() ? c : `[${c}${c.toLowerCase()}]`)).join('')).join('|')})$`

const language = z.preprocess(
  (v) => (typeof v === 'string' ? v.toUpperCase() : v),
  z
    .string({ error: formMessage.required })
    .refine((v) => formLanguages.includes(v), { error: formMessage.invalid })
    .meta({ pattern: anyCase }),
)
const optionalLanguage = z.preprocess(
  (v) => (v === null || v === undefined || v === '' ? undefined : typeof v === 'string' ? v.toUpperCase() : v),
  z
    .string({ error: formMessage.invalid })
    .refine((v) => formLanguages.includes(v), { error: formMessage.invalid })
    .meta({ pattern: `${anyCase}|^$` })
    .optional(),
)
const shortId = z.preprocess(
  (v) => (v === null || v === undefined ? '' : v),
  z.string({ error: formMessage.invalid }).trim().max(200, { error: formMessage.tooLong }),
)

/**
 * The fields every form submission carries (spec 1 §3 "Common form submission fields"), besides
 * `action`, which picks the form.
 */
export const commonFieldsSchema = z.object({
  form_id: shortId,
  used_website_language: language,
  selected_language: optionalLanguage,
  storyblok_story_uuid: shortId,
  storyblok_component_uid: shortId,
  google_click_id: shortId,
  meta_click_id: shortId,
})
export type CommonFields = z.infer<typeof commonFieldsSchema>

/**
 * Whose language rules apply: the language chosen in the form if one was, else the site's.
 * ko exists only here (a data locale), so a Korean visitor is recognised by either field.
 */
export function ruleLocale(common: Pick<CommonFields, 'used_website_language' | 'selected_language'>): DataLocale {
  const code = (common.selected_language ?? common.used_website_language).toLowerCase()
  return (dataLocales as readonly string[]).includes(code) ? (code as DataLocale) : 'de'
}

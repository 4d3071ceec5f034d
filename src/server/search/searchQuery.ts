import { z } from 'zod'
import { fieldErrorsOf } from '@/server/http/zodErrors'
import { searchTypes } from '@/domain/search'
import { defaultLocale, urlLocales } from '@/i18n/locales'
import { drfText, type FieldErrors } from '@/server/http/drf'
import type { SearchParams } from '@/server/search/searchService'

export const MAX_QUERY_LENGTH = 200

const absentIfEmpty = (value: unknown) => (value === '' || value === null ? undefined : value)
const choice = (issue: { input?: unknown }) => drfText.invalidChoice(issue.input)

// Field messages are DRF's, as on every contract route; the client maps them to its catalogue.
export const searchParams = z.object({
  // Not trimmed: a trailing space tells that the last word is complete (no prefix matching).
  s: z
    .string({ error: drfText.required })
    .max(MAX_QUERY_LENGTH, drfText.tooLong(MAX_QUERY_LENGTH))
    .refine((s) => s.trim().length > 0, drfText.blank),
  locale: z.preprocess(absentIfEmpty, z.enum(urlLocales, { error: choice }).default(defaultLocale)),
  page: z.preprocess(absentIfEmpty, z.coerce.number({ error: drfText.invalidInteger }).int(drfText.invalidInteger).min(1, drfText.minValue(1)).default(1)),
  type: z.preprocess(absentIfEmpty, z.enum(searchTypes, { error: choice }).optional()),
})

/** `?s=&locale=&page=&type=` of GET /api/v1/search/, or the field errors to answer 400 with. */
export function parseSearchParams(params: URLSearchParams): { query: SearchParams; errors?: undefined } | { errors: FieldErrors; query?: undefined } {
  const result = searchParams.safeParse({ s: params.get('s'), locale: params.get('locale'), page: params.get('page'), type: params.get('type') })
  if (result.success) return { query: result.data }
  return { errors: fieldErrorsOf(result.error) }
}

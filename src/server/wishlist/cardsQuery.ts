import { z } from 'zod'
import { fieldErrorsOf } from '@/server/http/zodErrors'
import { MAX_WISHLIST_ENTRIES } from '@/domain/wishlist'
import { defaultLocale, urlLocales, type UrlLocale } from '@/i18n/locales'
import { drfText, type FieldErrors } from '@/server/http/drf'

const absentIfEmpty = (value: unknown) => (value === '' || value === null ? undefined : value)
const choice = (issue: { input?: unknown }) => drfText.invalidChoice(issue.input)

/** A comma-separated list, each entry once; a wishlist never has more than 200. */
const list = (entry: z.ZodString) =>
  z
    .string({ error: drfText.required })
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(entry).max(MAX_WISHLIST_ENTRIES, `Ensure this field has no more than ${MAX_WISHLIST_ENTRIES} elements.`))

export const cardsParams = z.object({
  mpns: list(z.string().max(64)),
  /** Story ids of the content API (the contact form's `?product=` may carry them, spec 1 §2). */
  ids: list(z.string().regex(/^\d{1,15}$/, 'A valid integer is required.')).optional(),
  locale: z.preprocess(absentIfEmpty, z.enum(urlLocales, { error: choice }).default(defaultLocale)),
})

export type CardsQuery = { mpns: string[]; ids?: string[]; locale: UrlLocale }

/** `?mpns=&ids=&locale=` of GET /api/v1/products/cards/, or the DRF field errors to answer 400 with. */
export function parseCardsQuery(params: URLSearchParams): { query: CardsQuery; errors?: undefined } | { errors: FieldErrors; query?: undefined } {
  const ids = params.get('ids') ?? undefined
  // Either list will do; without both, the article numbers are what is missing.
  const mpns = params.get('mpns') ?? (ids === undefined ? undefined : '')
  const result = cardsParams.safeParse({ mpns, ids, locale: params.get('locale') })
  if (result.success) return { query: result.data }
  return { errors: fieldErrorsOf(result.error) }
}

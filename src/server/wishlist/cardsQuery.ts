import { z } from 'zod'
import { MAX_WISHLIST_ENTRIES } from '@/domain/wishlist'
import { defaultLocale, urlLocales, type UrlLocale } from '@/i18n/locales'
import { drfText, type FieldErrors } from '@/server/http/drf'

const absentIfEmpty = (value: unknown) => (value === '' || value === null ? undefined : value)
const choice = (issue: { input?: unknown }) => drfText.invalidChoice(issue.input)

/** Comma-separated article numbers, each once; a wishlist never has more than 200. */
const cardsParams = z.object({
  mpns: z
    .string({ error: drfText.required })
    .transform((value) => [...new Set(value.split(',').map((mpn) => mpn.trim()).filter(Boolean))])
    .pipe(z.array(z.string().max(64)).max(MAX_WISHLIST_ENTRIES, `Ensure this field has no more than ${MAX_WISHLIST_ENTRIES} elements.`)),
  locale: z.preprocess(absentIfEmpty, z.enum(urlLocales, { error: choice }).default(defaultLocale)),
})

export type CardsQuery = { mpns: string[]; locale: UrlLocale }

/** `?mpns=&locale=` of GET /api/v1/products/cards/, or the DRF field errors to answer 400 with. */
export function parseCardsQuery(params: URLSearchParams): { query: CardsQuery; errors?: undefined } | { errors: FieldErrors; query?: undefined } {
  const result = cardsParams.safeParse({ mpns: params.get('mpns') ?? undefined, locale: params.get('locale') })
  if (result.success) return { query: result.data }
  return { errors: z.flattenError(result.error).fieldErrors as FieldErrors }
}

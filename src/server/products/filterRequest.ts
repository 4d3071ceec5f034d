import 'server-only'
import type { Payload } from 'payload'
import { z } from 'zod'
import { fieldErrorsOf } from '@/server/http/zodErrors'
import { parsedQuery } from '@/server/http/edge/parsedQuery'
import { filterProductTypes, parseFilterState, type FilterProductType, type FilterSelection } from '@/domain/productFilters'
import { defaultLocale, urlLocales, type UrlLocale } from '@/i18n/locales'
import { drfText, type FieldErrors } from '@/server/http/drf'
import { filterProductCards } from '@/server/products/filterProducts'

/** A product list block holds tens of pieces; more ids than this is not a list of ours. */
export const MAX_FILTER_IDS = 200

const absentIfEmpty = (value: unknown) => (value === '' || value === null ? undefined : value)
const choice = (issue: { input?: unknown }) => drfText.invalidChoice(issue.input)

export const filterParams = z.object({
  ids: z
    .string({ error: drfText.required })
    .transform((value) => [
      ...new Set(
        value
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(
          z
            .string()
            .regex(/^[1-9]\d{0,15}$/, drfText.invalidInteger)
            .transform(Number),
        )
        .max(MAX_FILTER_IDS, `Ensure this field has no more than ${MAX_FILTER_IDS} elements.`),
    ),
  productType: z.enum(filterProductTypes, { error: (issue) => (issue.input === undefined ? drfText.required : choice(issue)) }),
  locale: z.preprocess(absentIfEmpty, z.enum(urlLocales, { error: choice }).default(defaultLocale)),
})

export type FilterRequest = { ids: number[]; productType: FilterProductType; locale: UrlLocale; selections: FilterSelection[] }

/** `?ids=&productType=&locale=` plus the page URL's own filter parameters, or DRF field errors. */
export function parseFilterRequest(params: URLSearchParams): { request: FilterRequest; errors?: undefined } | { errors: FieldErrors; request?: undefined } {
  const result = filterParams.safeParse({
    ids: params.get('ids') ?? undefined,
    productType: params.get('productType') ?? undefined,
    locale: params.get('locale'),
  })
  if (!result.success) return { errors: fieldErrorsOf(result.error) }
  return { request: { ...result.data, selections: parseFilterState(params, result.data.productType) } }
}

/** The edge's query: parseFilterRequest's request, its field errors the 400. */
export const filterQuery = parsedQuery((search) => {
  const parsed = parseFilterRequest(search)
  return parsed.errors ? { errors: parsed.errors } : { query: parsed.request }
})

/**
 * GET /api/v1/products/filter/?ids=1,2,3&productType=ring&locale=de&filterRingDesign=modern&isLimited=1:
 * the filtered list for a product list block whose visitor changed a filter (the JavaScript path;
 * without JavaScript the page's filtered twin renders the same list). `selections` are the spec's
 * selection objects as the server understood them; `count` is what the grid rule is applied to.
 */
export async function productFilter(payload: Payload, { ids, selections, locale }: FilterRequest) {
  const products = await filterProductCards(payload, { ids, selections, locale })
  return { count: products.length, selections, products }
}

import { z } from 'zod'
import { fieldErrorsOf } from '@/server/http/zodErrors'
import { locator } from '@/domain/locator/constants'
import { isCoordinate } from '@/domain/locator/distance'
import { isLongEnough, longEnoughPattern } from '@/domain/locator/queryLength'
import { storeTypes, type StoreType } from '@/domain/locator/storeTypes'
import { drfText, type FieldErrors } from '@/server/http/drf'
import { geoLocales, type GeoLocale } from './geoData'

// DRF's own texts, as on every contract route (the ones drf.ts does not carry yet).
const text = {
  minLength: (min: number) => `Ensure this field has at least ${min} characters.`,
  invalidNumber: 'A valid number is required.',
  maxValue: (max: number) => `Ensure this value is less than or equal to ${max}.`,
  invalidPostcode: 'Enter a valid postal code: 4 digits (Switzerland, Austria) or 5 digits (Germany).',
}

const MAX_QUERY_LENGTH = 100

const absentIfEmpty = (value: unknown) => (value === '' || value === null ? undefined : value)
const choice = (issue: { input?: unknown }) => drfText.invalidChoice(issue.input)

// The spec's client sends "zh" for Chinese (spec 3 §7: de, en, ja, ko, zh); the site's locale is zh-hans.
const language = z.preprocess((v) => (v === 'zh' ? 'zh-hans' : absentIfEmpty(v)), z.enum(geoLocales, { error: choice }).default('de'))

const coordinate = (max: number) =>
  z
    .preprocess(
      absentIfEmpty,
      z
        .string({ error: drfText.required })
        .transform((v) => (v.trim() === '' ? Number.NaN : Number(v)))
        .pipe(
          z.number({ error: text.invalidNumber }).refine(Number.isFinite, text.invalidNumber).min(-max, drfText.minValue(-max)).max(max, text.maxValue(max)),
        ),
    )
    .meta({ type: 'number', minimum: -max, maximum: max })

// The types as parseStoreSearch splits them: comma-separated, blanks dropped.
const oneType = `(?:${storeTypes.join('|')})`
const typeList = `^\\s*(${oneType}\\s*)?(,\\s*(${oneType}\\s*)?)*$`

type Parsed<T> = { query: T; errors?: undefined } | { errors: FieldErrors; query?: undefined }

function parse<T>(schema: z.ZodType<T>, input: Record<string, unknown>): Parsed<T> {
  const result = schema.safeParse(input)
  if (result.success) return { query: result.data }
  return { errors: fieldErrorsOf(result.error) }
}

export const autocompleteParams = z.object({
  q: z
    .string({ error: drfText.required })
    .max(MAX_QUERY_LENGTH, drfText.tooLong(MAX_QUERY_LENGTH))
    .refine(isLongEnough, text.minLength(locator.minQueryLength))
    .meta({ pattern: longEnoughPattern, description: 'At least 3 characters (a Chinese, Japanese or Korean character counts two).' }),
  language,
})

/** `?q=&language=` of GET /api/v1/geo/autocomplete/. */
export function parseAutocomplete(params: URLSearchParams): Parsed<{ q: string; language: GeoLocale }> {
  return parse(autocompleteParams, { q: params.get('q') ?? undefined, language: params.get('language') })
}

export const pointParams = z.object({ lat: coordinate(90), lng: coordinate(180), language })

/** `?lat=&lng=&language=` of GET /api/v1/geo/reverse/. */
export function parseReverse(params: URLSearchParams): Parsed<{ lat: number; lng: number; language: GeoLocale }> {
  return parse(pointParams, { lat: params.get('lat') ?? undefined, lng: params.get('lng') ?? undefined, language: params.get('language') })
}

export const zipParams = z.object({
  zip: z.string({ error: drfText.required }).regex(/^\d{4,5}$/, text.invalidPostcode),
  // Austria's codes have 4 digits like Switzerland's: Austrian when asked for, or when Switzerland has no such code.
  country: z.preprocess(
    (v) => (typeof v === 'string' ? absentIfEmpty(v.toUpperCase()) : absentIfEmpty(v)),
    z.enum(['DE', 'CH', 'AT'], { error: choice }).optional(),
  ),
})

/** `?zip=&country=` of GET /api/v1/geo/zip/. */
export function parseZip(params: URLSearchParams): Parsed<{ zip: string; country?: 'DE' | 'CH' | 'AT' }> {
  return parse(zipParams, { zip: params.get('zip')?.trim() ?? undefined, country: params.get('country') })
}

export const storeSearchParams = z.object({
  lat: coordinate(90),
  lng: coordinate(180),
  // Optional (spec 3 §5: the locator searches without a type): none is every type.
  type: z
    .array(z.enum(storeTypes, { error: choice }))
    .default([])
    .meta({
      anyOf: [
        { type: 'string', pattern: typeList },
        { type: 'array', items: { type: 'string', pattern: typeList } },
      ],
      description: `Store types, repeated (\`type=boutique&type=lounge\`) or comma-separated (\`type=boutique,lounge\`): ${storeTypes.join(', ')}; none: every type.`,
    }),
  limit: z.preprocess(
    absentIfEmpty,
    z.coerce
      .number({ error: drfText.invalidInteger })
      .int(drfText.invalidInteger)
      .min(1, drfText.minValue(1))
      .max(locator.pageSize, text.maxValue(locator.pageSize))
      .default(locator.pageSize),
  ),
})

/** `?lat=&lng=&type=&limit=` of GET /api/v1/stores/search/; type repeated or comma-separated. */
export function parseStoreSearch(params: URLSearchParams): Parsed<{ lat: number; lng: number; type: StoreType[]; limit: number }> {
  const type = params
    .getAll('type')
    .flatMap((t) => t.split(','))
    .map((t) => t.trim())
    .filter(Boolean)
  const parsed = parse(storeSearchParams, { lat: params.get('lat') ?? undefined, lng: params.get('lng') ?? undefined, type, limit: params.get('limit') })
  // zod has checked each bound; this is the one place the pair is checked together.
  if (parsed.query && !isCoordinate(parsed.query.lat, parsed.query.lng)) return { errors: { lat: [text.invalidNumber] } }
  return parsed
}

import { z } from 'zod'

/**
 * The store locator's place answers (GET /api/v1/geo/autocomplete/ and reverse/): the one
 * definition the OpenAPI document describes, src/server/geo/placeIndex.ts builds and the locator's
 * search field reads (src/components/locator/).
 */

const lat = z.number()
const lng = z.number()
const country = z.string().describe('ISO 3166 alpha-2, upper case.')

/** `label` is what the suggestion list shows ("München", "80331 München"), `name` the place's name in the asked language. */
export const suggestion = z.strictObject({
  type: z.enum(['place', 'postcode']),
  label: z.string(),
  name: z.string(),
  zip: z.string().nullable(),
  country,
  lat,
  lng,
})
export const place = z.strictObject({ name: z.string(), country, lat, lng, timeZone: z.string().describe('IANA time zone.') })

export type Suggestion = z.infer<typeof suggestion>
export type PlaceAnswer = z.infer<typeof place>

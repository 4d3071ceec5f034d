import { z } from 'zod'
import { storeTypes } from '@/domain/locator/storeTypes'
import { weekdays } from '@/domain/locator/openingHours'
import { BOOLEAN_GROUP, filterProductTypes, filterValues } from '@/domain/productFilters'
import { HITS_PER_PAGE } from '@/domain/search'
import { dbId } from '@/contracts/common'

// The site's search, product list and locator answers (spec 1 §3, spec 3 §3):
// src/domain/search.ts, src/server/content/types.ts, src/domain/locator/store.ts, src/server/geo/placeIndex.ts.

const url = z.string().describe('A site path or an absolute URL.')

export const searchAnswer = z.strictObject({
  hits: z.array(
    z.discriminatedUnion('type', [
      z.strictObject({
        type: z.literal('product'),
        name: z.string(),
        name2: z.string().optional(),
        full_slug: z.string(),
        image_set: z.array(z.string()),
        pageSummary: z.string(),
        url,
      }),
      z.strictObject({ type: z.literal('page'), pageTitle: z.string(), pageSummary: z.string(), full_slug: z.string(), image: z.string().nullable(), url }),
      z.strictObject({ type: z.literal('jeweler'), name: z.string(), image_main: z.string().nullable(), url }),
    ]),
  ),
  nbHits: z.int(),
  page: z.int(),
  nbPages: z.int(),
  hitsPerPage: z.literal(HITS_PER_PAGE),
})

const image = z.strictObject({
  url: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string(),
  srcSet: z.array(z.strictObject({ url: z.string(), width: z.number() })),
  placeholderUrl: z.string().optional(),
})

export const productCard = z.strictObject({
  id: dbId,
  mpn: z.string(),
  type: z.string(),
  name: z.string(),
  name2: z.string().optional(),
  href: z.string(),
  image: image.optional(),
  isLimited: z.boolean(),
})

export const filterSelection = z.strictObject({
  groupId: z.enum([...(Object.keys(filterValues) as (keyof typeof filterValues)[]), 'filterBraceletClasp', BOOLEAN_GROUP]),
  productType: z.enum(filterProductTypes),
  type: z.enum(['boolean', 'multi']),
  activeItemIDs: z.array(z.string()),
})

const lat = z.number()
const lng = z.number()
const country = z.string().describe('ISO 3166 alpha-2, upper case.')

const clock = z.string().describe('HH:MM.')
export const storeResult = z.strictObject({
  id: dbId,
  uuid: z.string().nullable(),
  slug: z.string(),
  name: z.string(),
  type: z.enum(storeTypes),
  address: z.string(),
  zip: z.string(),
  city: z.string(),
  country,
  phone: z.string(),
  fax: z.string(),
  whatsapp: z.string(),
  email: z.string(),
  websites: z.array(z.string()),
  latitude: lat,
  longitude: lng,
  logos: z.array(z.strictObject({ url: z.string(), alt: z.string() })),
  openingTimes: z.array(z.strictObject({ weekday: z.enum(weekdays), open: clock, close: clock })),
  openingExceptions: z.array(z.strictObject({ date: z.string(), closed: z.boolean(), open: clock.nullish(), close: clock.nullish() })),
  timeZone: z.string().describe("IANA time zone of the store's place."),
  distanceToUser: z.number().describe('Distance from the searched point in km, one decimal.'),
})

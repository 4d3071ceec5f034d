import { z } from 'zod'
import { isPortalPermission, portalPermissions, type PortalPermission } from '@/domain/portal/permissions'
import { productTypes } from '@/domain/productFilters'
import { isCalendarDay } from '@/domain/trade/calendarDay'
import { dataLocales, defaultLocale } from '@/i18n/locales'

/**
 * Queries and bodies of the retailer portal's routes (spec 3 §7), validated with these schemas by
 * their handlers and described with them in the OpenAPI document. Query values arrive as the
 * strings (or, for repeatable ones, the lists) of the address; DRF's texts as the portal reads them.
 */

export const MAX_PAGE_SIZE = 200
const DEFAULT_PAGE_SIZE = 50

const notFlag = 'Must be true or false.'
/** A filter flag: true, false, or absent ("", "none": no filter). */
const flag = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '' || v === 'none') return null
    if (v === 'true' || v === 'false') return v === 'true'
    ctx.addIssue({ code: 'custom', message: notFlag })
    return z.NEVER
  })
  .meta({ type: 'string', enum: ['true', 'false', 'none'] })

/** A comma-separated list of ids as the handler splits it: blanks between commas and around ids are dropped. */
const ID_LIST = '^\\s*(\\d{1,18}\\s*)?(,\\s*(\\d{1,18}\\s*)?)*$'

/** `location__in`, repeated or comma-separated; any value that is no id is an error. */
export const locationsParam = z
  .array(z.string())
  .optional()
  .transform((values, ctx) => {
    const ids = (values ?? [])
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean)
    if (ids.some((l) => !/^\d{1,18}$/.test(l))) ctx.addIssue({ code: 'custom', message: 'A valid integer is required.' })
    return ids
  })
  .meta({
    anyOf: [
      { type: 'string', pattern: ID_LIST },
      { type: 'array', items: { type: 'string', pattern: ID_LIST } },
    ],
    description: 'Store ids, repeated (`location__in=7&location__in=27`) or comma-separated (`location__in=7,27`); none: every store the caller may see.',
  })

/** A whole number as Number() reads it ("" is 0), within bounds, else the message. */
const wholeNumber = (fallback: number, min: number, max: number, message: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const n = Number(v ?? fallback)
      if (!Number.isSafeInteger(n) || n < min || n > max) ctx.addIssue({ code: 'custom', message })
      return n
    })
    .meta({ type: 'integer', minimum: min, ...(max < Number.MAX_SAFE_INTEGER ? { maximum: max } : {}), default: fallback })

/** `page` and `page_size` of every portal table (at most MAX_PAGE_SIZE rows a page). */
export const pagingParams = {
  page: wholeNumber(1, 1, Number.MAX_SAFE_INTEGER, 'Invalid page.'),
  page_size: wholeNumber(DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE, `Ensure this value is between 1 and ${MAX_PAGE_SIZE}.`),
}

const choiceOrNone = <const T extends readonly string[]>(values: T) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (!v || v === 'none') return null
      if ((values as readonly string[]).includes(v)) return v as T[number]
      ctx.addIssue({ code: 'custom', message: `"${v}" is not a valid choice.` })
      return z.NEVER
    })
    .meta({ type: 'string', enum: [...values, 'none'] })

const day = z
  .string()
  .optional()
  .transform((v, ctx) => {
    if (!v) return null
    if (!isCalendarDay(v)) ctx.addIssue({ code: 'custom', message: 'Enter a valid date (YYYY-MM-DD).' })
    return v
  })
  .meta({ type: 'string', format: 'date' })

/** Sortable columns: the answer's field name → the item's field. */
export const inventorySortFields = {
  serial_number: 'serialNumber',
  article_number: 'articleNumber',
  article_description_de: 'articleDescriptionDe',
  sell_in_date: 'sellInDate',
  sell_in_price: 'sellInPrice',
  sell_out_date: 'sellOutDate',
  sell_out_price: 'sellOutPrice',
  location: 'location',
  id: 'id',
} as const
export type InventorySortField = keyof typeof inventorySortFields

/** `order_by`: a column (or, as a list, comma-separated columns), "-" for descending. */
const orderBy = <F extends string>(fields: readonly F[], fallback: string, { list }: { list: boolean }) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const sorts = (list ? (v || fallback).split(',') : [v || fallback]).map((raw) => ({
        raw,
        field: raw.replace(/^-/, '') as F,
        descending: raw.startsWith('-'),
      }))
      const wrong = sorts.filter((s) => !fields.includes(s.field)).at(-1)
      if (wrong) ctx.addIssue({ code: 'custom', message: `Cannot order by "${wrong.raw}".` })
      return sorts.map(({ field, descending }) => ({ field, descending }))
    })
    .meta({ type: 'string', default: fallback, description: `${list ? 'Comma-separated columns' : 'One column'}, "-" for descending: ${fields.join(', ')}.` })

const search = z
  .string()
  .optional()
  .transform((v) => (v ?? '').trim().slice(0, 100))
  .meta({ type: 'string', maxLength: 100 })

/**
 * The inventory's query (spec 3 §7): which table (`sell_in_date__isnull`, `sell_out_date__isnull`),
 * stores, filters, day ranges, `search`, `order_by`, paging. Unknown values are 400.
 */
export const inventoryParams = z.object({
  sell_in_date__isnull: flag.describe('false: the sell-in table.'),
  sell_out_date__isnull: flag.describe('false: the sell-out table (else the current stock).'),
  location__in: locationsParam,
  article_type: choiceOrNone(productTypes),
  available_in_virtual_storage: flag,
  sell_in_date__gte: day,
  sell_in_date__lte: day,
  sell_out_date__gte: day,
  sell_out_date__lte: day,
  search,
  order_by: orderBy(Object.keys(inventorySortFields) as InventorySortField[], '-sell_in_date', { list: true }),
  ...pagingParams,
})

export const openOrderSortFields = ['order_no', 'article_number', 'estimated_delivery', 'sell_in_price', 'sell_out_price', 'quantity', 'placed_at'] as const

/** The open orders' query: stores, order type, commission, article type, search, one sort, paging. */
export const openOrdersParams = z.object({
  location__in: locationsParam,
  order_type: choiceOrNone(['article', 'service'] as const),
  commission: flag,
  article_type: choiceOrNone(productTypes),
  search: search.transform((s) => s.toLowerCase()),
  order_by: orderBy(openOrderSortFields, '-placed_at', { list: false }),
  ...pagingParams,
})

/** The values of a query schema's keys from an address (repeatable keys as lists). */
export function queryInput(schema: z.ZodObject, params: URLSearchParams, repeatable: readonly string[] = ['location__in']): Record<string, unknown> {
  return Object.fromEntries(Object.keys(schema.shape).map((key) => [key, repeatable.includes(key) ? params.getAll(key) : (params.get(key) ?? undefined)]))
}

const aggregateDays = ['sell_in_date', 'sell_out_date'] as const

/** `aggregate_by`: "currency", optionally with one day column; the answer is that column (or none). */
export const aggregateByParam = z.object({
  aggregate_by: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const by = (v || 'currency').split(',').map((s) => s.trim())
      const day = by.find((b) => b !== 'currency')
      if (by[0] !== 'currency' || by.length > 2 || (day !== undefined && !(aggregateDays as readonly string[]).includes(day))) {
        ctx.addIssue({ code: 'custom', message: 'Use "currency", optionally with sell_in_date or sell_out_date.' })
      }
      return day as (typeof aggregateDays)[number] | undefined
    })
    .meta({
      type: 'string',
      default: 'currency',
      pattern: `^\\s*(currency\\s*(,\\s*(currency|${aggregateDays.join('|')})\\s*)?)?$`,
      description: 'currency, optionally with sell_in_date or sell_out_date (comma-separated).',
    }),
})
export const exportFormatParam = z.object({
  format: z
    .string()
    .optional()
    .transform((v) => v ?? 'csv')
    .pipe(z.string().refine((v) => v === 'csv' || v === 'xlsx', { error: (issue) => `"${String(issue.input)}" is not a valid choice.` }))
    .meta({ type: 'string', enum: ['csv', 'xlsx'], default: 'csv' }),
  // The page's language: the file's name and its headings are the table's (docs/decisions.md, "Portal exports").
  language: z
    .enum(dataLocales)
    .optional()
    .default(defaultLocale)
    .meta({ type: 'string', enum: [...dataLocales], default: defaultLocale }),
})

/** PATCH /locations/{id}/users/{userId}/: the user's whole permission list for that store. */
export const locationUserBody = z.object({
  permissions: z
    .custom<PortalPermission[]>((v) => Array.isArray(v) && v.every(isPortalPermission), 'A list of portal permissions.')
    .meta({ type: 'array', items: { type: 'string', enum: [...portalPermissions] }, description: 'Every permission the user is to have in the store.' }),
})

import 'server-only'
import { isCalendarDay } from '@/domain/trade/calendarDay'
import { productTypes } from '@/domain/productFilters'
import type { PortalTable } from '@/domain/portal/permissions'
import type { FieldErrors } from '@/server/http/drf'

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
type SortField = keyof typeof inventorySortFields
const dateFields = ['sell_in_date', 'sell_out_date'] as const
type DateField = (typeof dateFields)[number]

export type InventoryQuery = {
  table: Exclude<PortalTable, 'open_orders'>
  locations: string[]
  articleType: string | null
  virtualStorage: boolean | null
  ranges: { field: DateField; gte: string | null; lte: string | null }[]
  search: string
  orderBy: { field: SortField; descending: boolean }[]
  page: number
  pageSize: number
}

export const MAX_PAGE_SIZE = 200
const DEFAULT_PAGE_SIZE = 50

const flag = (value: string | null): boolean | null | 'invalid' =>
  value === null || value === '' || value === 'none' ? null : value === 'true' ? true : value === 'false' ? false : 'invalid'

/** `location__in`, repeated or comma-separated; any value that is no id is an error. */
export function parseLocations(params: URLSearchParams, errors: FieldErrors): string[] {
  const locations = params.getAll('location__in').flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean)
  if (locations.some((l) => !/^\d{1,18}$/.test(l))) errors.location__in = ['A valid integer is required.']
  return locations
}

/** `page` and `page_size` of every portal table (at most MAX_PAGE_SIZE rows a page). */
export function parsePaging(params: URLSearchParams, errors: FieldErrors): { page: number; pageSize: number } {
  const page = Number(params.get('page') ?? 1)
  const pageSize = Number(params.get('page_size') ?? DEFAULT_PAGE_SIZE)
  if (!Number.isSafeInteger(page) || page < 1) errors.page = ['Invalid page.']
  if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) errors.page_size = [`Ensure this value is between 1 and ${MAX_PAGE_SIZE}.`]
  return { page, pageSize }
}

/**
 * The portal's inventory query (spec 3 §7): which table (`sell_in_date__isnull`,
 * `sell_out_date__isnull`), stores (`location__in`, repeated or comma-separated), filters
 * (`article_type`, `available_in_virtual_storage`), day ranges (`sell_in_date__gte` …), `search`,
 * `order_by` (comma-separated, "-" for descending), `page` and `page_size`. Unknown values are 400.
 */
export function parseInventoryQuery(params: URLSearchParams): { query: InventoryQuery } | { errors: FieldErrors } {
  const errors: FieldErrors = {}
  const sellIn = flag(params.get('sell_in_date__isnull'))
  const sellOut = flag(params.get('sell_out_date__isnull'))
  if (sellIn === 'invalid') errors.sell_in_date__isnull = ['Must be true or false.']
  if (sellOut === 'invalid') errors.sell_out_date__isnull = ['Must be true or false.']
  // Sell-out: both dates; sell-in: a sell-in date and no sell-out date; otherwise the current stock.
  const table = sellOut === false ? 'sell_out' : sellIn === false ? 'sell_in' : 'stock'

  const locations = parseLocations(params, errors)

  const articleType = params.get('article_type') || null
  if (articleType && articleType !== 'none' && !(productTypes as readonly string[]).includes(articleType)) errors.article_type = [`"${articleType}" is not a valid choice.`]
  const virtualStorage = flag(params.get('available_in_virtual_storage'))
  if (virtualStorage === 'invalid') errors.available_in_virtual_storage = ['Must be true or false.']

  const ranges = dateFields.flatMap((field) => {
    const gte = params.get(`${field}__gte`) || null
    const lte = params.get(`${field}__lte`) || null
    for (const [key, value] of [[`${field}__gte`, gte], [`${field}__lte`, lte]] as const) if (value && !isCalendarDay(value)) errors[key] = ['Enter a valid date (YYYY-MM-DD).']
    return gte || lte ? [{ field, gte, lte }] : []
  })

  const orderBy = (params.get('order_by') || '-sell_in_date').split(',').map((raw) => {
    const descending = raw.startsWith('-')
    const field = raw.replace(/^-/, '') as SortField
    if (!(field in inventorySortFields)) errors.order_by = [`Cannot order by "${raw}".`]
    return { field, descending }
  })

  const { page, pageSize } = parsePaging(params, errors)

  if (Object.keys(errors).length) return { errors }
  return {
    query: {
      table,
      locations,
      articleType: articleType === 'none' ? null : articleType,
      virtualStorage: virtualStorage as boolean | null,
      ranges,
      search: (params.get('search') ?? '').trim().slice(0, 100),
      orderBy,
      page,
      pageSize,
    },
  }
}

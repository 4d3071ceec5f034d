import 'server-only'
import type { PortalTable } from '@/domain/portal/permissions'
import type { FieldErrors } from '@/server/http/drf'
import { parseFields } from '@/server/http/zodErrors'
import { parsedQuery } from '@/server/http/edge/parsedQuery'
import { inventoryParams, inventorySortFields, MAX_PAGE_SIZE, queryInput, type InventorySortField } from '@/server/portal/schemas'

export { inventorySortFields, MAX_PAGE_SIZE }

const dateFields = ['sell_in_date', 'sell_out_date'] as const
type DateField = (typeof dateFields)[number]

export type InventoryQuery = {
  table: Exclude<PortalTable, 'open_orders'>
  locations: string[]
  articleType: string | null
  virtualStorage: boolean | null
  ranges: { field: DateField; gte: string | null; lte: string | null }[]
  search: string
  orderBy: { field: InventorySortField; descending: boolean }[]
  page: number
  pageSize: number
}

/**
 * The portal's inventory query (spec 3 §7), checked with its schema (src/server/portal/schemas.ts):
 * which table (`sell_in_date__isnull`, `sell_out_date__isnull`), stores (`location__in`, repeated or
 * comma-separated), filters (`article_type`, `available_in_virtual_storage`), day ranges
 * (`sell_in_date__gte` …), `search`, `order_by` (comma-separated, "-" for descending), `page` and
 * `page_size`. Unknown values are 400.
 */
export function parseInventoryQuery(params: URLSearchParams): { query: InventoryQuery } | { errors: FieldErrors } {
  const parsed = parseFields(inventoryParams, queryInput(inventoryParams, params))
  if (parsed.errors) return { errors: parsed.errors }
  const p = parsed.data
  // Sell-out: both dates; sell-in: a sell-in date and no sell-out date; otherwise the current stock.
  const table = p.sell_out_date__isnull === false ? 'sell_out' : p.sell_in_date__isnull === false ? 'sell_in' : 'stock'
  const ranges = dateFields.flatMap((field) => {
    const gte = p[`${field}__gte`]
    const lte = p[`${field}__lte`]
    return gte || lte ? [{ field, gte, lte }] : []
  })
  return {
    query: {
      table,
      locations: p.location__in,
      articleType: p.article_type,
      virtualStorage: p.available_in_virtual_storage,
      ranges,
      search: p.search,
      // Without an asked order, the sales by their sale day (the newest first), the rest by their sell-in day.
      orderBy: params.get('order_by') ? p.order_by : [{ field: table === 'sell_out' ? 'sell_out_date' : 'sell_in_date', descending: true }],
      page: p.page,
      pageSize: p.page_size,
    },
  }
}

/** The list's query as the edge reads it (GET /inventory/, its aggregates and export). */
export const inventoryQuery = parsedQuery(parseInventoryQuery)

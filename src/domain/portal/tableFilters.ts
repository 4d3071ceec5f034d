import type { PortalTable } from '@/domain/portal/permissions'

/** Spec 3 §9 "Filter values": each filter's choices, 'none' meaning not filtered. */
export const filterChoices = {
  article_type: ['none', 'ring', 'necklace', 'bracelet', 'earrings', 'amulet'],
  order_type: ['none', 'article', 'service'],
  commission: ['none', 'true', 'false'],
  virtual_storage: ['none', 'true', 'false'],
  date_range: ['none', 'current_year', 'previous_year', 'two_years_ago', 'three_years_ago'],
} as const

export type FilterId = keyof typeof filterChoices
export type FilterState = { [K in FilterId]?: (typeof filterChoices)[K][number] }

/** The filters each table offers (open orders have no virtual storage and no sell-in year). */
export const tableFilters: Record<PortalTable, readonly FilterId[]> = {
  stock: ['article_type', 'virtual_storage', 'date_range'],
  sell_in: ['article_type', 'virtual_storage', 'date_range'],
  sell_out: ['article_type', 'virtual_storage', 'date_range'],
  open_orders: ['article_type', 'order_type', 'commission'],
}

/** The date field a table's year range filters: sales by their sale day, the rest by their sell-in day. */
const rangeField: Record<Exclude<PortalTable, 'open_orders'>, 'sell_in_date' | 'sell_out_date'> = {
  stock: 'sell_in_date',
  sell_in: 'sell_in_date',
  sell_out: 'sell_out_date',
}

const yearsBack = { current_year: 0, previous_year: 1, two_years_ago: 2, three_years_ago: 3 } as const

export function isFilterValue<K extends FilterId>(id: K, value: unknown): value is (typeof filterChoices)[K][number] {
  return typeof value === 'string' && (filterChoices[id] as readonly string[]).includes(value)
}

/** Only known filters with known values, 'none' dropped: what is stored and sent. */
export function cleanFilters(raw: unknown, table: PortalTable): FilterState {
  const out: Record<string, string> = {}
  if (!raw || typeof raw !== 'object') return out
  for (const id of tableFilters[table]) {
    const value = (raw as Record<string, unknown>)[id]
    if (isFilterValue(id, value) && value !== 'none') out[id] = value
  }
  return out as FilterState
}

export function hasActiveFilters(filters: FilterState): boolean {
  return Object.values(filters).some((v) => v && v !== 'none')
}

/** The list each table reads (spec 3 §9: sell-in has a sell-in date and none of sale; sell-out both). */
export function tableBase(table: PortalTable): [string, string][] {
  if (table === 'sell_in')
    return [
      ['sell_in_date__isnull', 'false'],
      ['sell_out_date__isnull', 'true'],
    ]
  if (table === 'sell_out')
    return [
      ['sell_in_date__isnull', 'false'],
      ['sell_out_date__isnull', 'false'],
    ]
  if (table === 'stock') return [['sell_out_date__isnull', 'true']]
  return []
}

/**
 * The sort a table shows until its user picks one: the sales by their sale day, the other inventory
 * tables by their sell-in day, newest first; open orders as the API orders them (the newest order first).
 */
export const defaultSort: Record<PortalTable, { id: string; desc: boolean } | null> = {
  stock: { id: 'sell_in_date', desc: true },
  sell_in: { id: 'sell_in_date', desc: true },
  sell_out: { id: 'sell_out_date', desc: true },
  open_orders: null,
}

export type ListQuery = {
  table: PortalTable
  filters: FilterState
  search: string
  sort: { id: string; desc: boolean } | null
  locations: string[]
  today: string
}

/**
 * The API's query parameters for a table's state (spec 3 §7): the table's own dates, repeated
 * `location__in`, one parameter per filter, a year as `field__gte`/`field__lte`, `order_by` with a
 * minus for descending, and `search`. `today` (YYYY-MM-DD) fixes what "current year" means.
 */
export function listParams({ table, filters, search, sort, locations, today }: ListQuery): URLSearchParams {
  const params = new URLSearchParams(tableBase(table))
  for (const location of locations) params.append('location__in', location)
  const f = cleanFilters(filters, table)
  if (f.article_type) params.set('article_type', f.article_type)
  if (f.order_type) params.set('order_type', f.order_type)
  if (f.commission) params.set('commission', f.commission)
  if (f.virtual_storage) params.set('available_in_virtual_storage', f.virtual_storage)
  if (f.date_range && table !== 'open_orders') {
    const year = Number(today.slice(0, 4)) - yearsBack[f.date_range as keyof typeof yearsBack]
    const field = rangeField[table]
    params.set(`${field}__gte`, `${year}-01-01`)
    params.set(`${field}__lte`, `${year}-12-31`)
  }
  if (sort) params.set('order_by', `${sort.desc ? '-' : ''}${sort.id}`)
  const q = search.trim()
  if (q) params.set('search', q)
  return params
}

import 'server-only'
import { count, sql, sum } from 'drizzle-orm'
import type { Payload } from 'payload'
import type { z } from 'zod'
import type { InventoryAggregateRow } from '@/contracts/portal'
import { tableViewPermission } from '@/domain/portal/permissions'
import { drizzleOf, tableOf } from '@/server/db/drizzle'
import type { FieldErrors } from '@/server/http/drf'
import { parsedQuery } from '@/server/http/edge/parsedQuery'
import { parseFields } from '@/server/http/zodErrors'
import { inventoryConditions } from '@/server/portal/inventoryConditions'
import { parseInventoryQuery, type InventoryQuery } from '@/server/portal/inventoryQuery'
import { aggregateByParam } from '@/server/portal/schemas'
import { queryStores, type PortalAccess } from '@/server/portal/portalAccess'

const dateColumns = { sell_in_date: 'sellInDate', sell_out_date: 'sellOutDate' } as const

type Bucket = InventoryAggregateRow

type AggregatesQuery = InventoryQuery & { dateField: z.output<typeof aggregateByParam>['aggregate_by'] }

/** The list's filters, then `aggregate_by` (the list's field errors first, as one answer never holds both). */
function parseAggregatesQuery(params: URLSearchParams): { query: AggregatesQuery } | { errors: FieldErrors } {
  const parsed = parseInventoryQuery(params)
  if ('errors' in parsed) return parsed
  const by = parseFields(aggregateByParam, { aggregate_by: params.get('aggregate_by') ?? undefined })
  if (by.errors) return { errors: by.errors }
  return { query: { ...parsed.query, dateField: by.data.aggregate_by } }
}

export const aggregatesQuery = parsedQuery(parseAggregatesQuery)

/**
 * GET /api/v1/inventory/aggregates/ (account token): the table's totals under the same filters as the
 * list (spec 3 §3 "Portal: aggregates"), grouped by currency and, with `aggregate_by=currency,<date
 * field>`, by that date's year: `{results: [{currency, year, total_sell_in_value,
 * total_sell_out_value, count}]}`, amounts in minor units. Two grouped sums in the database.
 */
export async function inventoryAggregates(payload: Payload, { access, query }: { access: PortalAccess; query: AggregatesQuery }) {
  const { dateField } = query
  const stores = queryStores(access, tableViewPermission[query.table], query.locations)

  const t = tableOf(payload, 'inventory_items')
  const db = drizzleOf(payload)
  const where = inventoryConditions(t, query, stores)
  const year = dateField ? sql<string>`substr(${t[dateColumns[dateField]]}, 1, 4)` : sql<null>`null`
  const grouped = (currency: unknown, price: unknown) =>
    db
      .select({ currency, year, total: sum(price as never), n: count() })
      .from(t)
      .where(where)
      .groupBy(currency, ...(dateField ? [year] : []))
  const [sellIn, sellOut] = (await Promise.all([grouped(t.sellInCurrency, t.sellInPrice), grouped(t.sellOutCurrency, t.sellOutPrice)])) as {
    currency: string | null
    year: string | null
    total: string | number | null
    n: string | number
  }[][]
  const buckets = new Map<string, Bucket>()
  const bucket = (currency: string, y: string | null) => {
    const key = `${currency}|${y}`
    let b = buckets.get(key)
    if (!b) buckets.set(key, (b = { currency, year: y, total_sell_in_value: 0, total_sell_out_value: 0, count: 0 }))
    return b
  }
  for (const row of sellIn)
    if (row.currency) Object.assign(bucket(row.currency, row.year), { total_sell_in_value: Number(row.total ?? 0), count: Number(row.n) })
  for (const row of sellOut) if (row.currency) bucket(row.currency, row.year).total_sell_out_value = Number(row.total ?? 0)
  const results = [...buckets.values()].sort((a, b) => a.currency.localeCompare(b.currency) || String(a.year).localeCompare(String(b.year)))
  return { results }
}

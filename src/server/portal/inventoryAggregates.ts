import 'server-only'
import { count, sql, sum } from 'drizzle-orm'
import type { Payload } from 'payload'
import type { InventoryAggregateRow } from '@/contracts/portal'
import { tableViewPermission } from '@/domain/portal/permissions'
import { drizzleOf, tableOf } from '@/server/db/drizzle'
import { fieldErrors, json } from '@/server/http/drf'
import { inventoryConditions } from '@/server/portal/inventoryConditions'
import { parseInventoryQuery } from '@/server/portal/inventoryQuery'
import { aggregateByParam } from '@/server/portal/schemas'
import { parseFields } from '@/server/http/zodErrors'
import { portalAccess, queryStores } from '@/server/portal/portalAccess'

const dateColumns = { sell_in_date: 'sellInDate', sell_out_date: 'sellOutDate' } as const

type Bucket = InventoryAggregateRow

/**
 * GET /api/v1/inventory/aggregates/ (account token): the table's totals under the same filters as the
 * list (spec 3 §3 "Portal: aggregates"), grouped by currency and, with `aggregate_by=currency,<date
 * field>`, by that date's year: `{results: [{currency, year, total_sell_in_value,
 * total_sell_out_value, count}]}`, amounts in minor units. Two grouped sums in the database.
 */
export async function inventoryAggregates(payload: Payload, request: Request): Promise<Response> {
  const auth = await portalAccess(payload, request)
  if ('response' in auth) return auth.response
  const params = new URL(request.url).searchParams
  const parsed = parseInventoryQuery(params)
  if ('errors' in parsed) return fieldErrors(parsed.errors)
  const by = parseFields(aggregateByParam, { aggregate_by: params.get('aggregate_by') ?? undefined })
  if (by.errors) return fieldErrors(by.errors)
  const dateField = by.data.aggregate_by
  const scope = queryStores(auth.access, tableViewPermission[parsed.query.table], parsed.query.locations)
  if ('response' in scope) return scope.response

  const t = tableOf(payload, 'inventory_items')
  const db = drizzleOf(payload)
  const where = inventoryConditions(t, parsed.query, scope.stores)
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
  return json({ results })
}

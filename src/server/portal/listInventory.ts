import 'server-only'
import { asc, count, desc, sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import { tableViewPermission } from '@/domain/portal/permissions'
import { drizzleOf, tableOf } from '@/server/db/drizzle'
import { inventoryConditions } from '@/server/portal/inventoryConditions'
import { inventorySortFields, type InventoryQuery } from '@/server/portal/inventoryQuery'
import { inventoryRow, type ItemRecord } from '@/server/portal/inventoryRow'
import { rowNames } from '@/server/portal/names'
import { recommendedRetailPrices } from '@/server/portal/recommendedRetailPrices'
import { queryStores, type PortalAccess } from '@/server/portal/portalAccess'

/**
 * The list's order, which its export follows too: the asked columns, then the id. A price sorts by its
 * currency first (A→Z) and by the amount within it (docs/decisions.md, "Price sort across currencies",
 * and priceSort.ts for the open orders): € and CHF amounts are not comparable.
 */
export function inventoryOrder(t: ReturnType<typeof tableOf>, query: InventoryQuery): SQL[] {
  return [
    ...query.orderBy.flatMap((o) => {
      const column = (o.descending ? desc : asc)(t[inventorySortFields[o.field]])
      const currency = priceCurrency[o.field]
      // As text: PostgreSQL keeps the currency as an enum, which sorts in its declared order (EUR first).
      return currency ? [asc(sql`cast(${t[currency]} as text)`), column] : [column]
    }),
    asc(t.id),
  ]
}

const priceCurrency: Partial<Record<keyof typeof inventorySortFields, string>> = { sell_in_price: 'sellInCurrency', sell_out_price: 'sellOutCurrency' }

/** The page's rows and the count of all matches, as unexecuted queries (tests read their plans). */
export function inventoryPageQueries(payload: Payload, query: InventoryQuery, stores: string[]) {
  const t = tableOf(payload, 'inventory_items')
  const db = drizzleOf(payload)
  const where = inventoryConditions(t, query, stores)
  const order = inventoryOrder(t, query)
  return {
    rows: db
      .select()
      .from(t)
      .where(where)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    total: db.select({ n: count() }).from(t).where(where),
  }
}

/**
 * GET /api/v1/inventory/ (account token): a page of the sell-in, sell-out or stock table of the
 * caller's stores that grant the table's view permission → `{results, count, next}`. One filtered,
 * sorted, indexed query and one count, whatever the size of the stock.
 */
export async function listInventory(
  payload: Payload,
  { access, query, pageLink }: { access: PortalAccess; query: InventoryQuery; pageLink: (page: number) => string },
) {
  const stores = queryStores(access, tableViewPermission[query.table], query.locations)

  const { rows: pageRows, total: totalRows } = inventoryPageQueries(payload, query, stores)
  const [rows, totals] = (await Promise.all([pageRows, totalRows])) as [ItemRecord[], { n: number | string }[]]
  const total = Number(totals[0]?.n ?? 0)
  const names = await rowNames(
    payload,
    rows.map((r) => Number(r.location)),
    rows.flatMap((r) => (r.saleUser === null ? [] : [Number(r.saleUser)])),
  )
  const next = query.page * query.pageSize < total ? pageLink(query.page + 1) : null
  const rrp = await recommendedRetailPrices(payload, rows, names.currencies)
  return { results: rows.map((r) => inventoryRow(r, { ...names, rrp })), count: total, next }
}

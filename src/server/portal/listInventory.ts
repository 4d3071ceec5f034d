import 'server-only'
import { asc, count, desc } from 'drizzle-orm'
import type { Payload } from 'payload'
import { tableViewPermission } from '@/domain/portal/permissions'
import { drizzleOf, tableOf } from '@/server/db/drizzle'
import { fieldErrors, json } from '@/server/http/drf'
import { inventoryConditions } from '@/server/portal/inventoryConditions'
import { inventorySortFields, parseInventoryQuery, type InventoryQuery } from '@/server/portal/inventoryQuery'
import { inventoryRow, type ItemRecord } from '@/server/portal/inventoryRow'
import { rowNames } from '@/server/portal/names'
import { portalAccess, queryStores } from '@/server/portal/portalAccess'

/** The page's rows and the count of all matches, as unexecuted queries (tests read their plans). */
export function inventoryPageQueries(payload: Payload, query: InventoryQuery, stores: string[]) {
  const t = tableOf(payload, 'inventory_items')
  const db = drizzleOf(payload)
  const where = inventoryConditions(t, query, stores)
  const order = [...query.orderBy.map((o) => (o.descending ? desc : asc)(t[inventorySortFields[o.field]])), asc(t.id)]
  return {
    rows: db.select().from(t).where(where).orderBy(...order).limit(query.pageSize).offset((query.page - 1) * query.pageSize),
    total: db.select({ n: count() }).from(t).where(where),
  }
}

/**
 * GET /api/v1/inventory/ (account token): a page of the sell-in, sell-out or stock table of the
 * caller's stores that grant the table's view permission → `{results, count, next}`. One filtered,
 * sorted, indexed query and one count, whatever the size of the stock.
 */
export async function listInventory(payload: Payload, request: Request): Promise<Response> {
  const auth = await portalAccess(payload, request)
  if ('response' in auth) return auth.response
  const url = new URL(request.url)
  const parsed = parseInventoryQuery(url.searchParams)
  if ('errors' in parsed) return fieldErrors(parsed.errors)
  const { query } = parsed
  const scope = queryStores(auth.access, tableViewPermission[query.table], query.locations)
  if ('response' in scope) return scope.response

  const { rows: pageRows, total: totalRows } = inventoryPageQueries(payload, query, scope.stores)
  const [rows, totals] = (await Promise.all([pageRows, totalRows])) as [ItemRecord[], { n: number | string }[]]
  const total = Number(totals[0]?.n ?? 0)
  const names = await rowNames(payload, rows.map((r) => Number(r.location)), rows.flatMap((r) => (r.saleUser === null ? [] : [Number(r.saleUser)])))
  let next: string | null = null
  if (query.page * query.pageSize < total) {
    const nextUrl = new URL(url)
    nextUrl.searchParams.set('page', String(query.page + 1))
    next = `${nextUrl.pathname}${nextUrl.search}`
  }
  return json({ results: rows.map((r) => inventoryRow(r, names)), count: total, next })
}

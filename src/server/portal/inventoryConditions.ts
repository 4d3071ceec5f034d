import 'server-only'
import { and, eq, gte, inArray, isNotNull, isNull, like, lte, or, type SQL } from 'drizzle-orm'
import type { Table } from '@/server/db/drizzle'
import type { InventoryQuery } from '@/server/portal/inventoryQuery'

const camel = { sell_in_date: 'sellInDate', sell_out_date: 'sellOutDate' } as const

/** LIKE pattern of a search term, its own % and _ taken literally. */
const contains = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The rows of a table in the given stores with the query's filters, as one drizzle condition: the
 * list, its count and the aggregates all filter through this, so they always agree. `stores` are
 * already checked against the caller's permissions; an empty list matches nothing.
 */
export function inventoryConditions(t: Table, query: InventoryQuery, stores: string[]): SQL {
  const parts: (SQL | undefined)[] = [stores.length ? inArray(t.location, stores.map(Number)) : eq(t.id, -1)]
  if (query.table === 'sell_out') parts.push(isNotNull(t.sellInDate), isNotNull(t.sellOutDate))
  if (query.table === 'sell_in') parts.push(isNotNull(t.sellInDate), isNull(t.sellOutDate), isNull(t.bookedOutAt))
  if (query.table === 'stock') parts.push(isNull(t.sellOutDate), isNull(t.bookedOutAt))
  if (query.articleType) parts.push(eq(t.productType, query.articleType))
  if (query.virtualStorage !== null) parts.push(eq(t.availableInVirtualStorage, query.virtualStorage))
  for (const range of query.ranges) {
    const column = t[camel[range.field]]
    if (range.gte) parts.push(gte(column, range.gte))
    if (range.lte) parts.push(lte(column, range.lte))
  }
  if (query.search) {
    const pattern = contains(query.search)
    parts.push(or(like(t.serialNumber, pattern), like(t.articleNumber, pattern), like(t.articleDescriptionDe, pattern)))
  }
  return and(...parts) as SQL
}

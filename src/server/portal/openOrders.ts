import 'server-only'
import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm'
import type { Payload } from 'payload'
import type { OpenOrderRow } from '@/contracts/portal'
import type { OrderLineMetadata } from '@/domain/trade/orderLineMetadata'
import type { FieldErrors } from '@/server/http/drf'
import { parsedQuery } from '@/server/http/edge/parsedQuery'
import { parseFields } from '@/server/http/zodErrors'
import { openOrderSortFields, openOrdersParams, queryInput } from '@/server/portal/schemas'
import { rowNames } from '@/server/portal/names'
import { orderLineProducts } from '@/server/portal/orderLineProducts'
import { byCurrencyThenAmount } from '@/server/portal/priceSort'
import { queryStores, type PortalAccess } from '@/server/portal/portalAccess'
import { drizzleOf, tableOf } from '@/server/db/drizzle'
import { isOpenLine, lineStatusOf, type OpenLineStatus } from '@/domain/orders/orderStatus'

/** An open order line as the join reads it: the line's columns and its order's. */
type OpenLineRecord = {
  id: number
  order: number
  productGroup: number
  fullCode: string
  quantity: number | string
  metadata: unknown
  status: string | null
  note: string | null
  totalAmount: number | string
  unitAmount: number | string
  currency: OpenOrderRow['currency']
  estimatedDelivery: string | null
  orderNumber: string | null
  store: number
  placedAt: string | null
}

type Sort = { field: (typeof openOrderSortFields)[number]; descending: boolean }

export type OpenOrdersQuery = {
  locations: string[]
  orderType: 'article' | 'service' | null
  commission: boolean | null
  articleType: string | null
  search: string
  sort: Sort
  page: number
  pageSize: number
}

/** The open orders' query, checked with its schema (src/server/portal/schemas.ts). */
function parse(params: URLSearchParams): { query: OpenOrdersQuery } | { errors: FieldErrors } {
  const parsed = parseFields(openOrdersParams, queryInput(openOrdersParams, params))
  if (parsed.errors) return { errors: parsed.errors }
  const p = parsed.data
  return {
    query: {
      locations: p.location__in,
      orderType: p.order_type,
      commission: p.commission,
      articleType: p.article_type,
      search: p.search,
      sort: p.order_by[0]!,
      page: p.page,
      pageSize: p.page_size,
    },
  }
}

/**
 * The open orders of the stores: every line of their placed shop orders (an order placed in the
 * trade shop arrives here at once) until it is received in full or cancelled (issue 33). A store's open orders are counted in hundreds, not in
 * hundreds of thousands, so they are read whole and filtered, sorted and paged here.
 */
/**
 * Spec 3 §3 "Portal: open order row", from a line of a placed shop order. Beside the spec's keys what
 * the server knows of the line, named as the inventory row names them: the product's name
 * (article_description_de), its picture (image) and the quantity. sell_in_price is the line's value
 * (all its pieces, what the footer sums), sell_out_price the retail price of one piece (the line's unit
 * price, the group's uvp with its options): a line of 3 rings no longer reads as one piece at 3 × the price.
 */
async function openOrderRows(payload: Payload, stores: string[]): Promise<OpenOrderRow[]> {
  if (!stores.length) return []
  const db = drizzleOf(payload)
  const orders = tableOf(payload, 'orders')
  const orderLines = tableOf(payload, 'order_lines')
  const pieces = tableOf(payload, 'pieces')
  // One join, the columns the row shows (Payload's find read the orders, then each line's every
  // field as a document: most of the call at a few hundred lines, issue 33's bench). The lines of
  // orders placed and not yet delivered or cancelled in full (issue 33); closed lines go below.
  const lines = (await db
    .select({
      id: orderLines.id,
      order: orderLines.order,
      productGroup: orderLines.productGroup,
      fullCode: orderLines.fullCode,
      quantity: orderLines.quantity,
      metadata: orderLines.metadata,
      status: orderLines.status,
      note: orderLines.note,
      totalAmount: orderLines.totalAmount,
      unitAmount: orderLines.unitAmount,
      currency: orderLines.currency,
      estimatedDelivery: orderLines.estimatedDelivery,
      orderNumber: orders.orderNumber,
      store: orders.store,
      placedAt: orders.placedAt,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.order))
    .where(and(inArray(orders.store, stores.map(Number)), notInArray(orders.status, ['cart', 'delivered', 'cancelled'])))) as OpenLineRecord[]
  const open = lines.flatMap((line) => {
    const status = lineStatusOf(line.status)
    return isOpenLine(status) ? [{ line, status }] : []
  })
  if (!open.length) return []
  // The pieces on their way: shipped, not yet received (their serial numbers show on the row).
  const shipped = (await db
    .select({ line: pieces.line, serialNumber: pieces.serialNumber })
    .from(pieces)
    .where(and(inArray(pieces.order, [...new Set(open.map(({ line }) => Number(line.order)))]), isNull(pieces.receivedAt)))
    .orderBy(asc(pieces.id))) as { line: number; serialNumber: string }[]
  const serialsOf = new Map<number, string[]>()
  for (const p of shipped) serialsOf.set(Number(p.line), [...(serialsOf.get(Number(p.line)) ?? []), p.serialNumber])
  const [names, products] = await Promise.all([
    rowNames(
      payload,
      open.map(({ line }) => Number(line.store)),
      [],
    ),
    orderLineProducts(
      payload,
      open.map(({ line }) => Number(line.productGroup)),
    ),
  ])
  return open.map(({ line, status }: { line: OpenLineRecord; status: OpenLineStatus }) => {
    const m = (typeof line.metadata === 'string' ? JSON.parse(line.metadata) : (line.metadata ?? {})) as Partial<OrderLineMetadata>
    const store = Number(line.store)
    const product = products.get(Number(line.productGroup))
    return {
      id: Number(line.id),
      article_number: line.fullCode,
      article_description_de: product?.name ?? '',
      image: product?.image ?? null,
      quantity: Number(line.quantity),
      commission_order_reference: m.order_number ?? '',
      order_type: m.meta_type === 'service_item' ? 'service' : 'article',
      commission: m.order_type === 'commission',
      order_no: line.orderNumber ?? String(line.order),
      status,
      serial_numbers: serialsOf.get(Number(line.id)) ?? [],
      note: line.note ?? '',
      sell_in_price: Number(line.totalAmount),
      sell_out_price: Number(line.unitAmount),
      currency: line.currency,
      estimated_delivery: line.estimatedDelivery ?? null,
      location: { id: store, name: names.stores.get(store) ?? '' },
      article_type: m.product_type ?? null,
      // As Payload answers a date: ISO 8601 in UTC (PostgreSQL's driver gives its own text).
      placed_at: line.placedAt === null ? null : new Date(line.placedAt).toISOString(),
    }
  })
}

function filtered(rows: OpenOrderRow[], q: OpenOrdersQuery): OpenOrderRow[] {
  return rows.filter(
    (r) =>
      (q.orderType === null || r.order_type === q.orderType) &&
      (q.commission === null || r.commission === q.commission) &&
      (q.articleType === null || r.article_type === q.articleType) &&
      (!q.search ||
        [r.article_number, r.article_description_de, r.order_no, r.commission_order_reference, ...r.serial_numbers].some((v) =>
          v.toLowerCase().includes(q.search),
        )),
  )
}

/** The open orders' query as the edge reads it. */
export const openOrdersQuery = parsedQuery(parse)

type OpenOrdersCall = { access: PortalAccess; query: OpenOrdersQuery }

async function scoped(payload: Payload, { access, query }: OpenOrdersCall) {
  const stores = queryStores(access, 'orders:view_open', query.locations)
  return filtered(await openOrderRows(payload, stores), query)
}

/** GET /api/v1/open-orders/ (account token, orders:view_open): `{results, count, next}`. */
export async function listOpenOrders(payload: Payload, { access, query, pageLink }: OpenOrdersCall & { pageLink: (page: number) => string }) {
  const rows = await scoped(payload, { access, query })
  const { field, descending } = query.sort
  const sorted = [...rows].sort((a, b) => {
    // Amounts in different currencies are not comparable: by currency first (docs/decisions.md).
    if (field === 'sell_in_price' || field === 'sell_out_price')
      return byCurrencyThenAmount(a.currency, a[field], b.currency, b[field], descending) || a.id - b.id
    const x = a[field] ?? ''
    const y = b[field] ?? ''
    const c = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))
    return (descending ? -c : c) || a.id - b.id
  })
  const start = (query.page - 1) * query.pageSize
  const next = start + query.pageSize < sorted.length ? pageLink(query.page + 1) : null
  return { results: sorted.slice(start, start + query.pageSize), count: sorted.length, next }
}

/** GET /api/v1/open-orders/aggregates/: the open orders' value per currency. */
export async function openOrderAggregates(payload: Payload, call: OpenOrdersCall) {
  const rows = await scoped(payload, call)
  const totals = new Map<string, { currency: string; total_sell_in_value: number; total_sell_out_value: number; count: number }>()
  for (const row of rows) {
    const t = totals.get(row.currency) ?? { currency: row.currency, total_sell_in_value: 0, total_sell_out_value: 0, count: 0 }
    t.total_sell_in_value += row.sell_in_price
    t.count += 1
    totals.set(row.currency, t)
  }
  return { results: [...totals.values()].sort((a, b) => a.currency.localeCompare(b.currency)) }
}

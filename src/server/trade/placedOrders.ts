import 'server-only'
import type { Payload } from 'payload'
import type { Order, OrderLine } from '@/payload-types'
import type { UrlLocale } from '@/i18n/locales'
import type { Currency } from '@/domain/trade/currencies'
import { orderLines } from '@/server/trade/cartState'
import { shopCatalogue } from '@/server/trade/catalogue'
import { placedOrderView } from '@/server/trade/orderView'
import { deliveriesOf } from '@/server/orders/deliveryViews'

/** The groups of a currency by uuid, for the names and pictures of placed lines. */
async function groupsByUuid(payload: Payload, currency: Currency, locale: UrlLocale) {
  const groups = await shopCatalogue(payload, currency, locale)
  return new Map(groups.map((g) => [g.uuid, g]))
}

/** A placed order as its answers show it (the commerce API's and the house's), with its deliveries. */
export async function placedOrderOf(payload: Payload, order: Order, locale: UrlLocale) {
  const [lines, groups, deliveries] = await Promise.all([
    orderLines(payload, order.id),
    groupsByUuid(payload, order.currency as Currency, locale),
    deliveriesOf(payload, [order.id]),
  ])
  return placedOrderView(order, lines, groups, deliveries.get(order.id) ?? [])
}

/**
 * Placed orders as their answers show them, in the order given: one query for all their lines, one
 * for their deliveries and the catalogue once per currency (a page of the house's list read each
 * order's apart: 20 orders took 60 queries, issue 33's bench). Finds that do not answer a join field
 * say `joins: false`: Payload reads every join (a line's pieces, an order's lines) otherwise.
 */
export async function placedOrderViews(payload: Payload, orders: Order[], locale: UrlLocale) {
  const ids = orders.map((o) => o.id)
  if (!ids.length) return []
  const [{ docs: lines }, deliveries] = await Promise.all([
    payload.find({
      collection: 'order-lines',
      where: { order: { in: ids } },
      sort: ['createdAt', 'id'],
      depth: 0,
      pagination: false,
      overrideAccess: true,
      joins: false,
    }),
    deliveriesOf(payload, ids),
  ])
  const byOrder = new Map<number, OrderLine[]>()
  for (const line of lines) byOrder.set(Number(line.order), [...(byOrder.get(Number(line.order)) ?? []), line])
  const catalogues = new Map<string, Awaited<ReturnType<typeof groupsByUuid>>>()
  const results = []
  for (const order of orders) {
    let groups = catalogues.get(order.currency)
    if (!groups) catalogues.set(order.currency, (groups = await groupsByUuid(payload, order.currency as Currency, locale)))
    results.push(placedOrderView(order, byOrder.get(order.id) ?? [], groups, deliveries.get(order.id) ?? []))
  }
  return results
}

/** The store's placed orders, newest first, each with its lines. */
export async function placedOrdersOf(payload: Payload, storeId: number | string, locale: UrlLocale, page: number, perPage: number) {
  const found = await payload.find({
    collection: 'orders',
    where: { and: [{ store: { equals: storeId } }, { status: { not_equals: 'cart' } }] },
    sort: ['-placedAt', '-id'],
    page,
    limit: perPage,
    depth: 0,
    overrideAccess: true,
    joins: false,
  })
  return { results: await placedOrderViews(payload, found.docs, locale), count: found.totalDocs, page: found.page ?? page, per_page: perPage }
}

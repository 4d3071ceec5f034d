import 'server-only'
import type { Payload } from 'payload'
import type { Order } from '@/payload-types'
import type { HouseOrderView, OrderEventView } from '@/contracts/order'
import type { OrderEventType } from '@/domain/orders/orderEvents'
import { relationId } from '@/server/payload/relationId'
import { placedOrderViews } from '@/server/trade/placedOrders'

/** The house works in German: product names in its answers are the German ones. */
const HOUSE_LOCALE = 'de'

/**
 * Placed orders as the house's API answers them: each as the jeweller's GET commerce/orders/{id}/
 * answers it, plus the ordering store, the user who placed it and its history.
 */
export async function houseOrderViews(payload: Payload, orders: Order[]): Promise<HouseOrderView[]> {
  if (!orders.length) return []
  const ids = orders.map((o) => o.id)
  const storeIds = [...new Set(orders.map((o) => relationId(o.store)))]
  const userIds = [...new Set(orders.map((o) => relationId(o.user)))]
  const [placed, stores, users, events] = await Promise.all([
    placedOrderViews(payload, orders, HOUSE_LOCALE),
    payload.find({ collection: 'jewelers', where: { id: { in: storeIds } }, depth: 0, pagination: false, overrideAccess: true, select: { name: true } }),
    payload.find({ collection: 'users', where: { id: { in: userIds } }, depth: 0, pagination: false, overrideAccess: true, select: { email: true } }),
    payload.find({
      collection: 'order-events',
      where: { order: { in: ids } },
      sort: ['at', 'id'],
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { order: true, type: true, at: true, by: true, data: true },
    }),
  ])
  const storeName = new Map(stores.docs.map((s) => [String(s.id), s.name]))
  const userEmail = new Map(users.docs.map((u) => [String(u.id), u.email]))
  const history = new Map<number, OrderEventView[]>()
  for (const e of events.docs) {
    const order = Number(relationId(e.order))
    const entry: OrderEventView = { type: e.type as OrderEventType, at: e.at, by: e.by ?? null, data: (e.data ?? {}) as Record<string, unknown> }
    history.set(order, [...(history.get(order) ?? []), entry])
  }
  return orders.map((order, i) => {
    const store = relationId(order.store)
    const user = relationId(order.user)
    return {
      ...placed[i]!,
      store: { id: Number(store), name: storeName.get(String(store)) ?? '' },
      ordered_by: { id: Number(user), email: userEmail.get(String(user)) ?? '' },
      history: history.get(order.id) ?? [],
    }
  })
}

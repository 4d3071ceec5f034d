import 'server-only'
import type { Payload } from 'payload'
import type { PlacedOrderView } from '@/contracts/order'
import { orderTimeline, type TimelineEntry } from '@/domain/orders/orderTimeline'
import type { UrlLocale } from '@/i18n/locales'
import { isDbId } from '@/server/http/edge/params'
import { placedOrderOf } from '@/server/trade/placedOrders'

/** What the order page `/{locale}/orders/{id}/` shows: the order as the commerce API answers it, and its timeline. */
export type StoreOrderPage = { order: PlacedOrderView; timeline: TimelineEntry[] }

/**
 * The order page's data (issue 33) for the store of the page's commerce session: a placed order of
 * that store, as `GET /api/v1/commerce/orders/{id}/` answers it, with its history as the store may
 * read it (src/domain/orders/orderTimeline.ts: the house's moves name the house, never a member of
 * staff). The query itself is scoped to the store, so another store's order, a cart or an unknown id
 * is null (the page's 404), exactly as the commerce API's 404.
 */
export async function storeOrderPage(
  payload: Payload,
  { storeId, id, locale }: { storeId: number | string; id: string; locale: UrlLocale },
): Promise<StoreOrderPage | null> {
  if (!isDbId(id)) return null
  const { docs } = await payload.find({
    collection: 'orders',
    where: { and: [{ id: { equals: id } }, { store: { equals: storeId } }, { status: { not_equals: 'cart' } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const found = docs[0]
  if (!found) return null
  const [order, events] = await Promise.all([
    placedOrderOf(payload, found, locale),
    payload.find({
      collection: 'order-events',
      where: { order: { equals: found.id } },
      sort: ['at', 'id'],
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { type: true, at: true, by: true, data: true },
    }),
  ])
  const timeline = orderTimeline({
    placedAt: order.placed_at,
    events: events.docs.map((e) => ({ type: e.type, at: e.at, by: e.by ?? null, data: e.data })),
  })
  return { order, timeline }
}

import 'server-only'
import type { Payload } from 'payload'
import type { OrderLine } from '@/payload-types'
import { htmlLang, type UrlLocale } from '@/i18n/locales'
import { lineStatusOf, type PlacedOrderStatus } from '@/domain/orders/orderStatus'
import type { EngravingOption } from '@/domain/trade/engravingOption'
import type { OrderLineMetadata } from '@/domain/trade/orderLineMetadata'
import { formatDay, formatFigure } from '@/domain/trade/tradeFigures'
import { translatorFor } from '@/server/i18n/translator'
import { deliveriesOf } from '@/server/orders/deliveryViews'
import type { DeskFilter, DeskLine, DeskPage } from '@/server/orders/orderDeskView'
import { relationId } from '@/server/payload/relationId'
import { orderLineDetails } from '@/server/trade/orderLineDetails'

const PER_PAGE = 25

/**
 * The house's order desk in the admin (issue 33): placed orders of one status (or all), newest
 * first, each line with its article number, options (as the house's order notice names them, in the
 * desk's language), engraving image, end customer, requested day, status, estimated delivery and
 * the serial numbers shipped so far; each order with its deliveries (carrier, tracking number).
 * A few queries for a whole page, whatever its size.
 */
export async function orderDeskPage(payload: Payload, { page, status }: { page: number; status: DeskFilter }, locale: UrlLocale): Promise<DeskPage> {
  const found = await payload.find({
    collection: 'orders',
    where: status === 'all' ? { status: { not_equals: 'cart' } } : { status: { equals: status } },
    sort: ['-placedAt', '-id'],
    page,
    limit: PER_PAGE,
    depth: 0,
    overrideAccess: true,
  })
  const ids = found.docs.map((o) => o.id)
  const [{ docs: lines }, { docs: stores }, deliveries] = await Promise.all([
    ids.length
      ? payload.find({ collection: 'order-lines', where: { order: { in: ids } }, sort: ['createdAt', 'id'], depth: 0, pagination: false, overrideAccess: true })
      : Promise.resolve({ docs: [] as OrderLine[] }),
    payload.find({
      collection: 'jewelers',
      where: { id: { in: [...new Set(found.docs.map((o) => relationId(o.store)))] } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { name: true },
    }),
    deliveriesOf(payload, ids),
  ])
  const shippedSerials = new Map<number, string[]>()
  for (const delivery of [...deliveries.values()].flat())
    for (const line of delivery.lines) shippedSerials.set(line.id, [...(shippedSerials.get(line.id) ?? []), ...line.serial_numbers])
  const imageIds = lines.flatMap((l) => {
    const image = (l.engraving as EngravingOption | null)?.image
    return image && /^\d+$/.test(image) ? [Number(image)] : []
  })
  const { docs: images } = imageIds.length
    ? await payload.find({
        collection: 'engraving-images',
        where: { id: { in: imageIds } },
        depth: 0,
        pagination: false,
        overrideAccess: true,
        select: { url: true },
      })
    : { docs: [] }
  const imageUrl = new Map(images.map((i) => [String(i.id), i.url ?? null]))
  const storeName = new Map(stores.map((s) => [String(s.id), s.name]))
  const t = await translatorFor(locale)
  const day = (value: string) => formatDay(value, htmlLang[locale])
  const deskLine = (line: OrderLine, index: number): DeskLine => {
    const m = (line.metadata ?? {}) as Partial<OrderLineMetadata>
    const engraving = line.engraving as EngravingOption | null
    const shipped = shippedSerials.get(line.id) ?? []
    return {
      id: line.id,
      position: index + 1,
      articleNumber: line.fullCode,
      quantity: line.quantity,
      // The end customer and the requested day have columns of their own.
      options: orderLineDetails(
        { ...line, metadata: { ...m, end_customer_name: '', requested_delivery_date: null } },
        { t, day, number: formatFigure, audience: 'house' },
      ),
      engravingImage: engraving?.image ? (imageUrl.get(engraving.image) ?? null) : null,
      endCustomer: m.end_customer_name ?? '',
      requestedDate: m.requested_delivery_date ?? null,
      status: lineStatusOf(line.status),
      estimatedDelivery: line.estimatedDelivery ?? null,
      shippedSerials: shipped,
      piecesToShip: Math.max(0, line.quantity - shipped.length),
      cancelReason: line.cancelReason ?? null,
    }
  }
  return {
    page: found.page ?? page,
    totalPages: found.totalPages,
    status,
    orders: found.docs.map((order) => ({
      id: order.id,
      number: order.orderNumber ?? String(order.id),
      store: storeName.get(String(relationId(order.store))) ?? '',
      placedAt: order.placedAt ?? null,
      status: order.status as PlacedOrderStatus,
      lines: lines.filter((l) => Number(relationId(l.order)) === order.id).map(deskLine),
      deliveries: (deliveries.get(order.id) ?? []).map((d) => ({
        id: d.id,
        carrier: d.carrier,
        trackingNumber: d.tracking_number,
        shippedAt: d.shipped_at,
        lines: d.lines.map((l) => ({ id: l.id, serialNumbers: l.serial_numbers })),
      })),
    })),
  }
}

import 'server-only'
import type { Payload } from 'payload'
import type { OrderLine } from '@/payload-types'
import { htmlLang, type UrlLocale } from '@/i18n/locales'
import { lineStatusOf, type LineStatus, type PlacedOrderStatus } from '@/domain/orders/orderStatus'
import type { EngravingOption } from '@/domain/trade/engravingOption'
import type { OrderLineMetadata } from '@/domain/trade/orderLineMetadata'
import { formatDay, formatFigure } from '@/domain/trade/tradeFigures'
import { translatorFor } from '@/server/i18n/translator'
import { relationId } from '@/server/payload/relationId'
import { orderLineDetails } from '@/server/trade/orderLineDetails'

/** One line as the order desk shows it: what the workshop makes, for whom, by when. */
export type DeskLine = {
  id: number
  articleNumber: string
  quantity: number
  options: string[]
  engravingImage: string | null
  endCustomer: string
  requestedDate: string | null
  status: LineStatus
  estimatedDelivery: string | null
}
export type DeskOrder = { id: number; number: string; store: string; placedAt: string | null; status: PlacedOrderStatus; lines: DeskLine[] }
export type DeskPage = { orders: DeskOrder[]; page: number; totalPages: number }

const PER_PAGE = 25

/**
 * The house's order desk in the admin (issue 33): placed orders, newest first, each line with its
 * article number, options (as the house's order notice names them, in the desk's language),
 * engraving image, end customer, requested day, status and estimated delivery. Two queries for the
 * lines and images of a whole page.
 */
export async function orderDeskPage(payload: Payload, page: number, locale: UrlLocale): Promise<DeskPage> {
  const found = await payload.find({
    collection: 'orders',
    where: { status: { not_equals: 'cart' } },
    sort: ['-placedAt', '-id'],
    page,
    limit: PER_PAGE,
    depth: 0,
    overrideAccess: true,
  })
  const ids = found.docs.map((o) => o.id)
  const [{ docs: lines }, { docs: stores }] = await Promise.all([
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
  ])
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
  const deskLine = (line: OrderLine): DeskLine => {
    const m = (line.metadata ?? {}) as Partial<OrderLineMetadata>
    const engraving = line.engraving as EngravingOption | null
    return {
      id: line.id,
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
    }
  }
  return {
    page: found.page ?? page,
    totalPages: found.totalPages,
    orders: found.docs.map((order) => ({
      id: order.id,
      number: order.orderNumber ?? String(order.id),
      store: storeName.get(String(relationId(order.store))) ?? '',
      placedAt: order.placedAt ?? null,
      status: order.status as PlacedOrderStatus,
      lines: lines.filter((l) => Number(relationId(l.order)) === order.id).map(deskLine),
    })),
  }
}

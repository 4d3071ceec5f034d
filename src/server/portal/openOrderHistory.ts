import 'server-only'
import type { Payload } from 'payload'
import type { OpenOrderHistoryEntry } from '@/contracts/portal'
import type { OrderEventType } from '@/domain/orders/orderEvents'
import { notFound } from '@/server/http/errors'
import { relationId } from '@/server/payload/relationId'
import { rowNames } from '@/server/portal/names'
import { can, type PortalAccess } from '@/server/portal/portalAccess'

type Data = Record<string, unknown>

/** The lines an order event names: `lines` as ids or as `{id, …}`, and a receipt's `delivered_lines`. */
const linesNamed = (data: Data): number[] =>
  [...(Array.isArray(data.lines) ? data.lines : []), ...(Array.isArray(data.delivered_lines) ? data.delivered_lines : [])].flatMap((l) => {
    const id = l && typeof l === 'object' ? (l as { id?: unknown }).id : l
    return typeof id === 'number' || typeof id === 'string' ? [Number(id)] : []
  })

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)
const textOrNull = (value: unknown): string | null | undefined => (value === null ? null : text(value))

/** What an order event says of one of its lines (the answer's keys, src/contracts/portal.ts). */
function lineData(type: OrderEventType, data: Data, lineId: number, lineSerials: ReadonlySet<string>): OpenOrderHistoryEntry['data'] {
  const own = (Array.isArray(data.lines) ? data.lines : []).find((l) => l && typeof l === 'object' && Number((l as { id?: unknown }).id) === lineId) as
    Data | undefined
  const user = typeof data.user === 'number' ? { user: data.user } : {}
  switch (type) {
    case 'confirmed':
      return own && typeof own.estimated_delivery === 'string' ? { estimated_delivery: own.estimated_delivery } : {}
    case 'shipped':
      return {
        serial_numbers: Array.isArray(own?.serial_numbers) ? own.serial_numbers.map(String) : [],
        carrier: textOrNull(data.carrier) ?? null,
        tracking_number: textOrNull(data.tracking_number) ?? null,
      }
    case 'cancelled':
      return { reason: textOrNull(data.reason) ?? null }
    case 'received':
      return { serial_numbers: (Array.isArray(data.serial_numbers) ? data.serial_numbers.map(String) : []).filter((s) => lineSerials.has(s)), ...user }
    case 'change_requested':
      return { information: text(data.information) ?? '', ...user }
    case 'change_answered':
      return { information: text(data.information) ?? '', answer: text(data.answer) ?? '' }
    default:
      return {}
  }
}

/**
 * GET /api/v1/open-orders/{id}/history/ (account token): the history of an open-order row, whose id
 * is its order line's (issue 33): the house's moves of the line, its pieces received, the store's
 * change requests and the house's answers, oldest first, each reduced to what concerns this line.
 * A line of a store where the caller lacks orders:view_open is 404, as an unknown one.
 */
export async function openOrderHistory(payload: Payload, { access, id }: { access: PortalAccess; id: string }): Promise<OpenOrderHistoryEntry[]> {
  const line = await payload.findByID({ collection: 'order-lines', id, depth: 0, overrideAccess: true, disableErrors: true, select: { order: true } })
  const order = line
    ? await payload.findByID({
        collection: 'orders',
        id: String(relationId(line.order)),
        depth: 0,
        overrideAccess: true,
        disableErrors: true,
        select: { status: true, store: true },
      })
    : null
  const store = order ? relationId(order.store) : null
  if (!line || !order || order.status === 'cart' || store === null || !can(access, store, 'orders:view_open')) throw notFound()
  const lineId = Number(line.id)
  const [events, pieces] = await Promise.all([
    payload.find({
      collection: 'order-events',
      where: { order: { equals: order.id } },
      sort: ['at', 'id'],
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { type: true, at: true, data: true },
    }),
    payload.find({
      collection: 'pieces',
      where: { line: { equals: lineId } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { serialNumber: true },
    }),
  ])
  const serials = new Set(pieces.docs.map((p) => p.serialNumber))
  const mine = events.docs.flatMap((e) => {
    const data = (e.data && typeof e.data === 'object' ? e.data : {}) as Data
    const type = e.type as OrderEventType
    const concerns =
      linesNamed(data).includes(lineId) ||
      (type === 'received' && Array.isArray(data.serial_numbers) && data.serial_numbers.some((s) => serials.has(String(s))))
    return concerns ? [{ id: Number(e.id), type, date: new Date(e.at).toISOString(), data: lineData(type, data, lineId, serials) }] : []
  })
  const userIds = mine.flatMap((e) => (typeof e.data.user === 'number' ? [e.data.user] : []))
  const { users } = await rowNames(payload, [], userIds)
  return mine.map((e) => (typeof e.data.user === 'number' && users.has(e.data.user) ? { ...e, data: { ...e.data, user_name: users.get(e.data.user) } } : e))
}

import 'server-only'
import type { Payload, Where } from 'payload'
import { fieldErrors, json, readJsonObject } from '@/server/http/drf'
import { pathId } from '@/server/http/pathSegment'
import { parseFields } from '@/server/http/zodErrors'
import { houseOrderViews } from '@/server/orders/houseOrderView'
import { authenticateHouseStaff } from '@/server/orders/houseStaff'
import { cancelLines, confirmLines, shipLines, startProduction, type Actor, type MoveResult } from '@/server/orders/orderMoves'
import { cancelBody, confirmBody, houseOrdersQuery, linesBody, shipmentBody } from '@/server/orders/schemas'
import type { z } from 'zod'

/**
 * The house's order API for its ERP (issue 33), /api/v1/house/orders/…: thin handlers that read the
 * request (staff, path, body) and call the moves (orderMoves.ts), which take typed arguments.
 */

const PER_PAGE = 20
const notFound = () => json({ detail: 'Not found.' }, 404)

/** The order's answer after a move (200, or 201 for a delivery), or the move's refusal `{detail, code}`. */
async function moveAnswer(payload: Payload, result: MoveResult | null, status = 200): Promise<Response> {
  if (!result) return notFound()
  if ('refused' in result) {
    const { status: refusedStatus, ...body } = result.refused
    return json(body, refusedStatus)
  }
  const [view] = await houseOrderViews(payload, [result.order])
  return json(view, status)
}

/** Staff, the order's id from the path and the body checked by its schema; or the answer to send instead. */
async function moveRequest<S extends z.ZodType>(
  payload: Payload,
  request: Request,
  schema: S,
): Promise<{ actor: Actor; orderId: number; body: z.output<S> } | { response: Response }> {
  const auth = await authenticateHouseStaff(payload, request)
  if ('response' in auth) return auth
  const id = pathId(request, 4)
  if (!id) return { response: notFound() }
  const raw = await readJsonObject(request)
  if (raw.error) return { response: raw.error }
  const body = parseFields(schema, raw.data)
  if (body.errors) return { response: fieldErrors(body.errors) }
  return { actor: auth.actor, orderId: Number(id), body: body.data }
}

/** GET /api/v1/house/orders/?status=&page=: placed orders, newest first, 20 a page: `{results, count, next}`. */
export async function listHouseOrders(payload: Payload, request: Request): Promise<Response> {
  const auth = await authenticateHouseStaff(payload, request)
  if ('response' in auth) return auth.response
  const url = new URL(request.url)
  const query = parseFields(houseOrdersQuery, { status: url.searchParams.get('status') || undefined, page: url.searchParams.get('page') ?? undefined })
  if (query.errors) return fieldErrors(query.errors)
  const { status, page } = query.data
  const where: Where = status ? { status: { equals: status } } : { status: { not_equals: 'cart' } }
  const found = await payload.find({ collection: 'orders', where, sort: ['-placedAt', '-id'], page, limit: PER_PAGE, depth: 0, overrideAccess: true })
  let next: string | null = null
  if (found.hasNextPage) {
    url.searchParams.set('page', String(page + 1))
    next = `${url.pathname}${url.search}`
  }
  return json({ results: await houseOrderViews(payload, found.docs), count: found.totalDocs, next })
}

/** GET /api/v1/house/orders/{id}/: one placed order. */
export async function getHouseOrder(payload: Payload, request: Request): Promise<Response> {
  const auth = await authenticateHouseStaff(payload, request)
  if ('response' in auth) return auth.response
  const id = pathId(request, 4)
  const order = id ? await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true, disableErrors: true }) : null
  if (!order || order.status === 'cart') return notFound()
  const [view] = await houseOrderViews(payload, [order])
  return json(view)
}

/** POST …/{id}/confirm/ `{"lines": [{"id", "estimated_delivery"}]}`. */
export async function confirmHouseOrder(payload: Payload, request: Request): Promise<Response> {
  const r = await moveRequest(payload, request, confirmBody)
  if ('response' in r) return r.response
  const lines = r.body.lines.map((l) => ({ id: l.id, estimatedDelivery: l.estimated_delivery }))
  return moveAnswer(payload, await confirmLines(payload, { orderId: r.orderId, lines, actor: r.actor }))
}

/** POST …/{id}/production/ `{"lines": [ids]}`. */
export async function produceHouseOrder(payload: Payload, request: Request): Promise<Response> {
  const r = await moveRequest(payload, request, linesBody)
  if ('response' in r) return r.response
  return moveAnswer(payload, await startProduction(payload, { orderId: r.orderId, lines: r.body.lines, actor: r.actor }))
}

/** POST …/{id}/shipments/ `{"lines": [{"id", "serial_numbers"}], "carrier", "tracking_number"}` → 201. */
export async function shipHouseOrder(payload: Payload, request: Request): Promise<Response> {
  const r = await moveRequest(payload, request, shipmentBody)
  if ('response' in r) return r.response
  const { body } = r
  const result = await shipLines(payload, {
    orderId: r.orderId,
    lines: body.lines.map((l) => ({ id: l.id, serialNumbers: l.serial_numbers })),
    carrier: body.carrier || null,
    trackingNumber: body.tracking_number || null,
    actor: r.actor,
  })
  return moveAnswer(payload, result, 201)
}

/** POST …/{id}/cancel/ `{"lines": [ids], "reason"}`. */
export async function cancelHouseOrder(payload: Payload, request: Request): Promise<Response> {
  const r = await moveRequest(payload, request, cancelBody)
  if ('response' in r) return r.response
  return moveAnswer(payload, await cancelLines(payload, { orderId: r.orderId, lines: r.body.lines, reason: r.body.reason || null, actor: r.actor }))
}

import 'server-only'
import type { Payload } from 'payload'
import { fieldErrors, json, readJsonObject } from '@/server/http/drf'
import { pathId } from '@/server/http/pathSegment'
import { throttle } from '@/server/http/throttle'
import { parseFields } from '@/server/http/zodErrors'
import { cancelLines } from '@/server/orders/orderMoves'
import { cancelBody } from '@/server/orders/schemas'
import { authenticateCommerce } from '@/server/trade/commerceAuth'
import { placedOrderAnswer } from '@/server/trade/placedOrders'
import { answerLocale } from '@/server/trade/sessionOrder'

/**
 * POST /api/v1/commerce/orders/{id}/cancel/ (commerce token) `{"lines": [ids], "reason"}`: the
 * store cancels lines of one of its placed orders before the house confirmed them (issue 33); the
 * same move as the house's cancel (orderMoves.ts), so a line the house confirmed meanwhile is 409.
 * Another store's order is 404.
 */
export async function cancelOrderLines(payload: Payload, request: Request): Promise<Response> {
  const auth = await authenticateCommerce(payload, request)
  if ('response' in auth) return auth.response
  const { session } = auth
  const limited = await throttle(request, [['cartWriteUser', String(session.user.id)]], session.user.language)
  if (limited) return limited
  const id = pathId(request, 4)
  const { docs } = id
    ? await payload.find({
        collection: 'orders',
        where: { and: [{ id: { equals: id } }, { store: { equals: session.store.id } }, { status: { not_equals: 'cart' } }] },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    : { docs: [] }
  if (!docs[0]) return json({ detail: 'Not found.' }, 404)
  const raw = await readJsonObject(request)
  if (raw.error) return raw.error
  const body = parseFields(cancelBody, raw.data)
  if (body.errors) return fieldErrors(body.errors)
  const result = await cancelLines(payload, {
    orderId: docs[0].id,
    lines: body.data.lines,
    reason: body.data.reason || null,
    actor: { kind: 'jeweller', id: Number(session.user.id), email: session.user.email },
  })
  if (!result) return json({ detail: 'Not found.' }, 404)
  if ('refused' in result) {
    const { status, ...refusal } = result.refused
    return json(refusal, status)
  }
  return placedOrderAnswer(payload, result.order, answerLocale(request, session))
}

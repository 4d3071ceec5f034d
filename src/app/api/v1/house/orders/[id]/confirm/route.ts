import { idParams } from '@/server/http/edge/params'
import { staffRoute } from '@/server/http/edge/staffRoute'
import { moveAnswer } from '@/server/orders/houseOrders'
import { confirmLines } from '@/server/orders/orderMoves'
import { confirmBody } from '@/server/orders/schemas'

export const dynamic = 'force-dynamic'
/** `{"lines": [{"id", "estimated_delivery"}]}`: the house confirms lines and their delivery days. */
export const POST = staffRoute({ params: idParams, body: confirmBody }, async ({ payload, actor, params, body }) => {
  const lines = (await body()).lines.map((l) => ({ id: l.id, estimatedDelivery: l.estimated_delivery }))
  return moveAnswer(payload, await confirmLines(payload, { orderId: Number(params.id), lines, actor }))
})

import { idParams } from '@/server/http/edge/params'
import { staffRoute } from '@/server/http/edge/staffRoute'
import { moveAnswer } from '@/server/orders/houseOrders'
import { cancelLines } from '@/server/orders/orderMoves'
import { cancelBody } from '@/server/orders/schemas'

export const dynamic = 'force-dynamic'
/** `{"lines": [ids], "reason"}`: lines not yet shipped are cancelled. */
export const POST = staffRoute({ params: idParams, body: cancelBody }, async ({ payload, actor, params, body }) => {
  const { lines, reason } = await body()
  return moveAnswer(payload, await cancelLines(payload, { orderId: Number(params.id), lines, reason: reason || null, actor }))
})

import { idParams } from '@/server/http/edge/params'
import { staffRoute } from '@/server/http/edge/staffRoute'
import { moveAnswer } from '@/server/orders/houseOrders'
import { startProduction } from '@/server/orders/orderMoves'
import { linesBody } from '@/server/orders/schemas'

export const dynamic = 'force-dynamic'
/** `{"lines": [ids]}`: confirmed lines go into the workshop. */
export const POST = staffRoute({ params: idParams, body: linesBody }, async ({ payload, actor, params, body }) =>
  moveAnswer(payload, await startProduction(payload, { orderId: Number(params.id), lines: (await body()).lines, actor })),
)

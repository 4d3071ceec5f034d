import { json } from '@/server/http/drf'
import { idParams } from '@/server/http/edge/params'
import { staffRoute } from '@/server/http/edge/staffRoute'
import { moveAnswer } from '@/server/orders/houseOrders'
import { shipLines } from '@/server/orders/orderMoves'
import { shipmentBody } from '@/server/orders/schemas'

export const dynamic = 'force-dynamic'
/** `{"lines": [{"id", "serial_numbers"}], "carrier", "tracking_number"}` → 201: a delivery, one serial number per piece. */
export const POST = staffRoute({ params: idParams, body: shipmentBody }, async ({ payload, actor, params, body }) => {
  const shipment = await body()
  const result = await shipLines(payload, {
    orderId: Number(params.id),
    lines: shipment.lines.map((l) => ({ id: l.id, serialNumbers: l.serial_numbers })),
    carrier: shipment.carrier || null,
    trackingNumber: shipment.tracking_number || null,
    actor,
  })
  return json(await moveAnswer(payload, result), 201)
})

import { z } from 'zod'
import { errorComponents } from '@/server/http/openapi/components'
import { created, idParam, ok, responses, type Operation } from '@/server/http/openapi/operation'
import { houseOrder, houseOrdersPage, moveRefusal, placedOrder } from '@/contracts/order'
import { cancelBody, confirmBody, houseOrdersQuery, linesBody, shipmentBody } from '@/server/orders/schemas'

/** A move's refusals: its body's field errors or lines named wrongly (400), a move the state does not allow (409). */
const refusals = {
  400: {
    description: 'Invalid body (DRF field errors), or lines named wrongly or a day in the past `{detail, code, lines}`.',
    schema: z.union([errorComponents.FieldErrors, moveRefusal]),
  },
  409: { description: 'The move does not fit the state, or the order changed meanwhile: `{detail, code, lines?}`; nothing was written.', schema: moveRefusal },
}

const move = (path: string, operationId: string, summary: string, body: z.ZodType, example: unknown, status: 200 | 201 = 200): Operation => ({
  method: 'post',
  path: `/api/v1/house/orders/{id}/${path}/`,
  operationId,
  tag: 'house',
  access: 'staff',
  validation: 'zod',
  summary,
  description:
    "Answers the order as the jeweller's GET commerce/orders/{id}/ does, plus the house's fields. Every move mails the ordering user in their language.",
  pathParams: idParam(),
  body: { schema: body },
  responses: { ...responses(status === 201 ? created(houseOrder) : ok(houseOrder), 401, 403, 404), ...refusals },
  example: { body: example },
})

/** The house's order desk for its ERP (issue 33): staff API key or session, brand staff and admins. */
export const houseOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/v1/house/orders/',
    operationId: 'listHouseOrders',
    tag: 'house',
    access: 'staff',
    validation: 'zod',
    summary: "Placed orders of every store, newest first, 20 a page; `status` filters by the order's status.",
    query: houseOrdersQuery,
    responses: responses(ok(houseOrdersPage), 400, 401, 403),
    example: { query: { status: 'placed', page: '1' } },
  },
  {
    method: 'get',
    path: '/api/v1/house/orders/{id}/',
    operationId: 'getHouseOrder',
    tag: 'house',
    access: 'staff',
    validation: 'none',
    summary: "One placed order with the house's fields.",
    pathParams: idParam(),
    responses: responses(ok(houseOrder), 401, 403, 404),
  },
  move('confirm', 'confirmHouseOrder', 'Confirm lines with the day each will be delivered (or change that day).', confirmBody, {
    lines: [{ id: 1, estimated_delivery: '2027-01-15' }],
  }),
  move('production', 'produceHouseOrder', 'Put confirmed lines into production.', linesBody, { lines: [1] }),
  move(
    'shipments',
    'shipHouseOrder',
    'Ship some or all lines, one serial number per piece (unique across the house); carrier and tracking number optional.',
    shipmentBody,
    { lines: [{ id: 1, serial_numbers: ['AU-0001'] }], carrier: 'Ferrari Group', tracking_number: 'FG-123456' },
    201,
  ),
  move('cancel', 'cancelHouseOrder', 'Cancel lines nothing of which has been shipped.', cancelBody, { lines: [1], reason: 'Discontinued' }),
]

/** The jeweller's cancel, beside the store's other order operations. */
export const jewellerCancelOperation: Operation = {
  method: 'post',
  path: '/api/v1/commerce/orders/{id}/cancel/',
  operationId: 'cancelOrderLines',
  tag: 'commerce',
  access: 'commerce',
  validation: 'zod',
  summary: 'Cancel lines of a placed order of the store before the house confirmed them.',
  pathParams: idParam(),
  body: { schema: cancelBody },
  responses: { ...responses(ok(placedOrder), 401, 404, 429), ...refusals },
  example: { body: { lines: [1], reason: 'The customer changed her mind' } },
}

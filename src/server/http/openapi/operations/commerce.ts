import { z } from 'zod'
import { created, idParam, noContent, ok, responses, type Operation } from '@/server/http/openapi/operation'
import { lineItemSchema } from '@/server/trade/lineItemBody'
import { productsParams } from '@/server/trade/productsQuery'
import { engravingImageForm, orderUpdateBody, ordersListParams, shipmentUpdateBody, skusParams } from '@/server/trade/schemas'

/** The cart or an order as the commerce API answers it (src/server/trade/orderView.ts). */
const order = z.looseObject({
  id: z.number(),
  status: z.string(),
  number: z.string().nullable(),
  currency: z.string(),
  authorized: z.boolean().optional(),
  placed_at: z.string().nullable(),
  shipments: z.array(z.looseObject({ id: z.number(), shipping_method: z.looseObject({ id: z.number() }).nullable() })).optional(),
  line_items: z.array(z.looseObject({ id: z.number(), quantity: z.number() })),
  totals: z.looseObject({ items: z.number(), shipping: z.number().nullable(), total: z.number(), currency: z.string() }),
}).describe('Amounts in minor units of `currency`, formatted beside them.')

const location = z.object({ id: z.number(), name: z.string() })

/** The trade shop (spec 2): a commerce token per store, its catalogue, cart and orders. */
export const commerceOperations: Operation[] = [
  {
    method: 'get', path: '/api/v1/locations/', operationId: 'listLocations', tag: 'commerce', access: 'account', validation: 'none',
    summary: 'The stores the trade user holds (a customer holds none).',
    responses: responses(ok(z.array(location)), 401),
  },
  {
    method: 'post', path: '/api/v1/locations/{id}/commerce/authenticate/', operationId: 'authenticateLocation', tag: 'commerce', access: 'account', validation: 'none',
    summary: 'A commerce token for one of the user\'s stores, also set as the commerce cookie.',
    description: 'A customer, a store the user does not hold and an id that names no store all get the same 403.',
    pathParams: idParam(),
    responses: responses(ok(z.object({ token: z.string(), expires_at: z.string(), location, currency: z.string() })), 401, 403, 429),
  },
  {
    method: 'get', path: '/api/v1/commerce/products/', operationId: 'listProducts', tag: 'commerce', access: 'commerce', validation: 'zod',
    summary: "The shop's product groups with prices in the store's currency, 100 a page.",
    query: productsParams,
    responses: responses(ok(z.object({ results: z.array(z.looseObject({})), currency: z.string(), page: z.number(), per_page: z.number() })), 400, 401),
    example: { query: { language: 'de' } },
  },
  {
    method: 'get', path: '/api/v1/commerce/skus/', operationId: 'listSkus', tag: 'commerce', access: 'commerce', validation: 'zod',
    summary: 'SKUs with their price in the store\'s currency; an unknown code is 404.',
    query: skusParams,
    responses: responses(ok(z.object({ results: z.array(z.object({ code: z.string(), active: z.boolean(), weight_grams: z.number().nullable(), delivery_time_weeks: z.number().nullable(), price: z.object({ amount: z.number(), currency: z.string() }).nullable() })) })), 400, 401, 404),
  },
  {
    method: 'get', path: '/api/v1/commerce/limitations/', operationId: 'listLimitations', tag: 'commerce', access: 'commerce', validation: 'none',
    summary: 'The free limitation numbers per SKU prefix (`[]`: sold out).',
    responses: responses(ok(z.record(z.string(), z.array(z.number()))), 401),
  },
  {
    method: 'get', path: '/api/v1/commerce/orders/current/', operationId: 'currentOrder', tag: 'commerce', access: 'commerce', validation: 'none',
    summary: 'The cart of the token\'s store and user (created empty on the first look), priced today.',
    responses: responses(ok(order), 401),
  },
  {
    method: 'get', path: '/api/v1/commerce/orders/current/count/', operationId: 'cartLineCount', tag: 'commerce', access: 'commerce', validation: 'none',
    summary: 'The number of lines in the cart.',
    responses: responses(ok(z.object({ line_count: z.number() })), 401),
  },
  {
    method: 'get', path: '/api/v1/commerce/orders/', operationId: 'listOrders', tag: 'commerce', access: 'commerce', validation: 'zod',
    summary: "The store's placed orders, newest first, 20 a page.",
    query: ordersListParams,
    responses: responses(ok(z.looseObject({ results: z.array(order) })), 400, 401),
    example: { query: { page: '1' } },
  },
  {
    method: 'get', path: '/api/v1/commerce/orders/{id}/', operationId: 'getOrder', tag: 'commerce', access: 'commerce', validation: 'none',
    summary: "A placed order of the store, or the caller's own cart.",
    pathParams: idParam(),
    responses: responses(ok(order), 401, 404),
  },
  {
    method: 'patch', path: '/api/v1/commerce/orders/{id}/', operationId: 'updateOrder', tag: 'commerce', access: 'commerce', validation: 'zod',
    summary: 'Authorize (`{"_authorize": true}`) or place (`{"_place": true}`) the cart.',
    description: 'A cart that cannot be ordered as it is answers 400 or 409 `{detail, code}` (code: a `cart.error.*` message key).',
    pathParams: idParam(),
    body: { schema: orderUpdateBody },
    responses: responses(ok(order), 400, 401, 404, 409, 429),
    example: { body: { _authorize: true } },
  },
  {
    method: 'post', path: '/api/v1/commerce/line_items/', operationId: 'addLineItem', tag: 'commerce', access: 'commerce', validation: 'zod',
    summary: 'Add an article of a product group to the cart.',
    description: '`selection` names the variant (size, metal, engraving …) and is checked against the group.',
    body: { schema: lineItemSchema },
    responses: responses(created(z.looseObject({ id: z.number(), quantity: z.number() }).describe('The new cart line.')), 400, 401, 409, 429),
    example: { body: { article_group_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', quantity: 1, selection: {} } },
  },
  {
    method: 'delete', path: '/api/v1/commerce/line_items/{id}/', operationId: 'deleteLineItem', tag: 'commerce', access: 'commerce', validation: 'none',
    summary: 'Remove a line of the own cart.',
    pathParams: idParam(),
    responses: responses(noContent(), 401, 404, 429),
  },
  {
    method: 'patch', path: '/api/v1/commerce/shipments/{id}/', operationId: 'updateShipment', tag: 'commerce', access: 'commerce', validation: 'zod',
    summary: "Choose the cart's shipping method (one of the market's that carries the weight).",
    pathParams: idParam(),
    body: { schema: shipmentUpdateBody },
    responses: responses(ok(order), 400, 401, 404, 429),
    example: { body: { shipping_method: 1 } },
  },
  {
    method: 'post', path: '/api/v1/commerce/engraving-images/', operationId: 'uploadEngravingImage', tag: 'commerce', access: 'commerce', validation: 'zod',
    summary: 'Upload an engraving image; its id goes into a line\'s `selection.engravingImage`.',
    body: { schema: engravingImageForm, contentType: 'multipart/form-data' },
    responses: responses(created(z.object({ id: z.number() })), 400, 401, 413, 415, 429),
  },
]

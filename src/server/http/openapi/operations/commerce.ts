import { z } from 'zod'
import { TOO_LARGE_QUANTITY } from '@/domain/trade/serviceQuantity'
import { errorComponents } from '@/server/http/openapi/components'
import { created, idParam, noContent, ok, responses, type Operation } from '@/server/http/openapi/operation'
import { currency, dbId, instant, named } from '@/contracts/common'
import { cart, lineItem, order, ordersPage, placementRefusal } from '@/contracts/order'
import { productGroup } from '@/contracts/productGroup'
import { lineItemSchema, lineUpdateSchema } from '@/server/trade/lineItemBody'
import { quickOrderBody } from '@/server/trade/quickOrder'
import { quickOrderAnswer, reorderAnswer } from '@/contracts/addedLines'
import { productsParams } from '@/server/trade/productsQuery'
import { engravingImageForm, orderUpdateBody, ordersListParams, shipmentUpdateBody, skusParams } from '@/server/trade/schemas'

/** A refused line: DRF's field errors, the selection's nested under `selection`, a service item's quantity hint beside its message. */
const lineErrors = z.union([
  z.strictObject({ selection: z.record(z.string(), z.array(z.string())) }),
  z.strictObject({ quantity: z.array(z.string()), hint: z.strictObject({ key: z.literal(TOO_LARGE_QUANTITY), quantity: z.int(), max: z.int() }) }),
  errorComponents.FieldErrors,
  errorComponents.Detail,
])

/** The trade shop (spec 2): a commerce token per store, its catalogue, cart and orders. */
export const commerceOperations: Operation[] = [
  {
    method: 'get',
    path: '/api/v1/locations/',
    operationId: 'listLocations',
    tag: 'commerce',
    access: 'account',
    validation: 'none',
    summary: 'The stores the trade user may order for: held, with orders:use_as_billing_location and an ordering right there (a customer has none).',
    responses: responses(ok(z.array(named)), 401),
  },
  {
    method: 'post',
    path: '/api/v1/locations/{id}/commerce/authenticate/',
    operationId: 'authenticateLocation',
    tag: 'commerce',
    access: 'account',
    validation: 'none',
    summary: "A commerce token for one of the user's stores, also set as the commerce cookie.",
    description:
      'A customer, a store the user does not hold or may not order for (orders:use_as_billing_location and orders:create_article_order or orders:create_service_order) and an id that names no store all get the same 403.',
    pathParams: idParam(),
    responses: responses(ok(z.strictObject({ token: z.string(), expires_at: instant, location: named, currency })), 401, 403, 429),
  },
  {
    method: 'get',
    path: '/api/v1/commerce/products/',
    operationId: 'listProducts',
    tag: 'commerce',
    access: 'commerce',
    validation: 'zod',
    summary: "The shop's product groups with prices in the store's currency, 100 a page.",
    query: productsParams,
    responses: responses(
      ok(
        z.strictObject({
          results: z.array(productGroup),
          currency,
          page: z.int(),
          per_page: z.int(),
          delivery_days: z.strictObject({ weekdays: z.array(z.int()), closed: z.array(z.string()) }),
          max_jewellery_pieces: z.int().describe('The most pieces a jewellery line may hold, as the house sets it (issue 33).'),
        }),
      ),
      400,
      401,
    ),
    example: { query: { language: 'de' } },
  },
  {
    method: 'get',
    path: '/api/v1/commerce/skus/',
    operationId: 'listSkus',
    tag: 'commerce',
    access: 'commerce',
    validation: 'zod',
    summary: "SKUs with their price in the store's currency; an unknown code is 404.",
    query: skusParams,
    responses: responses(
      ok(
        z.strictObject({
          results: z.array(
            z.strictObject({
              code: z.string(),
              active: z.boolean(),
              weight_grams: z.number(),
              delivery_time_weeks: z.int(),
              price: z.strictObject({ amount: z.int(), currency }).nullable().describe("Null: not in the store's price list."),
            }),
          ),
        }),
      ),
      400,
      401,
      404,
    ),
  },
  {
    method: 'get',
    path: '/api/v1/commerce/limitations/',
    operationId: 'listLimitations',
    tag: 'commerce',
    access: 'commerce',
    validation: 'none',
    summary: 'The free limitation numbers per SKU prefix (`[]`: sold out).',
    responses: responses(ok(z.record(z.string().describe('A SKU prefix.'), z.array(z.int()))), 401),
  },
  {
    method: 'get',
    path: '/api/v1/commerce/orders/current/',
    operationId: 'currentOrder',
    tag: 'commerce',
    access: 'commerce',
    validation: 'none',
    summary: "The cart of the token's store and user (created empty on the first look), priced today.",
    responses: responses(ok(cart), 401),
  },
  {
    method: 'get',
    path: '/api/v1/commerce/orders/current/count/',
    operationId: 'cartLineCount',
    tag: 'commerce',
    access: 'commerce',
    validation: 'none',
    summary: 'The number of lines in the cart.',
    responses: responses(ok(z.strictObject({ line_count: z.int() })), 401),
  },
  {
    method: 'get',
    path: '/api/v1/commerce/orders/',
    operationId: 'listOrders',
    tag: 'commerce',
    access: 'commerce',
    validation: 'zod',
    summary: "The store's placed orders, newest first, 20 a page.",
    query: ordersListParams,
    responses: responses(ok(ordersPage), 400, 401),
    example: { query: { page: '1' } },
  },
  {
    method: 'get',
    path: '/api/v1/commerce/orders/{id}/',
    operationId: 'getOrder',
    tag: 'commerce',
    access: 'commerce',
    validation: 'none',
    summary: "A placed order of the store, or the caller's own cart.",
    pathParams: idParam(),
    responses: responses(ok(order), 401, 404),
  },
  {
    method: 'patch',
    path: '/api/v1/commerce/orders/{id}/',
    operationId: 'updateOrder',
    tag: 'commerce',
    access: 'commerce',
    validation: 'zod',
    summary:
      'Authorize (`{"_authorize": true}`) or place (`{"_place": true}`) the cart; choose the store it is delivered to (`{"shipping_location": id}`, issue 33).',
    description:
      "A cart that cannot be ordered as it is answers 400, 403 or 409 `{detail, code}` (code: a `cart.error.*` message key). `shipping_location` (an addition to the commerce API's trigger attributes) names one of the user's stores holding orders:use_as_shipping_location, listed in the cart as `shipping_locations`, or null for the default: the billing store, else the first of them. Sent with a trigger, it is set first; another store voids the authorization.",
    pathParams: idParam(),
    body: { schema: orderUpdateBody },
    responses: {
      ...responses(ok(order, 'The authorized cart, the placed order, or the cart with its new delivery store.'), 401, 404, 429),
      400: {
        description: 'An invalid body or a `shipping_location` the user may not deliver to (DRF field errors), or an empty cart `{detail, code}`.',
        schema: z.union([errorComponents.FieldErrors, placementRefusal]),
      },
      403: {
        description: "The user's rights at the store no longer allow some lines (`line-not-permitted`, with their ids): `{detail, code, lines}`.",
        schema: placementRefusal,
      },
      409: {
        description: 'Lines no longer sold, no store to deliver to, no shipping method, an incomplete store address: `{detail, code, lines?}`.',
        schema: placementRefusal,
      },
    },
    example: { body: { _authorize: true } },
  },
  {
    method: 'post',
    path: '/api/v1/commerce/line_items/',
    operationId: 'addLineItem',
    tag: 'commerce',
    access: 'commerce',
    validation: 'zod',
    summary: 'Add an article of a product group to the cart.',
    description: '`selection` names the variant (size, metal, engraving …) and is checked against the group.',
    body: { schema: lineItemSchema },
    responses: {
      ...responses(created(lineItem.describe('The new cart line.')), 401, 409, 429),
      400: {
        description:
          "Invalid fields; a group of a kind the user may not order for the store (`article_group_id`: `shop.error.article-order-not-permitted` or `shop.error.service-order-not-permitted`); a refused selection nested under `selection`; a service item's quantity over its maximum with the shop's `hint`.",
        schema: lineErrors,
      },
    },
    example: { body: { article_group_id: '3f2504e0-4f89-41d3-9a0c-0305e82c3301', quantity: 1, selection: {} } },
  },
  {
    method: 'patch',
    path: '/api/v1/commerce/line_items/{id}/',
    operationId: 'updateLineItem',
    tag: 'commerce',
    access: 'commerce',
    validation: 'zod',
    summary: 'Change the pieces or the configuration of a jewellery line of the own cart, priced again.',
    description:
      "Pieces: 1 to the house's setting (`max_jewellery_pieces` of the cart, 50 unless changed), a ring of the year 1. A selection is checked as POST line_items/ checks it (the cart's duplicated line takes another option this way); a ring of the year keeps its number. A service item's quantity is chosen in the shop (400). The change voids the cart's authorization.",
    pathParams: idParam(),
    body: { schema: lineUpdateSchema },
    responses: {
      ...responses(ok(lineItem.describe('The line with its new quantity and amounts.')), 401, 404, 409, 429),
      400: { description: 'Invalid quantity, more than the line may hold, a refused selection, or a service item.', schema: lineErrors },
    },
    example: { body: { quantity: 3 } },
  },
  {
    method: 'post',
    path: '/api/v1/commerce/quick-order/',
    operationId: 'quickOrder',
    tag: 'commerce',
    access: 'commerce',
    validation: 'zod',
    summary: 'Add article numbers typed or pasted (one per line, with an optional quantity) to the cart.',
    description:
      "Each line is read with the house's article-number rules, found in today's catalogue (the configuration the code stands for, ordered as stock) and added as POST line_items/ adds a line. Per line: the others are added when one is refused, and each refused one is named with its line and reason.",
    body: { schema: quickOrderBody },
    responses: responses(ok(quickOrderAnswer, 'One result per article line.'), 400, 401, 429),
    example: { body: { text: 'Artikelnummer;Menge\n10-1101-0560-1-WG;2\n10-9999-00-1-WG' } },
  },
  {
    method: 'post',
    path: '/api/v1/commerce/orders/{id}/reorder/',
    operationId: 'reorder',
    tag: 'commerce',
    access: 'commerce',
    validation: 'none',
    summary: 'Order a placed order of the store again: its lines go into the cart, checked and priced today.',
    description:
      'A line no longer sold, or with an option no longer offered, is named under `refused` with its reason; cancelled lines are not ordered again. A ring of the year takes the lowest free number; a requested day becomes "as soon as possible". Another store\'s order is 404.',
    pathParams: idParam(),
    responses: responses(ok(reorderAnswer, 'The lines added and those refused.'), 401, 404, 429),
  },
  {
    method: 'delete',
    path: '/api/v1/commerce/line_items/{id}/',
    operationId: 'deleteLineItem',
    tag: 'commerce',
    access: 'commerce',
    validation: 'none',
    summary: 'Remove a line of the own cart.',
    pathParams: idParam(),
    responses: responses(noContent(), 401, 404, 429),
  },
  {
    method: 'patch',
    path: '/api/v1/commerce/shipments/{id}/',
    operationId: 'updateShipment',
    tag: 'commerce',
    access: 'commerce',
    validation: 'zod',
    summary: "Choose the cart's shipping method (one of the market's that carries the weight).",
    pathParams: idParam(),
    body: { schema: shipmentUpdateBody },
    responses: responses(ok(cart), 400, 401, 404, 429),
    example: { body: { shipping_method: 1 } },
  },
  {
    method: 'post',
    path: '/api/v1/commerce/engraving-images/',
    operationId: 'uploadEngravingImage',
    tag: 'commerce',
    access: 'commerce',
    validation: 'zod',
    summary: "Upload an engraving image; its id goes into a line's `selection.engravingImage`.",
    body: { schema: engravingImageForm, contentType: 'multipart/form-data' },
    responses: responses(created(z.strictObject({ id: dbId.describe("The image's id, for `selection.engravingImage`.") })), 400, 401, 413, 415, 429),
  },
]

import { z } from 'zod'
import { orderEventTypes } from '@/domain/orders/orderEvents'
import { openLineStatuses } from '@/domain/orders/orderStatus'
import { inventoryEventTypes } from '@/domain/portal/inventoryEventTypes'
import { itemActions, portalPermissions } from '@/domain/portal/permissions'
import { dbId, instant, named } from '@/contracts/common'

/**
 * The retailer portal's answers (spec 3 §3): the one definition the OpenAPI document describes, the
 * server builds (src/server/portal/inventoryRow.ts, openOrders.ts, inventoryAggregates.ts,
 * itemHistory.ts, locationUsers.ts) and the portal's pages read (src/components/portal/). Prices are
 * numbers in minor units of the currency beside them.
 */

const price = z.number().nullable()

export const inventoryRow = z.strictObject({
  id: dbId,
  serial_number: z.string(),
  article_number: z.string(),
  article_type: z.string().nullable(),
  article_description_de: z.string(),
  description_de: z.string(),
  image: z.string().nullable(),
  location: named,
  sell_in_price: price,
  sell_in_currency: z.string().nullable(),
  sell_in_date: z.string().nullable(),
  sell_out_price: price,
  sell_out_currency: z.string().nullable(),
  sell_out_date: z.string().nullable(),
  sale_user: named.nullable().describe('Who sold the item.'),
  client_note: z.string(),
  internal_note: z.string(),
  available_in_virtual_storage: z.boolean(),
  store_currency: z.string().nullable().describe("The store's currency: what a sale of the item is recorded in (sell_out_currency, issue 34)."),
  recommended_retail_price: price.describe(
    "The recommended retail price of the item's product (its metal colour's base SKU) in store_currency, in minor units; null when the house gives none. The sale dialog starts from it.",
  ),
})

export const openOrderRow = z.strictObject({
  id: dbId.describe('The order line.'),
  article_number: z.string(),
  article_description_de: z.string().describe("The product's name (the product group's)."),
  image: z.string().nullable().describe("The product's picture URL."),
  quantity: z.int().describe('Pieces on the line.'),
  commission_order_reference: z.string(),
  order_type: z.enum(['article', 'service']),
  commission: z.boolean(),
  order_no: z.string(),
  status: z.enum(openLineStatuses).describe("The line's progress at the house (issue 33); a line received in full or cancelled is no open order."),
  serial_numbers: z.array(z.string()).describe('The serial numbers of its pieces shipped and not yet received.'),
  note: z.string().describe("The store's own note on the line (set_client_note with table open_orders, orders:manage_note)."),
  sell_in_price: z.number().describe("The line's value: all its pieces, in minor units."),
  sell_out_price: z.number().describe("The retail price of one piece (the line's unit price), in minor units."),
  currency: z.string(),
  estimated_delivery: z.string().nullable(),
  location: named,
  article_type: z.string().nullable(),
  placed_at: instant.nullable(),
})

const sums = { currency: z.string(), total_sell_in_value: z.number(), total_sell_out_value: z.number(), count: z.int() }
export const inventoryAggregates = z.strictObject({
  results: z.array(z.strictObject({ ...sums, year: z.string().nullable().describe("The year of `aggregate_by`'s date, null without it.") })),
})
const sumsRow = z.strictObject(sums)
export const openOrderAggregates = z.strictObject({ results: z.array(sumsRow) })

export const historyEntry = z.strictObject({
  id: dbId,
  type: z.enum(inventoryEventTypes),
  date: instant,
  data: z
    .record(z.string(), z.unknown())
    .describe(
      "What the event recorded; its keys depend on `type` and on the system that wrote it (imports write their own): user, reason, source_location_id, target_location_id, note, virtual_storage, sell_in_price and currency, sell_out_price and currency, sale_user, information (a change request) and answer (the house's answer to it, `change_answered`); beside the ids, user_name and sale_user_name.",
    ),
})

/**
 * An entry of an open-order row's history (issue 33): what the house and the store did to the order
 * line, from its order's history, each entry reduced to what concerns this line.
 */
export const openOrderHistoryEntry = z.strictObject({
  id: dbId,
  type: z.enum(orderEventTypes),
  date: instant,
  data: z
    .strictObject({
      estimated_delivery: z.string().optional().describe('confirmed: the day the house expects to deliver the line.'),
      serial_numbers: z.array(z.string()).optional().describe("shipped, received: this line's pieces in the delivery or the receipt."),
      carrier: z.string().nullable().optional(),
      tracking_number: z.string().nullable().optional(),
      reason: z.string().nullable().optional().describe('cancelled: why.'),
      information: z.string().optional().describe('change_requested, change_answered: what the store asked.'),
      answer: z.string().optional().describe("change_answered: the house's answer."),
      user: dbId.optional().describe('The store user who acted (change_requested, received).'),
      user_name: z.string().optional(),
    })
    .describe('What the entry says of this line; its keys depend on `type`.'),
})

export const actionResults = z.strictObject({
  results: z.array(
    z.strictObject({
      item_id: z.union([z.string(), dbId]).describe('The serial number; the row id for request_change.'),
      action: z.enum([...itemActions, 'log_sell_in']),
      item: inventoryRow.nullable().describe("The item as it is now (a received piece: its new stock row); null for an open-order row's request_change."),
    }),
  ),
})

/** The 400 of an action list: errors per index of the list, or one for the list as a whole. */
export const actionErrors = z.strictObject({ errors: z.array(z.strictObject({ index: z.int(), errors: z.record(z.string(), z.array(z.string())) })) })

/** A user's permissions in one store (GET and PATCH locations/{id}/users/…). */
export const locationUser = z.strictObject({
  id: dbId.describe('The grant; 0 when the user holds the store without one yet.'),
  user: z.strictObject({ id: dbId, name: z.string(), email: z.string() }),
  location: dbId,
  permissions: z.array(z.enum(portalPermissions)),
})

export type InventoryRow = z.infer<typeof inventoryRow>
export type OpenOrderRow = z.infer<typeof openOrderRow>
/** One currency's sums, as both aggregate answers give them (the inventory's with a year beside). */
export type AggregateRow = z.infer<typeof sumsRow>
export type InventoryAggregateRow = z.infer<typeof inventoryAggregates>['results'][number]
export type HistoryEntry = z.infer<typeof historyEntry>
export type OpenOrderHistoryEntry = z.infer<typeof openOrderHistoryEntry>
export type ActionResults = z.infer<typeof actionResults>
export type LocationUser = z.infer<typeof locationUser>

import { z } from 'zod'
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
      'What the event recorded; its keys depend on `type` and on the system that wrote it (imports write their own): user, reason, source_location_id, target_location_id, note, virtual_storage, sell_in_price and currency, sell_out_price and currency, sale_user; beside the ids, user_name and sale_user_name.',
    ),
})

export const actionResults = z.strictObject({
  results: z.array(
    z.strictObject({
      item_id: z.union([z.string(), dbId]).describe('The serial number; the row id for request_change.'),
      action: z.enum(itemActions),
      item: inventoryRow.nullable().describe("The item as it is now; null for an open-order row's request_change."),
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
export type ActionResults = z.infer<typeof actionResults>
export type LocationUser = z.infer<typeof locationUser>

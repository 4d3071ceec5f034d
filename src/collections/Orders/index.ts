import type { CollectionConfig } from 'payload'
import { jsonViewComponent } from '@/fields/jsonView'
import { tradeDataAccess } from '@/access/tradeData'
import { currencies } from '@/domain/trade/currencies'
import { deleteOrderLines } from '@/collections/Orders/hooks/deleteOrderLines'
import { placedOrderStatuses } from '@/domain/orders/orderStatus'

/**
 * cart: the open order a store's user fills in the shop; placed: sent to the house (issue 15); then
 * as the house works it (issue 33), derived from its lines (src/domain/orders/orderStatus.ts).
 */
export const orderStates = ['cart', ...placedOrderStatuses] as const
export type OrderState = (typeof orderStates)[number]

/**
 * Orders of the trade shop, per store and user, in the store's currency. The current cart is the
 * one order whose cartKey is "{store}:{user}": the unique index makes finding or creating it safe
 * when two requests add the first line at once, and placing clears the key (issue 15). Lines are
 * documents of their own (order-lines), so adding one never rewrites the others. Placing writes the
 * amounts, addresses and terms as they were agreed (src/server/trade/placeOrder.ts).
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: {
    group: 'Trade',
    defaultColumns: ['id', 'status', 'store', 'user', 'currency', 'updatedAt'],
    components: { beforeListTable: ['@/components/admin/OrderDeskLink#OrderDeskLink'] },
  },
  access: tradeDataAccess,
  hooks: { beforeDelete: [deleteOrderLines] },
  // The house's order list, newest first per status (`?status=placed&page=N`, issue 33): without it
  // every page sorted all orders of the status (docs/budgets.md, "The order desk").
  indexes: [{ fields: ['status', 'placedAt'] }],
  fields: [
    {
      type: 'row',
      fields: [
        // Derived from the lines once placed (src/domain/orders/orderStatus.ts), never set by hand.
        { name: 'status', type: 'select', required: true, defaultValue: 'cart', index: true, options: [...orderStates], admin: { readOnly: true } },
        { name: 'currency', type: 'select', required: true, options: Object.keys(currencies) },
        { name: 'placedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'store', type: 'relationship', relationTo: 'jewelers', required: true, index: true },
        { name: 'user', type: 'relationship', relationTo: 'users', required: true, index: true },
      ],
    },
    {
      // Issue 33: the store is the billing address; the order goes to this one of the user's stores.
      name: 'shippingStore',
      type: 'relationship',
      relationTo: 'jewelers',
      admin: {
        description:
          'The delivery store the user chose in the cart (one holding orders:use_as_shipping_location). Empty: the billing store, or else the first of theirs that may be delivered to.',
      },
    },
    { name: 'cartKey', type: 'text', unique: true, admin: { readOnly: true, position: 'sidebar', description: 'Set while this is the current cart' } },
    {
      name: 'orderNumber',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: 'Given when the order is placed' },
    },
    { name: 'authorizedAt', type: 'date', admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    // Issue 33: given once, by the move that leaves nothing to ship (src/server/orders/invoiceNumbers.ts).
    {
      name: 'invoiceNumber',
      type: 'text',
      unique: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar', description: 'Its market’s next of the year, given when nothing is left to ship' },
    },
    { name: 'invoicedAt', type: 'date', admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'lines', type: 'join', collection: 'order-lines', on: 'order' },
    { name: 'deliveries', type: 'join', collection: 'deliveries', on: 'order' },
    { name: 'events', type: 'join', collection: 'order-events', on: 'order', defaultSort: 'at' },
    {
      type: 'collapsible',
      label: 'As placed',
      admin: { description: 'Written once when the order is placed: what the store ordered and agreed to.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'itemsAmount', type: 'number', admin: { readOnly: true, description: 'Minor units' } },
            { name: 'shippingAmount', type: 'number', admin: { readOnly: true, description: 'Minor units' } },
            { name: 'totalAmount', type: 'number', admin: { readOnly: true, description: 'Minor units, net (items and shipping)' } },
            { name: 'weightGrams', type: 'number', admin: { readOnly: true } },
          ],
        },
        {
          // Issue 33: VAT at the billing store's country's rate when placed, so documents read what was agreed.
          type: 'row',
          fields: [
            { name: 'vatCountry', type: 'text', admin: { readOnly: true, description: 'Country whose rate was charged' } },
            { name: 'vatPercent', type: 'number', admin: { readOnly: true, description: 'Percent; 0 when zero rated' } },
            { name: 'vatAmount', type: 'number', admin: { readOnly: true, description: 'Minor units' } },
            { name: 'grossAmount', type: 'number', admin: { readOnly: true, description: 'Minor units, net plus VAT' } },
          ],
        },
        { name: 'shippingMethodName', type: 'text', admin: { readOnly: true } },
        {
          type: 'row',
          fields: [
            { name: 'paymentTermsDe', type: 'textarea', admin: { readOnly: true } },
            { name: 'paymentTermsEn', type: 'textarea', admin: { readOnly: true } },
          ],
        },
        { name: 'billingAddress', type: 'json', admin: { readOnly: true, components: { Field: jsonViewComponent } } },
        { name: 'shippingAddress', type: 'json', admin: { readOnly: true, components: { Field: jsonViewComponent } } },
        { name: 'language', type: 'text', admin: { readOnly: true, description: 'The language of the confirmation mail' } },
      ],
    },
  ],
}

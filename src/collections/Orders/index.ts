import type { CollectionConfig } from 'payload'
import { tradeDataAccess } from '@/access/tradeData'
import { currencies } from '@/domain/trade/currencies'
import { deleteOrderLines } from '@/collections/Orders/hooks/deleteOrderLines'

/** cart: the open order a store's user fills in the shop; placed: sent to the house (issue 15). */
export const orderStates = ['cart', 'placed'] as const
export type OrderState = (typeof orderStates)[number]

/**
 * Orders of the trade shop, per store and user, in the store's currency. The current cart is the
 * one order whose cartKey is "{store}:{user}": the unique index makes finding or creating it safe
 * when two requests add the first line at once, and placing clears the key (issue 15). Lines are
 * documents of their own (order-lines), so adding one never rewrites the others.
 */
export const Orders: CollectionConfig = {
  slug: 'orders',
  admin: { group: 'Trade', defaultColumns: ['id', 'status', 'store', 'user', 'currency', 'updatedAt'] },
  access: tradeDataAccess,
  hooks: { beforeDelete: [deleteOrderLines] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'status', type: 'select', required: true, defaultValue: 'cart', index: true, options: [...orderStates] },
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
    { name: 'cartKey', type: 'text', unique: true, admin: { readOnly: true, position: 'sidebar', description: 'Set while this is the current cart' } },
    { name: 'lines', type: 'join', collection: 'order-lines', on: 'order' },
  ],
}

import type { CollectionConfig } from 'payload'
import { tradeDataAccess } from '@/access/tradeData'

export const limitationStates = ['free', 'reserved', 'sold'] as const
export type LimitationState = (typeof limitationStates)[number]

/**
 * The numbered pieces of a limited yearly ring, per SKU prefix. A number is free, reserved by a cart
 * line (released when the line goes) or sold with a placed order. Reserving is one conditional
 * UPDATE … WHERE status = 'free' (src/server/trade/reserveLimitationNumber.ts), so two carts can
 * never hold the same number; the unique (prefix, number) index keeps each number once.
 */
export const LimitationNumbers: CollectionConfig = {
  slug: 'limitation-numbers',
  admin: { useAsTitle: 'skuPrefix', group: 'Trade', defaultColumns: ['skuPrefix', 'number', 'status', 'order'] },
  access: tradeDataAccess,
  indexes: [{ fields: ['skuPrefix', 'number'], unique: true }],
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'skuPrefix', type: 'text', required: true, index: true },
        {
          name: 'number',
          type: 'number',
          required: true,
          validate: (value: unknown) => (Number.isSafeInteger(value) && (value as number) >= 1 ? true : 'A whole number from 1'),
        },
        { name: 'status', type: 'select', required: true, defaultValue: 'free', index: true, options: [...limitationStates] },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'order', type: 'relationship', relationTo: 'orders', admin: { description: 'The cart or order holding it' } },
        { name: 'line', type: 'relationship', relationTo: 'order-lines' },
        { name: 'reservedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
  ],
}

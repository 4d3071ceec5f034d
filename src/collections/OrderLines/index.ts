import { jsonViewComponent } from '@/fields/jsonView'
import type { CollectionConfig } from 'payload'
import { tradeDataAccess } from '@/access/tradeData'
import { currencies } from '@/domain/trade/currencies'
import { validateAmountMinor } from '@/fields/priceListAmounts'
import { releaseLineNumbers } from '@/collections/OrderLines/hooks/releaseLineNumbers'
import { lineStatuses } from '@/domain/orders/orderStatus'
import { voidAuthorizationAfterChange, voidAuthorizationAfterDelete } from '@/collections/Orders/hooks/voidAuthorization'

/**
 * A line of an order: the configured article, its quantity and the prices the server computed when
 * it was added (minor units of the order's currency). The selection is kept as sent and checked,
 * so placing the order can compute and check everything again.
 */
export const OrderLines: CollectionConfig = {
  slug: 'order-lines',
  admin: { useAsTitle: 'fullCode', group: 'Trade', defaultColumns: ['fullCode', 'order', 'quantity', 'totalAmount', 'currency'] },
  access: tradeDataAccess,
  // However a line goes (the shop's delete, the admin), its limitation number goes back on sale; any
  // change to the lines asks for a new authorization before the order can be placed.
  hooks: { beforeDelete: [releaseLineNumbers], afterChange: [voidAuthorizationAfterChange], afterDelete: [voidAuthorizationAfterDelete] },
  fields: [
    { name: 'order', type: 'relationship', relationTo: 'orders', required: true, index: true },
    {
      type: 'row',
      fields: [
        { name: 'productGroup', type: 'relationship', relationTo: 'product-groups', required: true },
        { name: 'sku', type: 'relationship', relationTo: 'skus', admin: { description: 'The SKU whose weight and delivery time apply' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'skuCode', type: 'text', required: true },
        { name: 'fullCode', type: 'text', required: true },
        {
          name: 'quantity',
          type: 'number',
          required: true,
          validate: (value: unknown) => (Number.isSafeInteger(value) && (value as number) >= 1 ? true : 'A whole number from 1'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'currency', type: 'select', required: true, options: Object.keys(currencies) },
        { name: 'unitAmount', type: 'number', required: true, validate: validateAmountMinor },
        { name: 'totalAmount', type: 'number', required: true, validate: validateAmountMinor },
      ],
    },
    {
      type: 'row',
      fields: [
        // Set when the order is placed; the house's API moves it (src/server/orders/), so it is read-only here.
        { name: 'status', type: 'select', index: true, options: [...lineStatuses], admin: { readOnly: true } },
        {
          name: 'estimatedDelivery',
          type: 'text',
          admin: { readOnly: true, description: 'YYYY-MM-DD: set when the order is placed, confirmed or changed by the house' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'cancelledBy', type: 'select', options: ['house', 'jeweller'], admin: { readOnly: true } },
        { name: 'cancelReason', type: 'text', admin: { readOnly: true } },
      ],
    },
    { name: 'note', type: 'textarea', admin: { description: "The store's note on its open order line (orders:manage_note)" } },
    { name: 'pieces', type: 'join', collection: 'pieces', on: 'line' },
    {
      name: 'metadata',
      type: 'json',
      required: true,
      admin: { readOnly: true, description: 'Order line metadata of spec 2 §3', components: { Field: jsonViewComponent } },
    },
    { name: 'engraving', type: 'json', admin: { readOnly: true, components: { Field: jsonViewComponent } } },
    { name: 'selection', type: 'json', required: true, admin: { readOnly: true, components: { Field: jsonViewComponent } } },
  ],
}

import type { CollectionConfig } from 'payload'
import { tradeDataAccess } from '@/access/tradeData'
import { isArticleNumber } from '@/domain/articleNumber'
import { priceListAmountsField } from '@/fields/priceListAmounts'

/**
 * Stock-keeping units: the article numbers the house makes, with a price per price list. A product
 * group's base SKU per metal colour gives its base price; a length without a SKU of its own is made
 * from the base SKU (see src/server/trade/findSkus.ts).
 */
export const Skus: CollectionConfig = {
  slug: 'skus',
  typescript: { interface: 'Sku' },
  admin: { useAsTitle: 'code', group: 'Trade', defaultColumns: ['code', 'active', 'weightGrams', 'deliveryTimeWeeks'] },
  access: tradeDataAccess,
  fields: [
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: (value: unknown) => (isArticleNumber(value) ? true : 'An article number NN-NNNN-LLLL-N-XX (00 without a length), no suffixes'),
    },
    { name: 'active', type: 'checkbox', defaultValue: true },
    {
      type: 'row',
      fields: [
        { name: 'weightGrams', type: 'number', required: true, defaultValue: 0, min: 0, admin: { description: 'Shipping weight in grams' } },
        {
          name: 'deliveryTimeWeeks',
          type: 'number',
          required: true,
          defaultValue: 0,
          min: 0,
          validate: (value: unknown) => (Number.isSafeInteger(value) && (value as number) >= 0 ? true : 'Whole weeks, 0 for stock'),
        },
      ],
    },
    priceListAmountsField('prices'),
  ],
}

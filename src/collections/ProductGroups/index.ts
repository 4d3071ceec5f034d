import { randomUUID } from 'node:crypto'
import type { CollectionConfig, Field } from 'payload'
import { tradeDataAccess } from '@/access/tradeData'
import { productTypes } from '@/domain/productFilters'
import { alloys } from '@/domain/trade/alloys'
import { isArticleLength } from '@/domain/trade/articleLength'
import { engravingTypes } from '@/domain/trade/engravingTypes'
import { materials } from '@/domain/trade/materials'
import { metaTypes } from '@/domain/trade/metaTypes'
import { specialColors } from '@/domain/trade/specialColors'
import { priceListAmountsField } from '@/fields/priceListAmounts'

type Data = { metaType?: string; metalColors?: string[] | null }
const isJewelry = (data: Data) => data?.metaType !== 'service_item'
const isServiceItem = (data: Data) => data?.metaType === 'service_item'

const wholeNumber = (min: number) => (value: unknown) =>
  value == null || (Number.isSafeInteger(value) && (value as number) >= min) ? true : `A whole number, ${min} or more`

/** Select values are strings; the numbered enumerations keep their number as the value. */
const numbered = (names: Record<number, string>) => Object.entries(names).map(([value, label]) => ({ value, label: `${value} ${label}` }))

const lengthRows = (name: 'articleLengths' | 'specialLengths', description: string): Field => ({
  name,
  type: 'array',
  admin: { condition: isJewelry, initCollapsed: true, description },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'metalColor', type: 'select', required: true, options: [...materials] },
        {
          name: 'length',
          type: 'number',
          required: true,
          validate: (value: unknown) => (isArticleLength(value) ? true : 'Above 0, below 1000, at most one decimal (56, 42.5)'),
        },
      ],
    },
    priceListAmountsField('prices', 'Surcharge per price list. No rows: no surcharge in any currency; rows without a store’s currency: not offered there.'),
  ],
})

/**
 * Product groups of spec 2 §3: what the trade shop lists and configures. Prices per currency are
 * never typed in twice: the base price of a metal colour is its base SKU's price in the store's price
 * list, and every surcharge (engraving type, special colour, length) carries one amount per price
 * list (src/fields/priceListAmounts.ts). src/server/trade/catalogue.ts turns a group into the
 * domain's ProductGroup in one currency.
 */
export const ProductGroups: CollectionConfig = {
  slug: 'product-groups',
  admin: { useAsTitle: 'name', group: 'Trade', defaultColumns: ['name', 'metaType', 'productType', 'skuPrefix'] },
  access: tradeDataAccess,
  fields: [
    {
      name: 'uuid',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      defaultValue: () => randomUUID(),
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'name', type: 'text', localized: true, required: true },
    {
      type: 'row',
      fields: [
        { name: 'metaType', type: 'select', required: true, defaultValue: 'jewelry', options: [...metaTypes] },
        { name: 'productType', type: 'select', required: true, options: [...productTypes] },
        {
          name: 'skuPrefix',
          type: 'text',
          required: true,
          index: true,
          admin: { description: 'Product and model part shared by the group’s SKUs (10-1206); limitation numbers are kept per prefix' },
          validate: (value: unknown) => (typeof value === 'string' && /^\d{2}-\d{4}$/.test(value) ? true : 'NN-NNNN'),
        },
      ],
    },
    { name: 'products', type: 'relationship', relationTo: 'products', hasMany: true },
    {
      type: 'row',
      admin: { condition: isJewelry },
      fields: [
        { name: 'metalColors', type: 'select', hasMany: true, options: [...materials] },
        { name: 'alloys', type: 'select', hasMany: true, options: [...alloys] },
      ],
    },
    {
      name: 'baseSkus',
      type: 'array',
      admin: {
        condition: isJewelry,
        description:
          'The SKU of each metal colour: its price is the colour’s trade price (what the store pays). The recommended retail price (uvp) beside it is what the store is advised to ask.',
      },
      validate: (rows: unknown, { data }: { data: Data }) => {
        if (!isJewelry(data)) return true
        const colors = (Array.isArray(rows) ? (rows as { metalColor?: string }[]) : []).map((r) => r.metalColor)
        if (new Set(colors).size !== colors.length) return 'One SKU per metal colour'
        const missing = (data.metalColors ?? []).filter((c) => !colors.includes(c))
        return missing.length ? `A base SKU is missing for ${missing.join(', ')}` : true
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'metalColor', type: 'select', required: true, options: [...materials] },
            { name: 'sku', type: 'relationship', relationTo: 'skus', required: true },
          ],
        },
        // Issue 33: the RRP per metal colour (this row) and currency (its price list); net, like the trade price.
        priceListAmountsField('rrp', 'Recommended retail price (uvp) per price list, net, in minor units. No row for a currency: no RRP shown there.'),
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'isLimited', type: 'checkbox', defaultValue: false },
        { name: 'isRingOfTheYear', type: 'checkbox', defaultValue: false },
        { name: 'isDefaultAssortment', type: 'checkbox', defaultValue: false },
        { name: 'useSizeLabels', type: 'checkbox', defaultValue: false },
      ],
    },
    {
      type: 'collapsible',
      label: 'Engraving',
      admin: { condition: isJewelry },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'allowEngraving', type: 'checkbox', defaultValue: false },
            { name: 'hasDefaultEngravingPowerBracelet', type: 'checkbox', defaultValue: false },
            { name: 'standardEngraving', type: 'select', options: numbered(engravingTypes) },
          ],
        },
        {
          name: 'engravingPrices',
          type: 'array',
          admin: { description: 'A type without a row is not offered.' },
          fields: [{ name: 'engravingType', type: 'select', required: true, options: numbered(engravingTypes) }, priceListAmountsField('prices')],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Special colours',
      admin: { condition: isJewelry },
      fields: [
        { name: 'allowSpecialColor', type: 'checkbox', defaultValue: false },
        {
          name: 'specialColorPrices',
          type: 'array',
          admin: { description: 'A colour without a row is not offered.' },
          fields: [{ name: 'specialColor', type: 'select', required: true, options: numbered(specialColors) }, priceListAmountsField('prices')],
        },
      ],
    },
    lengthRows('articleLengths', 'Stock lengths per metal colour (ring width in mm, necklace or bracelet length in cm).'),
    lengthRows('specialLengths', 'Made-to-order lengths per metal colour.'),
    {
      name: 'serviceItem',
      type: 'group',
      admin: { condition: isServiceItem },
      fields: [
        {
          name: 'sku',
          type: 'relationship',
          relationTo: 'skus',
          admin: { description: 'Its article number and price' },
          validate: (value: unknown, { data }: { data: Data }) => (!isServiceItem(data) || value ? true : 'A service item needs its SKU'),
        },
        {
          type: 'row',
          fields: [
            { name: 'orderQuantity', type: 'number', defaultValue: 1, admin: { description: 'Quantities step by this' }, validate: wholeNumber(1) },
            { name: 'maxQuantity', type: 'number', defaultValue: 1, validate: wholeNumber(0) },
            { name: 'unitLabel', type: 'text', localized: true },
          ],
        },
      ],
    },
  ],
}

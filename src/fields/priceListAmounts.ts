import type { ArrayField } from 'payload'
import { isAmountMinor } from '@/domain/trade/currencies'

/** An amount as the shop stores it: a whole number of the currency's minor units, never a float. */
export function validateAmountMinor(value: unknown): true | string {
  return isAmountMinor(value) && (value as number) >= 0 ? true : 'A whole number of minor units (cents, rappen; whole yen and won), 0 or more'
}

type Row = { priceList?: unknown }
const idOf = (value: unknown) => (value && typeof value === 'object' ? (value as { id?: unknown }).id : value)

/**
 * Prices per price list (one row per currency), the one way the trade data stores money: a SKU's
 * price, and each surcharge (engraving type, special colour, length). Rows name their price list
 * rather than carrying a currency code, so a currency is added once, as a price list.
 */
export function priceListAmountsField(name = 'prices', description?: string): ArrayField {
  return {
    name,
    type: 'array',
    interfaceName: 'PriceListAmounts',
    admin: { initCollapsed: true, description: description ?? 'Amounts in minor units of each price list: 12900 EUR is 129,00 €; 19000 JPY is ¥19,000.' },
    validate: (rows: unknown) => {
      const ids = (Array.isArray(rows) ? (rows as Row[]) : []).map((r) => String(idOf(r.priceList)))
      return new Set(ids).size === ids.length ? true : 'One row per price list'
    },
    fields: [
      {
        type: 'row',
        fields: [
          { name: 'priceList', type: 'relationship', relationTo: 'price-lists', required: true },
          { name: 'amount', type: 'number', required: true, min: 0, validate: validateAmountMinor },
        ],
      },
    ],
  }
}

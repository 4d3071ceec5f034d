import type { GlobalConfig } from 'payload'
import { isBrandStaff } from '@/access/roles'
import { isCountryCode, isVatPercent } from '@/domain/trade/vat'

type Row = { country?: unknown }

/**
 * The VAT rate of each market the house sells to (issue 33): the cart, the placed order and its
 * documents charge the rate of the billing store's country (src/domain/trade/vat.ts has the
 * rounding rule). A market whose sales are zero rated (exports) carries 0; a country without a
 * row has no known rate, and its stores cannot place an order until one is entered. Brand staff
 * and admins edit it; nobody else reads it here (the commerce API answers the rate with the cart).
 */
export const VatRates: GlobalConfig = {
  slug: 'vat-rates',
  label: 'VAT rates',
  admin: { group: 'Trade' },
  access: { read: isBrandStaff, update: isBrandStaff },
  fields: [
    {
      name: 'markets',
      type: 'array',
      admin: { description: 'One row per country. A changed rate applies to carts from now on; placed orders keep the rate they were placed at.' },
      validate: (rows: unknown) => {
        const codes = (Array.isArray(rows) ? (rows as Row[]) : []).map((r) => String(r.country ?? '').toUpperCase())
        return new Set(codes).size === codes.length ? true : 'One row per country'
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'country',
              type: 'text',
              required: true,
              admin: { description: 'ISO alpha-2, upper case (DE, AT, CH)' },
              validate: (value: unknown) => (isCountryCode(value) ? true : 'Two capital letters, e.g. DE'),
            },
            {
              name: 'percent',
              type: 'number',
              required: true,
              admin: { description: 'Percent, at most two decimals: 19, 8.1; 0 for a zero-rated market', step: 0.1 },
              validate: (value: unknown) => (isVatPercent(value) ? true : 'A percentage from 0 to 100 with at most two decimals'),
            },
          ],
        },
      ],
    },
  ],
}

import type { GlobalConfig } from 'payload'
import { isBrandStaff, isStaff } from '@/access/roles'
import { isCountryCode } from '@/domain/trade/vat'

/**
 * The house as its order documents name it (issue 33): the letterhead and the footer of every order
 * confirmation, delivery note and invoice (src/server/documents/letterhead.ts). Legal details an
 * invoice must carry (the house's name and address, its VAT identification number) and how to pay
 * it, kept by brand staff and admins, in one language: they are names and numbers, not prose.
 */
export const HouseDetails: GlobalConfig = {
  slug: 'house-details',
  label: 'House details',
  admin: { group: 'Trade', description: 'The letterhead and footer of order confirmations, delivery notes and invoices.' },
  access: { read: isStaff, update: isBrandStaff },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', admin: { description: 'The brand as the letterhead sets it (Aurelle)' } },
        { name: 'company', type: 'text', admin: { description: 'The legal name (Aurelle GmbH)' } },
      ],
    },
    {
      name: 'address',
      type: 'group',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'line1', type: 'text', label: 'Street' },
            { name: 'line2', type: 'text', label: 'Second line' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'zip', type: 'text' },
            { name: 'city', type: 'text' },
            {
              name: 'country',
              type: 'text',
              admin: { description: 'ISO alpha-2, upper case' },
              validate: (value: unknown) => (value == null || value === '' || isCountryCode(value) ? true : 'Two capital letters, e.g. DE'),
            },
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', type: 'text' },
        { name: 'email', type: 'email' },
        { name: 'website', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'vatId', type: 'text', label: 'VAT ID' },
        { name: 'register', type: 'text', admin: { description: 'Register court and number, managing directors: one line' } },
      ],
    },
    {
      name: 'bank',
      type: 'group',
      admin: { description: 'Printed in the footer when an IBAN is given.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text' },
            { name: 'iban', type: 'text', label: 'IBAN' },
            { name: 'bic', type: 'text', label: 'BIC' },
          ],
        },
      ],
    },
  ],
}

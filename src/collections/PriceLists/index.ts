import type { CollectionConfig } from 'payload'
import { tradeDataAccess } from '@/access/tradeData'
import { currencies } from '@/domain/trade/currencies'
import { DEFAULT_DELIVERY_DAYS, isMonthDay } from '@/domain/trade/deliveryDays'

const weekdayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/**
 * One price list per shop currency (spec 2 §9); a store orders from the list of its currency. The
 * list is also the market's delivery calendar (issue 30): the days the shop's calendar offers and
 * the server accepts as a requested delivery date (src/domain/trade/deliveryDays.ts).
 */
export const PriceLists: CollectionConfig = {
  slug: 'price-lists',
  admin: { useAsTitle: 'currency', group: 'Trade', defaultColumns: ['currency', 'name'] },
  access: tradeDataAccess,
  fields: [
    { name: 'currency', type: 'select', required: true, unique: true, options: Object.keys(currencies) },
    { name: 'name', type: 'text' },
    {
      name: 'deliveryWeekdays',
      type: 'select',
      hasMany: true,
      options: weekdayNames.map((label, i) => ({ label, value: String(i + 1) })),
      defaultValue: DEFAULT_DELIVERY_DAYS.weekdays.map(String),
      admin: { description: 'Weekdays the house delivers on in this market. None ticked: Monday to Friday.' },
    },
    {
      name: 'closedDays',
      type: 'text',
      defaultValue: DEFAULT_DELIVERY_DAYS.closed.join(', '),
      admin: { description: 'Days of every year without delivery, as MM-DD separated by commas (e.g. 12-24, 12-25, 12-26). Empty: no such days.' },
      validate: (value: unknown) => {
        if (typeof value !== 'string' || !value.trim()) return true
        const wrong = value.split(/[\s,;]+/).filter((d) => d && !isMonthDay(d))
        return wrong.length ? `Not a day written MM-DD: ${wrong.join(', ')}` : true
      },
    },
  ],
}

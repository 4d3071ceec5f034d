import { describe, expect, it } from 'vitest'
import { parseFields } from '@/server/http/zodErrors'
import { parseInventoryQuery } from '@/server/portal/inventoryQuery'
import { aggregateByParam, exportFormatParam, locationUserBody, openOrdersParams, queryInput } from '@/server/portal/schemas'

// Issue 20: the portal's queries moved to zod schemas "keeping the exact contract": the field
// errors below are the texts the portal answered before (spec 3 §7's client shows them).
const inventory = (query: string) => parseInventoryQuery(new URLSearchParams(query))
const openOrders = (query: string) => parseFields(openOrdersParams, queryInput(openOrdersParams, new URLSearchParams(query)))

describe('the portal query schemas', () => {
  it('read the inventory query with its defaults', () => {
    expect(inventory('')).toEqual({
      query: {
        table: 'stock',
        locations: [],
        articleType: null,
        virtualStorage: null,
        ranges: [],
        search: '',
        orderBy: [{ field: 'sell_in_date', descending: true }],
        page: 1,
        pageSize: 50,
      },
    })
    const q = inventory(
      'sell_out_date__isnull=false&location__in=1,2&location__in=3&article_type=ring&available_in_virtual_storage=true&sell_out_date__gte=2026-01-01&search=%20Herz%20&order_by=serial_number,-id&page=2&page_size=10',
    )
    expect(q).toEqual({
      query: {
        table: 'sell_out',
        locations: ['1', '2', '3'],
        articleType: 'ring',
        virtualStorage: true,
        ranges: [{ field: 'sell_out_date', gte: '2026-01-01', lte: null }],
        search: 'Herz',
        orderBy: [
          { field: 'serial_number', descending: false },
          { field: 'id', descending: true },
        ],
        page: 2,
        pageSize: 10,
      },
    })
    expect(inventory('sell_in_date__isnull=false&article_type=none')).toMatchObject({ query: { table: 'sell_in', articleType: null } })
  })

  it('refuse unknown values with the portal texts, all at once', () => {
    expect(
      inventory(
        'sell_in_date__isnull=maybe&location__in=1,x&article_type=watch&available_in_virtual_storage=1&sell_in_date__lte=2026-13-01&order_by=-password&page=0&page_size=500',
      ),
    ).toEqual({
      errors: {
        sell_in_date__isnull: ['Must be true or false.'],
        location__in: ['A valid integer is required.'],
        article_type: ['"watch" is not a valid choice.'],
        available_in_virtual_storage: ['Must be true or false.'],
        sell_in_date__lte: ['Enter a valid date (YYYY-MM-DD).'],
        order_by: ['Cannot order by "-password".'],
        page: ['Invalid page.'],
        page_size: ['Ensure this value is between 1 and 200.'],
      },
    })
  })

  it('sort the open orders by one column only', () => {
    expect(openOrders('order_by=order_no').data?.order_by).toEqual([{ field: 'order_no', descending: false }])
    expect(openOrders('order_by=-placed_at,order_no').errors).toEqual({ order_by: ['Cannot order by "-placed_at,order_no".'] })
    expect(openOrders('order_type=gift&commission=yes').errors).toEqual({
      order_type: ['"gift" is not a valid choice.'],
      commission: ['Must be true or false.'],
    })
  })

  it('check aggregate_by, the export format, a permission list and an action list', () => {
    expect(parseFields(aggregateByParam, {}).data).toEqual({ aggregate_by: undefined })
    expect(parseFields(aggregateByParam, { aggregate_by: 'currency,sell_in_date' }).data).toEqual({ aggregate_by: 'sell_in_date' })
    expect(parseFields(aggregateByParam, { aggregate_by: 'serial_number' }).errors).toEqual({
      aggregate_by: ['Use "currency", optionally with sell_in_date or sell_out_date.'],
    })
    // An export without a language is the German page's: its headings and file name are German.
    expect(parseFields(exportFormatParam, {}).data).toEqual({ format: 'csv', language: 'de' })
    expect(parseFields(exportFormatParam, { language: 'xx' }).errors).toHaveProperty('language')
    expect(parseFields(exportFormatParam, { format: 'pdf' }).errors).toEqual({ format: ['"pdf" is not a valid choice.'] })
    expect(parseFields(locationUserBody, { permissions: ['inventory:fly'] }).errors).toEqual({ permissions: ['A list of portal permissions.'] })
    expect(parseFields(locationUserBody, { permissions: ['inventory:view_current'] }).data).toEqual({ permissions: ['inventory:view_current'] })
  })
})

import { describe, expect, it } from 'vitest'
import { cleanFilters, filterChoices, hasActiveFilters, listParams } from '@/domain/portal/tableFilters'

const base = { search: '', sort: null, locations: [], today: '2026-11-24' }
const pairs = (p: URLSearchParams) => [...p.entries()]

// Spec 3 §7 and §9: each filter value becomes the API's query parameters.
describe('filter → query', () => {
  it('reads each table with its own dates', () => {
    expect(pairs(listParams({ ...base, table: 'stock', filters: {} }))).toEqual([['sell_out_date__isnull', 'true']])
    expect(pairs(listParams({ ...base, table: 'sell_in', filters: {} }))).toEqual([
      ['sell_in_date__isnull', 'false'],
      ['sell_out_date__isnull', 'true'],
    ])
    expect(pairs(listParams({ ...base, table: 'sell_out', filters: {} }))).toEqual([
      ['sell_in_date__isnull', 'false'],
      ['sell_out_date__isnull', 'false'],
    ])
    expect(pairs(listParams({ ...base, table: 'open_orders', filters: {} }))).toEqual([])
  })

  it('maps a year to field__gte and field__lte: sell-in days for stock and sell-in, sale days for sell-out', () => {
    const year = (table: 'stock' | 'sell_out', range: (typeof filterChoices.date_range)[number]) => {
      const p = listParams({ ...base, table, filters: { date_range: range } })
      return [...p.entries()].filter(([k]) => k.endsWith('__gte') || k.endsWith('__lte'))
    }
    expect(year('stock', 'current_year')).toEqual([
      ['sell_in_date__gte', '2026-01-01'],
      ['sell_in_date__lte', '2026-12-31'],
    ])
    expect(year('stock', 'previous_year')).toEqual([
      ['sell_in_date__gte', '2025-01-01'],
      ['sell_in_date__lte', '2025-12-31'],
    ])
    expect(year('sell_out', 'two_years_ago')).toEqual([
      ['sell_out_date__gte', '2024-01-01'],
      ['sell_out_date__lte', '2024-12-31'],
    ])
    expect(year('sell_out', 'three_years_ago')).toEqual([
      ['sell_out_date__gte', '2023-01-01'],
      ['sell_out_date__lte', '2023-12-31'],
    ])
    expect(year('stock', 'none')).toEqual([])
  })

  it('sends article type, virtual storage, order type and commission; "none" sends nothing', () => {
    const p = listParams({ ...base, table: 'stock', filters: { article_type: 'amulet', virtual_storage: 'false' } })
    expect(p.get('article_type')).toBe('amulet')
    expect(p.get('available_in_virtual_storage')).toBe('false')
    const o = listParams({ ...base, table: 'open_orders', filters: { order_type: 'service', commission: 'true', article_type: 'none' } })
    expect(pairs(o)).toEqual([
      ['order_type', 'service'],
      ['commission', 'true'],
    ])
  })

  it('drops filters a table does not offer (open orders have no year, stock no order type)', () => {
    expect(listParams({ ...base, table: 'open_orders', filters: { date_range: 'current_year', virtual_storage: 'true' } }).toString()).toBe('')
    expect(listParams({ ...base, table: 'stock', filters: { order_type: 'article' } }).get('order_type')).toBeNull()
  })

  it('repeats location__in, writes order_by with a minus for descending, trims the search', () => {
    const p = listParams({ ...base, table: 'sell_out', filters: {}, locations: ['3', '7'], sort: { id: 'sell_out_price', desc: true }, search: '  Herz ' })
    expect(p.getAll('location__in')).toEqual(['3', '7'])
    expect(p.get('order_by')).toBe('-sell_out_price')
    expect(p.get('search')).toBe('Herz')
    expect(listParams({ ...base, table: 'stock', filters: {}, sort: { id: 'serial_number', desc: false } }).get('order_by')).toBe('serial_number')
  })

  it('cleans stored filters: unknown ids and values and "none" go', () => {
    expect(cleanFilters({ article_type: 'ring', virtual_storage: 'maybe', color: 'red', date_range: 'none' }, 'stock')).toEqual({ article_type: 'ring' })
    expect(cleanFilters('nonsense', 'stock')).toEqual({})
    expect(hasActiveFilters({})).toBe(false)
    expect(hasActiveFilters({ commission: 'false' })).toBe(true)
  })
})

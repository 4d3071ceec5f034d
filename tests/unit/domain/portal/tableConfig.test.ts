import { describe, expect, it } from 'vitest'
import { clampWidth, configKey, emptyConfig, loadConfig, parseConfig, saveConfig } from '@/domain/portal/tableConfig'

const columns = ['serial_number', 'sell_in_price', 'location']

function memoryStorage() {
  const data = new Map<string, string>()
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data }
}

// Spec 3 §3 "table configuration (kept locally per table)" and §9's width limits.
describe('table configuration in the browser', () => {
  it('saves and reads back widths, filters, marked rows and sort per table', () => {
    const storage = memoryStorage()
    const config = { widths: { serial_number: 300 }, filters: { article_type: 'ring' as const }, checked: [4, 9], sort: { id: 'sell_in_price', desc: true } }
    saveConfig(storage, 'stock', config)
    expect(loadConfig(storage, 'stock', columns)).toEqual(config)
    expect(loadConfig(storage, 'sell_in', columns)).toEqual(emptyConfig())
    expect([...storage.data.keys()]).toEqual([configKey('stock')])
  })

  it('clamps widths to 120–750 px', () => {
    expect(clampWidth(50)).toBe(120)
    expect(clampWidth(900)).toBe(750)
    expect(clampWidth(333.4)).toBe(333)
    expect(parseConfig(JSON.stringify({ widths: { serial_number: 10, location: 2000 } }), 'stock', columns).widths).toEqual({
      serial_number: 120,
      location: 750,
    })
  })

  it('ignores what it does not know: broken JSON, unknown columns, a sort on an unknown column, odd ids', () => {
    expect(parseConfig('{broken', 'stock', columns)).toEqual(emptyConfig())
    const odd = parseConfig(
      JSON.stringify({
        widths: { nope: 200, location: 'wide' },
        sort: { id: 'nope', desc: true },
        checked: [1, 'x', 1, 2.5],
        filters: { order_type: 'article' },
      }),
      'stock',
      columns,
    )
    expect(odd).toEqual({ widths: {}, filters: {}, checked: [1], sort: null })
  })

  it('a storage that throws (disabled, full) leaves the table working', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('full')
      },
    }
    expect(loadConfig(broken, 'stock', columns)).toEqual(emptyConfig())
    expect(() => saveConfig(broken, 'stock', emptyConfig())).not.toThrow()
  })
})

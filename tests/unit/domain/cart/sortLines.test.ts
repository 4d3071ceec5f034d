import { describe, expect, it } from 'vitest'
import { isCartSort, sortLines } from '@/domain/cart/sortLines'

const line = (id: number, name: string, added: string) => ({ id, added_at: added, product: { name } })
const lines = [
  line(3, 'Zarte Welle', '2026-11-24T10:00:02Z'),
  line(1, 'Ämilia Ring', '2026-11-24T10:00:01Z'),
  line(2, 'Anhänger', '2026-11-24T10:00:01Z'),
  line(4, 'anhänger', '2026-11-24T09:00:00Z'),
]

describe('cart sort (spec 2 §2: added_at by default, by_productname)', () => {
  it('sorts by the time added, oldest first, ties by id', () => {
    expect(sortLines(lines, 'added_at', 'de').map((l) => l.id)).toEqual([4, 1, 2, 3])
  })
  it('sorts by product name in the language, case and accents aside, ties by time added', () => {
    expect(sortLines(lines, 'by_productname', 'de').map((l) => l.product.name)).toEqual(['Ämilia Ring', 'anhänger', 'Anhänger', 'Zarte Welle'])
  })
  it('leaves the given lines alone and knows its two sorts', () => {
    const copy = [...lines]
    sortLines(lines, 'by_productname', 'de')
    expect(lines).toEqual(copy)
    expect(isCartSort('added_at') && isCartSort('by_productname')).toBe(true)
    expect(isCartSort('price')).toBe(false)
  })
})

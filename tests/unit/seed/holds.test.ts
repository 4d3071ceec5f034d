import { describe, expect, it } from 'vitest'
import { holds } from '@seed/assets'

// Issue 30: a seed re-run over a filled house writes only what differs from what is stored.
describe('seed re-run: what a stored document already holds', () => {
  const stored = {
    id: 7,
    name: 'Herzstück',
    imageSet: [3, 4],
    openingTimes: [{ id: 'a1', day: 'mon', from: '10:00' }],
    meta: { description: 'Ring', image: null },
    fax: null,
    updatedAt: '2026-11-28T10:00:00.000Z',
  }

  it('holds the same values, ignoring what the seed does not write (ids, timestamps)', () => {
    expect(
      holds(stored, { name: 'Herzstück', imageSet: [3, 4], openingTimes: [{ day: 'mon', from: '10:00' }], meta: { description: 'Ring' }, fax: undefined }),
    ).toBe(true)
    expect(holds(stored, { fax: null, meta: { image: null } })).toBe(true)
  })

  it('does not hold a changed value, a longer or reordered list, or a value where null is stored', () => {
    expect(holds(stored, { name: 'Herzstück Ring' })).toBe(false)
    expect(holds(stored, { imageSet: [4, 3] })).toBe(false)
    expect(holds(stored, { imageSet: [3, 4, 5] })).toBe(false)
    expect(holds(stored, { openingTimes: [{ day: 'mon', from: '09:00' }] })).toBe(false)
    expect(holds(stored, { fax: '+49 1' })).toBe(false)
    expect(holds(stored, { missing: 'x' })).toBe(false)
    expect(holds(null, { name: 'Herzstück' })).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { mergeWishlists, unknownArticleMessage, unknownArticlesIn } from '@/domain/wishlist'

// Issue 6: "On login the local list merges into the profile (no duplicates, earliest date kept)".
describe('wishlist merge rules', () => {
  it('keeps each article once with its earliest date, the profile order first', () => {
    const profile = [
      { article: 'A', date_added: '2026-01-05T10:00:00.000Z' },
      { article: 'B', date_added: '2026-01-01T10:00:00.000Z' },
    ]
    const local = [
      { article: 'B', date_added: '2026-02-01T10:00:00.000Z' },
      { article: 'A', date_added: '2026-01-02T10:00:00.000Z' },
      { article: 'C', date_added: '2026-03-01T10:00:00.000Z' },
    ]
    expect(mergeWishlists(profile, local)).toEqual([
      { article: 'A', date_added: '2026-01-02T10:00:00.000Z' },
      { article: 'B', date_added: '2026-01-01T10:00:00.000Z' },
      { article: 'C', date_added: '2026-03-01T10:00:00.000Z' },
    ])
  })

  it('compares instants, not strings (time zone offsets)', () => {
    const merged = mergeWishlists([{ article: 'A', date_added: '2026-01-01T10:00:00.000Z' }], [{ article: 'A', date_added: '2026-01-01T11:30:00+02:00' }])
    expect(merged).toEqual([{ article: 'A', date_added: '2026-01-01T11:30:00+02:00' }])
  })

  it('reads the articles a 400 refused as unknown, in the server’s words', () => {
    expect(unknownArticlesIn({ wishlist: [unknownArticleMessage('10-1101-00-1-GG'), 'Ensure this field has no more than 200 elements.'] })).toEqual([
      '10-1101-00-1-GG',
    ])
    expect(unknownArticlesIn({ email: ['taken'] })).toEqual([])
    expect(unknownArticlesIn(null)).toEqual([])
  })
})

import { describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { parseCardsQuery, type CardsQuery } from '@/server/wishlist/cardsQuery'
import { productCards } from '@/server/wishlist/productCards'

const query = (search: string) => parseCardsQuery(new URLSearchParams(search))
const product = (id: number, mpn: string, slug: string) => ({ id, mpn, slug, type: 'ring', name: `Ring ${id}`, isLimited: false, imageMain: null })

// The wishlist page asks for its cards: GET /api/v1/products/cards/?mpns=a,b&locale=de.
describe('GET /api/v1/products/cards/ query', () => {
  it('splits, trims and de-duplicates the article numbers; German by default', () => {
    expect(query('mpns=A-1,%20B-2,,A-1')).toEqual({ query: { mpns: ['A-1', 'B-2'], locale: 'de' } })
    expect(query('mpns=A-1&locale=zh-hans')).toEqual({ query: { mpns: ['A-1'], locale: 'zh-hans' } })
  })

  it('answers DRF field errors for a bad locale, a missing list and more than 200 articles', () => {
    expect(query('mpns=A-1&locale=fr')).toEqual({ errors: { locale: ['"fr" is not a valid choice.'] } })
    expect(query('locale=de')).toEqual({ errors: { mpns: ['This field is required.'] } })
    const many = Array.from({ length: 201 }, (_, i) => `A-${i}`).join(',')
    expect(query(`mpns=${many}`)).toEqual({ errors: { mpns: ['Ensure this field has no more than 200 elements.'] } })
  })
})

describe('GET /api/v1/products/cards/', () => {
  it('reads published products only (access applies) and answers the cards in the order asked, unknown ones left out', async () => {
    const find = vi.fn(async () => ({ docs: [product(1, 'A-1', 'erster'), product(2, 'B-2', 'zweiter')] }))
    const body = await productCards({ find } as unknown as Payload, query('mpns=B-2,GONE,A-1&locale=en').query as CardsQuery)
    expect(body.cards.map((c) => [c.mpn, c.href])).toEqual([
      ['B-2', '/en/jewellery/zweiter/'],
      ['A-1', '/en/jewellery/erster/'],
    ])
    expect(find).toHaveBeenCalledWith(
      expect.objectContaining({ collection: 'products', locale: 'en', overrideAccess: false, where: { mpn: { in: ['B-2', 'GONE', 'A-1'] } } }),
    )
  })

  it('answers no cards without reading anything when no article is asked for', async () => {
    const find = vi.fn()
    expect(await productCards({ find } as unknown as Payload, { mpns: [], locale: 'de' })).toEqual({ cards: [] })
    expect(find).not.toHaveBeenCalled()
  })
})

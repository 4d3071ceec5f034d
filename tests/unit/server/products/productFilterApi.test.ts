import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { parseFilterState, readFilterQuery } from '@/domain/productFilters'
import type { BlockView } from '@/blocks/blockView'
import { applyProductFilters, filterProductCards } from '@/server/products/filterProducts'
import { filterQuery, parseFilterRequest, productFilter } from '@/server/products/filterRequest'
import { fieldErrorsOf } from '@/server/http/zodErrors'

type Doc = Record<string, unknown> & { id: number }
const ring = (id: number, design: string[], width: string[], extra: Record<string, unknown> = {}): Doc => ({
  id,
  mpn: `10-${1000 + id}-00-1-GG`,
  slug: `ring-${id}`,
  type: 'ring',
  name: `Ring ${id}`,
  isLimited: false,
  imageMain: null,
  filterRingDesign: design,
  filterRingWidth: width,
  ...extra,
})
const catalogue = [
  ring(1, ['modern'], ['narrow']),
  ring(2, ['modern', 'classic'], ['wide'], { isLimited: true }),
  ring(3, ['classic'], ['narrow']),
  ring(4, ['romantic'], ['narrow']),
]
/** Answers like Payload's find over the catalogue: the ids asked for, in the database's order. */
const fakePayload = () => {
  const find = vi.fn(async ({ where }: { where: { id: { in: number[] } } }) => ({ docs: catalogue.filter((d) => where.id.in.includes(d.id)) }))
  return { payload: { find } as unknown as Payload, find }
}
const ring$ = (query: string) => parseFilterState(new URLSearchParams(query), 'ring')

describe('server filtering', () => {
  it('keeps the list order and applies the selections (any value in a group, all groups)', async () => {
    const { payload, find } = fakePayload()
    const cards = await filterProductCards(payload, {
      ids: [4, 3, 2, 1],
      selections: ring$('filterRingDesign=modern,classic&filterRingWidth=narrow'),
      locale: 'en',
    })
    expect(cards.map((c) => c.id)).toEqual([3, 1])
    expect(cards[0].href).toBe('/en/jewellery/ring-3/')
    // Published pieces only (access control applies), card and filter fields only.
    expect(find).toHaveBeenCalledWith(
      expect.objectContaining({ collection: 'products', locale: 'en', overrideAccess: false, where: { id: { in: [4, 3, 2, 1] } } }),
    )
    expect(find.mock.calls[0][0]).toHaveProperty('select.filterRingDesign', true)
    expect(find.mock.calls[0][0]).not.toHaveProperty('select.layout')
  })

  it('narrows only lists with a filter panel, with the selections of their own type', async () => {
    const { payload } = fakePayload()
    const base = { id: 'b', channel: 'both', device: 'both', blockType: 'productList', layout: 'triple' } as const
    const cards = catalogue.map((d) => ({ id: d.id, mpn: String(d.mpn), type: 'ring', name: String(d.name), href: '', isLimited: false }))
    const blocks: BlockView[] = [
      { ...base, products: cards, filter: { productType: 'ring', productIds: [1, 2, 3, 4], claspValues: [], selections: [] } },
      { ...base, id: 'plain', products: cards },
    ]
    const [filtered, plain] = await applyProductFilters(payload, blocks, readFilterQuery(new URLSearchParams('filterRingDesign=classic&isLimited=1')), 'de')
    expect(filtered).toMatchObject({ products: [{ id: 2 }], filter: { selections: ring$('filterRingDesign=classic&isLimited=1') } })
    expect(plain).toBe(blocks[1])
  })
})

// GET /api/v1/products/filter/: the JavaScript path of a filter change.
describe('GET /api/v1/products/filter/', () => {
  // The edge reads the query with filterQuery (its misfit the 400) and hands the service the request.
  const get = (payload: Payload, query: string) => productFilter(payload, filterQuery.parse(new URLSearchParams(query)))

  it('answers the count, the selections as the server read them and the filtered cards', async () => {
    const { payload } = fakePayload()
    const body = await get(payload, 'ids=1,2,3,4&productType=ring&locale=de&filterRingDesign=modern&filterRingWidth=wide')
    expect(body.count).toBe(1)
    expect(body.selections).toEqual(ring$('filterRingDesign=modern&filterRingWidth=wide'))
    expect(body.products.map((p) => [p.id, p.href])).toEqual([[2, '/de/schmuck/ring-2/']])
  })

  it('answers an empty list (the no-filter-result case) with count 0', async () => {
    const { payload } = fakePayload()
    const body = await get(payload, 'ids=1,2&productType=ring&filterRingDesign=romantic')
    expect(body).toMatchObject({ count: 0, products: [] })
  })

  it('refuses a bad query with DRF field errors (the edge answers them 400 before the service reads anything)', () => {
    const parsed = filterQuery.safeParse(new URLSearchParams('productType=brooch&locale=fr'))
    expect(parsed.success).toBe(false)
    expect(fieldErrorsOf(parsed.error!)).toEqual({
      ids: ['This field is required.'],
      productType: ['"brooch" is not a valid choice.'],
      locale: ['"fr" is not a valid choice.'],
    })
    expect(parseFilterRequest(new URLSearchParams('ids=1,x&productType=ring')).errors).toEqual({ ids: ['A valid integer is required.'] })
    const many = Array.from({ length: 201 }, (_, i) => i + 1).join(',')
    expect(parseFilterRequest(new URLSearchParams(`ids=${many}&productType=ring`)).errors).toEqual({
      ids: ['Ensure this field has no more than 200 elements.'],
    })
    expect(parseFilterRequest(new URLSearchParams('ids=1&')).errors).toEqual({ productType: ['This field is required.'] })
  })
})

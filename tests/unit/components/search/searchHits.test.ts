import { describe, expect, it } from 'vitest'
import { groupHits, hitImage, hitSummary, hitTitle, pageLinks, searchPageHref } from '@/components/search/searchHits'
import type { SearchHit } from '@/domain/search'

const product = (name2?: string, image_set: string[] = []): SearchHit => ({
  type: 'product',
  name: 'Amulett',
  name2,
  full_slug: 'de/schmuck/amulett',
  image_set,
  pageSummary: 'Gold',
  url: `/de/schmuck/amulett-${name2 ?? ''}/`,
})
const page: SearchHit = { type: 'page', pageTitle: 'Das Haus', pageSummary: '', full_slug: 'de/das-haus', image: '/media/haus.jpg', url: '/de/das-haus/' }
const jeweler: SearchHit = { type: 'jeweler', name: 'Boutique Pforzheim', image_main: null, url: '/de/j/' }

describe('search hit helpers', () => {
  it('names, pictures and summarises each type', () => {
    expect(hitTitle(product('Rot'))).toBe('Amulett Rot')
    expect(hitTitle(product())).toBe('Amulett')
    expect(hitTitle(page)).toBe('Das Haus')
    expect(hitTitle(jeweler)).toBe('Boutique Pforzheim')
    expect(hitImage(product('a', ['/1.jpg', '/2.jpg']))).toBe('/1.jpg')
    expect(hitImage(product('a'))).toBeNull()
    expect(hitImage(page)).toBe('/media/haus.jpg')
    expect(hitImage(jeweler)).toBeNull()
    expect(hitSummary(product('a'))).toBe('Gold')
    expect(hitSummary(page)).toBeUndefined()
    expect(hitSummary(jeweler)).toBeUndefined()
  })

  it('groups in the order products, pages, jewellers, keeping relevance order and leaving out empty types', () => {
    const hits = [jeweler, product('1'), product('2'), product('3'), product('4'), product('5')]
    const groups = groupHits(hits)
    expect(groups.map((g) => g.type)).toEqual(['product', 'jeweler'])
    expect(groups[0].hits.map(hitTitle)).toEqual(['Amulett 1', 'Amulett 2', 'Amulett 3', 'Amulett 4'])
    expect(groupHits([])).toEqual([])
    expect(groupHits(hits, 2)[0].hits).toHaveLength(2)
  })

  it('links the results page, page 1 without a page parameter', () => {
    expect(searchPageHref('de', 'Ring rot')).toBe('/de/search/?s=Ring+rot')
    expect(searchPageHref('ja', '指輪', 3)).toBe(`/ja/search/?s=${encodeURIComponent('指輪')}&page=3`)
  })

  it('keeps the pager short with gaps, never a gap of one page', () => {
    expect(pageLinks(1, 1)).toEqual([1])
    expect(pageLinks(2, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageLinks(1, 10)).toEqual([1, 2, 3, 'gap', 10])
    expect(pageLinks(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 10])
    expect(pageLinks(10, 10)).toEqual([1, 'gap', 8, 9, 10])
    expect(pageLinks(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12])
  })
})

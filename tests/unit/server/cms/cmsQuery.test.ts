import { describe, expect, it } from 'vitest'
import { wildcard } from '@/server/cms/conditions'
import { storyPath } from '@/server/cms/contentTypes'
import { parseFilterQuery } from '@/server/cms/filterQuery'
import { splitLanguagePrefix, storyLocale } from '@/server/cms/language'
import { parseStoriesQuery } from '@/server/cms/query'
import { folderId, parseStoryId, storyId } from '@/server/cms/storyId'

const parse = (qs: string) => parseStoriesQuery(new URLSearchParams(qs))

// Issue 5: "`per_page` (default 25, max 100), `page`, `sort_by`, `filter_query[field][is|in|not_in|like|gt_int|lt_int]`".
describe('content API query parameters', () => {
  it('pages as Storyblok does: 25 by default, per_page clamped to 100, page at least 1', () => {
    expect(parse('').query).toMatchObject({ perPage: 25, page: 1, draftRequested: false, locale: 'de' })
    expect(parse('per_page=500&page=0').query).toMatchObject({ perPage: 100, page: 1 })
  })

  // Issue 30: "cms/cdn/stories/: page=abc answers 200 though documented as an integer: answer 400".
  it('refuses paging that is no whole number (clamping only what is out of range)', () => {
    expect(parse('page=abc').error).toBe('page: Must be a whole number.')
    expect(parse('per_page=1.5').error).toBe('per_page: Must be a whole number.')
    expect(parse('per_page=&page=').query).toMatchObject({ perPage: 25, page: 1 })
  })

  it('reads the language from `language` or a prefix of starts_with / by_slugs; unknown languages read the default', () => {
    expect(parse('language=en').query?.locale).toBe('en')
    expect(parse('language=fr').query?.locale).toBe('de')
    expect(parse('starts_with=ja/jewellery/').query).toMatchObject({ locale: 'ja', startsWith: 'jewellery/' })
    expect(parse('by_slugs=zh-hans/jewellery/a,schmuck/b').query).toMatchObject({ locale: 'zh-hans', bySlugs: ['jewellery/a', 'schmuck/b'] })
    expect(parse('language=en&starts_with=ja/x').query?.locale).toBe('en')
    expect(splitLanguagePrefix('[default]/en/x')).toEqual({ language: 'de', rest: 'en/x' })
    expect(splitLanguagePrefix('en')).toEqual({ rest: 'en' })
    expect(storyLocale('ZH-HANS')).toBe('zh-hans')
  })

  it('knows the three content types; another one matches nothing', () => {
    expect(parse('').query?.types).toEqual(['page', 'product', 'jeweler'])
    expect(parse('content_type=jeweler').query?.types).toEqual(['jeweler'])
    expect(parse('content_type=tiara').query?.types).toEqual([])
    expect(parse('with_tag=x').query?.matchesNothing).toBe(true)
  })

  it('parses sort_by chains and drops malformed entries', () => {
    expect(parse('sort_by=content.name:desc,created_at,content.price:asc:float,bad field:asc').query?.sortBy).toEqual([
      { field: 'content.name', desc: true },
      { field: 'created_at', desc: false },
      { field: 'content.price', desc: false },
    ])
  })

  it('parses filter_query with AND conditions and __or groups (anonymous and indexed)', () => {
    const params = new URLSearchParams(
      'filter_query[type][in]=ring,necklace&filter_query[__or][][a][is]=true&filter_query[__or][][b][like]=x*&filter_query[__or][7][c][gt_int]=1&filter_query[__or][7][d][lt_int]=9',
    )
    expect(parseFilterQuery(params)).toEqual({
      tree: {
        all: [{ field: 'type', operation: 'in', values: ['ring', 'necklace'] }],
        any: [
          [{ field: 'a', operation: 'is', values: ['true'] }],
          [{ field: 'b', operation: 'like', values: ['x*'] }],
          [
            { field: 'c', operation: 'gt_int', values: ['1'] },
            { field: 'd', operation: 'lt_int', values: ['9'] },
          ],
        ],
      },
    })
    expect(parse('filter_query[type][sounds_like]=ring').error).toMatch(/Unknown filter_query operation "sounds_like"/)
    expect(parse('filter_query[type]=ring').error).toMatch(/Malformed/)
  })
})

describe('story ids', () => {
  it('are unique across types and lead back to the document', () => {
    expect(storyId('page', 1)).toBe(11)
    expect(storyId('product', 1)).toBe(12)
    expect(storyId('jeweler', 40)).toBe(403)
    expect(parseStoryId(403)).toEqual({ type: 'jeweler', documentId: 40 })
    expect(parseStoryId('12')).toEqual({ type: 'product', documentId: 1 })
    for (const bad of ['3', '19', 'abc', '1e3', 5]) expect(parseStoryId(bad)).toBeNull()
    expect([folderId('page'), folderId('product'), folderId('jeweler')]).toEqual([0, 2, 3])
  })
})

describe('full_slug patterns', () => {
  it("builds each type's path per language and matches Storyblok wildcards anchored", () => {
    expect(storyPath('product', 'de', 'herzstueck-ring-in-rot')).toBe('schmuck/herzstueck-ring-in-rot')
    expect(storyPath('product', 'en', 'herzstueck-ring-in-red')).toBe('jewellery/herzstueck-ring-in-red')
    expect(storyPath('jeweler', 'ja', 'aurelle-boutique-pforzheim')).toBe('jewelers/aurelle-boutique-pforzheim')
    expect(storyPath('page', 'en', 'start', true)).toBe('home')
    expect(wildcard('schmuck/herz*').test('schmuck/herzstueck')).toBe(true)
    expect(wildcard('schmuck/herz*').test('x/schmuck/herzstueck')).toBe(false)
    expect(wildcard('*ring*').test('Ring in Rot')).toBe(true)
    expect(wildcard('a.b').test('axb')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { pagePath, productPath, sitePath } from '@/domain/paths'
import { isArticleNumber } from '@/domain/articleNumber'

describe('site paths', () => {
  it('puts the locale first and ends in a slash', () => {
    expect(pagePath('en', 'the-house')).toBe('/en/the-house/')
    expect(pagePath('ja', 'home', true)).toBe('/ja/')
    expect(productPath('de', 'herzstueck-ring')).toBe('/de/schmuck/herzstueck-ring/')
    expect(productPath('zh-hans', 'heart-ring')).toBe('/zh-hans/jewellery/heart-ring/')
  })
  it('prefixes editor-written site paths with the locale', () => {
    expect(sitePath('de', '/wishlist')).toBe('/de/wishlist/')
    expect(sitePath('en', '/')).toBe('/en/')
  })
  // Issue 13 §5; spec 1 §2: "Accepted locale codes in links: en, de, ja, zh-hans."
  it('keeps a locale the editor wrote', () => {
    expect(sitePath('de', '/en/x')).toBe('/en/x/')
    expect(sitePath('de', '/zh-hans/jewellery/ring/')).toBe('/zh-hans/jewellery/ring/')
    expect(sitePath('ja', '/de')).toBe('/de/')
    // ko is no URL locale: a path of that name is a page of the visitor's locale.
    expect(sitePath('de', '/ko/x')).toBe('/de/ko/x/')
  })
  it('ends the path, not the query or the hash, in a slash and keeps both', () => {
    expect(sitePath('de', '/kontakt?product=1')).toBe('/de/kontakt/?product=1')
    expect(sitePath('de', '/kontakt#form')).toBe('/de/kontakt/#form')
    expect(sitePath('de', '/kontakt/?product=1,2#form')).toBe('/de/kontakt/?product=1,2#form')
    expect(sitePath('en', '/en/search?s=ring/')).toBe('/en/search/?s=ring/')
    expect(sitePath('de', '/?s=ring')).toBe('/de/?s=ring')
    expect(sitePath('de', '/#top')).toBe('/de/#top')
  })
  it('leaves files and the API as written', () => {
    expect(sitePath('de', '/cms-api/downloads/file/pflege.pdf')).toBe('/cms-api/downloads/file/pflege.pdf')
    expect(sitePath('de', '/api/v1/search/?s=ring')).toBe('/api/v1/search/?s=ring')
  })
})

describe('article numbers (spec 2 §3)', () => {
  it('accepts product, model, optional length, digit and finish parts', () => {
    expect(isArticleNumber('10-1234-00-1-WG')).toBe(true)
    expect(isArticleNumber('30-0042-0180-2-GW')).toBe(true)
  })
  it('rejects anything else', () => {
    for (const v of ['10-1234-00-1-wg', '1-1234-00-1-WG', '10-1234-00-1', '', 42, null]) expect(isArticleNumber(v)).toBe(false)
  })
})

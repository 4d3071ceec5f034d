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

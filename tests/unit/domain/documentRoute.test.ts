import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { APP_SEGMENTS, documentAddress } from '@/domain/documentRoute'

// Issue 4: "/{locale}/{...slug} renders pages; /{locale}/{full_slug} of a product renders the
// product detail page …; unknown slug → localized 404". These are the addresses the proxy asks about.
describe('document addresses', () => {
  it('names the locale and segments of page and product addresses', () => {
    expect(documentAddress('/de/die-werkstatt/')).toEqual({ locale: 'de', segments: ['die-werkstatt'] })
    expect(documentAddress('/en/jewellery/herzstueck-ring-in-red/')).toEqual({ locale: 'en', segments: ['jewellery', 'herzstueck-ring-in-red'] })
    expect(documentAddress('/zh-hans/a/b/c/')).toEqual({ locale: 'zh-hans', segments: ['a', 'b', 'c'] })
  })

  // Issue 13 §10: "Unknown microsite addresses … still get Next's empty 404 shell".
  it('names the house document a microsite address shows', () => {
    expect(documentAddress('/de/microsite/juwelier-muster/die-werkstatt/')).toEqual({ locale: 'de', segments: ['die-werkstatt'] })
    expect(documentAddress('/ja/microsite/juwelier-muster/jewellery/x/')).toEqual({ locale: 'ja', segments: ['jewellery', 'x'] })
    expect(documentAddress('/de/microsite/juwelier-muster/_filtered/a/ringe/')).toBeNull()
  })

  it('leaves out the home page, the site’s own routes and addresses without a site locale', () => {
    expect(documentAddress('/de/')).toBeNull()
    for (const segment of APP_SEGMENTS) expect(documentAddress(`/de/${segment}/x/`)).toBeNull()
    expect(documentAddress('/de/account/login/')).toBeNull()
    expect(documentAddress('/de/microsite/juwelier-muster/')).toBeNull()
    expect(documentAddress('/ko/seite/')).toBeNull()
    expect(documentAddress('/admin/')).toBeNull()
  })

  it('knows every route folder beside the catch-all, so no new route is mistaken for a missing page', () => {
    const dir = path.resolve(import.meta.dirname, '../../../src/app/(site)/[locale]')
    const routes = fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== '[[...slug]]')
      .map((entry) => decodeURIComponent(entry.name))
    expect(routes.length).toBeGreaterThan(5)
    expect(routes.filter((name) => !APP_SEGMENTS.has(name))).toEqual([])
  })
})

import { describe, expect, it } from 'vitest'
import { filteredListRoute } from '@/domain/filteredRoute'

const route = (address: string) => {
  const url = new URL(address, 'http://localhost')
  return filteredListRoute({ pathname: url.pathname, searchParams: url.searchParams })
}

// Issue 6: "filtering happens on the server" while unfiltered pages stay static. The proxy sends a
// page address with filters to the page's filtered twin and leaves every other address alone.
describe('filtered page addresses in the proxy', () => {
  it('rewrites a page, the home page, a product page and a microsite page with filters to their twins', () => {
    expect(route('/de/ringe/?filterRingDesign=modern,classic&filterRingWidth=narrow')).toEqual({
      rewrite: '/de/_filtered/filterRingDesign=modern,classic&filterRingWidth=narrow/ringe/',
    })
    expect(route('/en/?isLimited=1')).toEqual({ rewrite: '/en/_filtered/isLimited=1/' })
    expect(route('/en/jewellery/herzstueck-ring/?isLimited=1')).toEqual({ rewrite: '/en/_filtered/isLimited=1/jewellery/herzstueck-ring/' })
    expect(route('/de/microsite/juwelier-koch/ringe/?hasEnamel=1')).toEqual({ rewrite: '/de/microsite/juwelier-koch/_filtered/hasEnamel=1/ringe/' })
  })

  it('leaves addresses without (valid) filters, app routes and non-documents alone', () => {
    expect(route('/de/ringe/')).toBeNull()
    expect(route('/de/ringe/?utm_source=news')).toBeNull()
    expect(route('/de/ringe/?filterRingDesign=baroque')).toBeNull()
    expect(route('/de/search/?s=ring&isLimited=1')).toBeNull()
    expect(route('/de/wishlist/?isLimited=1')).toBeNull()
    expect(route('/de/account/login/?isLimited=1')).toBeNull()
    expect(route('/xx/ringe/?isLimited=1')).toBeNull()
  })

  it('redirects once to the compact canonical query (a GET form repeats keys), keeping other parameters', () => {
    expect(route('/de/ringe/?filterRingDesign=classic&filterRingDesign=modern&isLimited=on')).toEqual({
      redirect: { pathname: '/de/ringe/', search: 'filterRingDesign=modern,classic&isLimited=1', status: 307 },
    })
    expect(route('/de/ringe/?utm_source=news&filterRingWidth=wide')).toEqual({
      redirect: { pathname: '/de/ringe/', search: 'filterRingWidth=wide&utm_source=news', status: 307 },
    })
    // The canonical form is a fixed point: no redirect loop.
    expect(route('/de/ringe/?filterRingWidth=wide&utm_source=news')).toEqual({ rewrite: '/de/_filtered/filterRingWidth=wide/ringe/' })
    expect(route('/de/ringe/?filterRingDesign=modern%2Cclassic')).toEqual({ rewrite: '/de/_filtered/filterRingDesign=modern,classic/ringe/' })
  })

  it('sends a typed twin address to the page address it stands for', () => {
    expect(route('/de/_filtered/filterRingWidth%3Dwide/ringe/')).toEqual({
      redirect: { pathname: '/de/ringe/', search: 'filterRingWidth=wide', status: 308 },
    })
    expect(route('/de/microsite/koch/_filtered/x/')).toEqual({ redirect: { pathname: '/de/microsite/koch/', search: '', status: 308 } })
  })
})

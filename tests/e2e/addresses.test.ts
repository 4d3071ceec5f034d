import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, openPage } from './support/browser'

// Issue 13 §1: "An address without it must reach its page in one redirect, query string kept
// (`/de/kontakt?product=x` → `/de/kontakt/?product=x`). Test through the production server with a
// real HTTP client that follows redirects." And "Done when": "a browser opened at a slashless
// address of every page type (content page, product, account, search, wishlist, microsite) lands
// on the page."
const slashless = [
  '/de',
  '/de/kontakt',
  '/de/ringe',
  '/de/schmuck/herzstueck-ring-in-rot',
  '/en/account/login',
  '/de/search',
  '/ja/wishlist',
  '/de/microsite/aurelle-boutique-pforzheim',
  '/de/microsite/aurelle-boutique-pforzheim/die-werkstatt',
]

describe('addresses as people type them', () => {
  const server = inject('server')
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it.each(slashless)('%s answers one redirect to its slashed form, then the page', async (address) => {
    const first = await fetch(server.baseUrl + address, { redirect: 'manual' })
    expect(first.status).toBe(308)
    expect(new URL(first.headers.get('location') ?? '', server.baseUrl).pathname).toBe(`${address}/`)
    const followed = await fetch(server.baseUrl + address)
    expect(followed.status).toBe(200)
    expect(new URL(followed.url).pathname).toBe(`${address}/`)
  })

  it('sends a Korean address (a locale without pages) to the English page, query kept', async () => {
    for (const [address, english] of [
      ['/ko/', '/en/'],
      ['/ko/career/?x=1', '/en/career/?x=1'],
      ['/ko/account/login', '/en/account/login/'],
    ]) {
      const res = await fetch(server.baseUrl + address)
      expect(res.status, address).toBe(200)
      const url = new URL(res.url)
      expect(url.pathname + url.search).toBe(english)
    }
  })

  it('answers a mistyped escape (%ff) with the localized 404 page or a 400, never a 500', async () => {
    for (const [address, heading] of [
      ['/de/%ff/', 'Diese Seite gibt es nicht'],
      ['/en/schmuck/%E0%A4%A/', 'This page does not exist'],
      ['/de/microsite/%ff/', 'Diese Seite gibt es nicht'],
    ] as const) {
      const res = await fetch(server.baseUrl + address, { redirect: 'manual' })
      expect(res.status, address).toBe(404)
      expect(await res.text(), address).toContain(heading)
    }
    for (const address of ['/api/v1/cms/cdn/stories/%ff', '/api/v1/pages/exists/%ff/', '/api/v1/inventory/%ff/history/']) {
      const res = await fetch(server.baseUrl + address)
      expect(res.status, address).toBe(400)
      expect(await res.json(), address).toEqual({ detail: 'Malformed request.' })
    }
    for (const address of ['/cms-api/media/file/%ff', '/admin/%ff', '/_next/static/%ff', '/robots.txt%ff']) {
      const res = await fetch(server.baseUrl + address)
      expect(res.status, address).toBe(400)
    }
  })

  it('keeps the query string through the redirect', async () => {
    const res = await fetch(`${server.baseUrl}/de/kontakt?product=10-1101-00-1-WG&x=1#form`)
    expect(res.status).toBe(200)
    const url = new URL(res.url)
    expect(url.pathname).toBe('/de/kontakt/')
    expect(url.search).toBe('?product=10-1101-00-1-WG&x=1')
  })

  it('keeps the host name the visitor used (localhost while PUBLIC_URL says 127.0.0.1)', async () => {
    const other = server.baseUrl.replace('127.0.0.1', 'localhost')
    const res = await fetch(`${other}/de/kontakt`, { redirect: 'manual' })
    const location = res.headers.get('location') ?? ''
    expect(new URL(location, other).origin).toBe(other)
  })

  it.each(slashless)('a browser opened at %s lands on the page', async (address) => {
    const { page, response } = await openPage(browser, server.baseUrl, address)
    expect(response?.status()).toBe(200)
    expect(new URL(page.url()).pathname).toBe(`${address}/`)
    await expect.poll(() => page.locator('main').innerText()).not.toBe('')
    await page.context().close()
  })

  // Issue 13 §10: unknown microsite addresses and unknown addresses with product filters get the
  // localized 404 page from the server, readable without JavaScript.
  it.each([
    ['/de/microsite/aurelle-boutique-pforzheim/gibt-es-nicht/', 'Diese Seite gibt es nicht'],
    ['/de/gibt-es-nicht/?filterRingDesign=modern', 'Diese Seite gibt es nicht'],
  ])('%s is the 404 page, without JavaScript too', async (address, text) => {
    const plain = await fetch(server.baseUrl + address)
    expect(plain.status).toBe(404)
    expect(await plain.text()).toMatch(new RegExp(`<h1[^>]*>${text}</h1>`))
    // (axe needs JavaScript; the 404 page's accessibility is checked in house.test.ts.)
    const { page, response } = await openPage(browser, server.baseUrl, address, { javaScriptEnabled: false })
    expect(response?.status()).toBe(404)
    expect(await page.locator('main').innerText()).toContain(text)
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(address)
    await page.context().close()
  })

  // Issue 13 §4: "Opened at `http://127.0.0.1:3000/` … login works but `PATCH /api/v1/users/me/`
  // answers 403 "CSRF Failed: Origin checking failed"." Here PUBLIC_URL is 127.0.0.1 and the
  // visitor uses localhost; a foreign origin is still refused.
  it('saves the profile at another host name than PUBLIC_URL, and refuses a foreign origin', async () => {
    const other = server.baseUrl.replace('127.0.0.1', 'localhost')
    const { page } = await openPage(browser, other, '/de/account/login/')
    await page.locator('input[name="email"]').fill('customer@aurelle.example')
    await page.locator('input[name="password"]').fill('Aurelle-Customer-2026')
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await page.waitForURL('**/de/account/profile/')
    await page.locator('input[name="first_name"]').fill('Johanna')
    await page.locator('input[name="last_name"]').fill('Berger')
    await page.getByRole('button', { name: 'Speichern' }).click()
    await expect.poll(() => page.getByRole('main').getByRole('status').first().innerText()).toContain('gespeichert')

    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
    const forged = await fetch(`${other}/api/v1/users/me/`, {
      method: 'PATCH',
      headers: { cookie, origin: 'http://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Mallory' }),
    })
    expect(forged.status).toBe(403)
    await page.context().close()
  })
})

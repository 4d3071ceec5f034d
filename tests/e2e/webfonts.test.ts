import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { launchBrowser, visitorContext } from './support/browser'

// Issue 4, speed: "Lighthouse … scores at least 90 for performance … on the home page and a product
// page". A session's first page stays in metric-adjusted system faces and fetches the webfonts once it
// has loaded, for the later pages: the files never compete with the hero image and never move text
// on the page being read (docs/decisions.md, "Webfonts").
declare global {
  interface Window {
    atDomReady?: { fonts: string | null; family: string }
  }
}

describe('webfonts after the first page has loaded', () => {
  const server = inject('server')
  let browser: Browser
  const contexts: BrowserContext[] = []

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  const visitor = async (javaScriptEnabled = true): Promise<Page> => {
    const context = await visitorContext(browser, server.baseUrl, { width: 390, height: 844, javaScriptEnabled })
    contexts.push(context)
    // What the page looks like when the document has been parsed, before React or the load event.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        window.atDomReady = { fonts: document.documentElement.dataset.fonts ?? null, family: getComputedStyle(document.body).fontFamily }
      })
    })
    return context.newPage()
  }
  const bodyFamily = (page: Page) => page.locator('body').evaluate((body) => getComputedStyle(body).fontFamily)

  it('keeps the first page in the adjusted system faces, fetching the font files only after load', async () => {
    const page = await visitor()
    await page.goto('/de/')
    const atDomReady = await page.evaluate(() => window.atDomReady)
    expect(atDomReady?.fonts).toBe('later')
    expect(atDomReady?.family).toMatch(/^"Jost Fallback"/)

    // The files arrive in the cache (the flag is set once they have), and the page being read keeps
    // its faces: swapping them in moved the header and the consent banner (CLS 0.07 at 1280 px).
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('maison.webfonts'))).toBe('1')
    expect(await page.evaluate(() => document.fonts.check('300 16px "Cormorant Garamond"'))).toBe(true)
    expect(await bodyFamily(page)).toMatch(/^"Jost Fallback"/)
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const fonts = performance.getEntriesByType('resource').filter((e) => e.name.includes('.woff2'))
      return { load: navigation.loadEventStart, fonts: fonts.map((f) => f.startTime) }
    })
    expect(timing.fonts.length).toBe(7)
    for (const start of timing.fonts) expect(start).toBeGreaterThanOrEqual(timing.load)
  })

  it('uses the webfonts from the start on the session’s next page', async () => {
    const page = await visitor()
    await page.goto('/de/')
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('maison.webfonts'))).toBe('1')
    await page.goto('/de/schmuck/herzstueck-ring-in-rot/')
    const atDomReady = await page.evaluate(() => window.atDomReady)
    expect(atDomReady?.fonts).toBeNull()
    expect(atDomReady?.family).toMatch(/^Jost, /)
  })

  it('gives visitors without JavaScript the webfonts at once', async () => {
    const page = await visitor(false)
    await page.goto('/de/')
    expect(await page.locator('html').getAttribute('data-fonts')).toBeNull()
    expect(await bodyFamily(page)).toMatch(/^Jost, /)
  })
})

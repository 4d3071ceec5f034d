import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectAccessible, launchBrowser, newVisitor } from './support/browser'

// Issue 5: "Before consent nothing is tracked and no third-party request leaves the page. …
// Done when: … consent gates the dataLayer (browser test)."
type Pushed = { event: string } & Record<string, unknown>

const dataLayer = (page: Page) => page.evaluate(() => ((window as { dataLayer?: unknown[] }).dataLayer ?? []) as Pushed[])

describe('cookie consent and the data layer', () => {
  const server = inject('server')
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser({ consentDecided: false })
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('comes first in keyboard order, and a choice leaves focus on the page, not on <body>', async () => {
    const page = await newVisitor(browser, server.baseUrl, { width: 1280 })
    await page.goto('/de/kontakt/')
    const banner = page.getByRole('region', { name: 'Cookie-Einwilligung' })
    await expect.poll(() => banner.isVisible()).toBe(true)
    const inBanner = () => page.evaluate(() => Boolean(document.activeElement?.closest('section[aria-label="Cookie-Einwilligung"]')))
    await page.keyboard.press('Tab')
    expect(await inBanner()).toBe(true)
    for (let i = 0; i < 10 && (await page.evaluate(() => document.activeElement?.textContent)) !== 'Alle akzeptieren'; i++) await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect.poll(() => banner.isVisible()).toBe(false)
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY')
    await page.context().close()
  })

  it('tracks nothing before consent, then page views and tracked clicks until it is withdrawn', async () => {
    const page = await newVisitor(browser, server.baseUrl, { width: 1280 })
    const foreign: string[] = []
    const ownHost = new URL(server.baseUrl).host
    page.on('request', (request) => {
      const url = new URL(request.url())
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.host !== ownHost) foreign.push(request.url())
    })

    // A new visitor: the banner, and nothing in the data layer or on the wire.
    await page.goto('/de/')
    const banner = page.getByRole('region', { name: 'Cookie-Einwilligung' })
    await expect.poll(() => banner.isVisible()).toBe(true)
    expect(await banner.getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe('/de/datenschutz/')
    // Not 'networkidle': the home page's card video keeps streaming. Every script has run by 'load'; a
    // second more lets anything late (a tracker) show itself.
    await page.waitForLoadState('load')
    await page.waitForTimeout(1000)
    expect(await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer?.length ?? 0)).toBe(0)
    expect(foreign).toEqual([])
    await expectAccessible(page)

    await banner.getByRole('button', { name: 'Alle akzeptieren' }).click()
    await expect.poll(() => banner.isVisible()).toBe(false)
    await expect.poll(() => dataLayer(page)).toEqual([{ event: 'page_view', page_path: '/de/', page_title: expect.any(String), locale: 'de' }])

    // A content element's tracked link. The navigation is held back so this page's data layer can be read.
    await page.goto('/de/das-haus/')
    await expect.poll(() => dataLayer(page)).toEqual([expect.objectContaining({ event: 'page_view', page_path: '/de/das-haus/' })])
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()))
    await page.locator('[data-block="banner"]').getByRole('link', { name: 'Zur Werkstatt' }).click()
    await expect
      .poll(async () => (await dataLayer(page)).at(-1))
      .toEqual({
        event: 'click_button',
        button_type: 'banner_cta',
        content_element_type: 'banner',
        locale: 'de',
      })

    // A tracked button on a product page; consent is remembered, so no banner.
    const productPath = '/de/schmuck/herzstueck-ring-in-rot/'
    await page.goto(productPath)
    await expect.poll(() => dataLayer(page)).toHaveLength(1)
    expect(await banner.isVisible()).toBe(false)
    await page.getByRole('button', { name: 'Preis anfragen' }).click()
    await expect
      .poll(async () => (await dataLayer(page)).at(-1))
      .toEqual({
        event: 'click_button',
        button_type: 'price_request',
        content_element_type: 'technicalData',
        locale: 'de',
      })
    await page.keyboard.press('Escape')

    await page.reload()
    await expect.poll(() => dataLayer(page)).toEqual([expect.objectContaining({ event: 'page_view', page_path: productPath })])
    expect(await banner.isVisible()).toBe(false)

    // Changeable from the footer: the settings show the current choice.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click()
    await expect.poll(() => banner.isVisible()).toBe(true)
    expect(await banner.getByRole('checkbox', { name: /^Notwendig/ }).isDisabled()).toBe(true)
    expect(await banner.getByRole('checkbox', { name: /^Statistik/ }).isChecked()).toBe(true)
    await expectAccessible(page)
    await banner.getByRole('button', { name: 'Nur notwendige' }).click()
    await expect.poll(() => banner.isVisible()).toBe(false)

    // Withdrawn: tracked clicks push nothing more, without a reload.
    const before = (await dataLayer(page)).length
    await page.getByRole('button', { name: 'Preis anfragen' }).click()
    // The click has been handled (a tracked click pushes in its handler) once its dialog is open.
    await expect.poll(() => page.getByRole('dialog').first().isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await expect.poll(() => page.getByRole('dialog').first().isVisible()).toBe(false)
    expect(await dataLayer(page)).toHaveLength(before)
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('maison-consent') ?? 'null')?.statistics)).toBe(false)

    // The next page starts with an empty data layer, and nothing ever left for another host.
    await page.goto('/de/')
    // Not 'networkidle': the home page's card video keeps streaming. Every script has run by 'load'; a
    // second more lets anything late (a tracker) show itself.
    await page.waitForLoadState('load')
    await page.waitForTimeout(1000)
    expect(await dataLayer(page)).toEqual([])
    expect(await banner.isVisible()).toBe(false)
    expect(foreign).toEqual([])
    await page.context().close()
  })

  it('shows the banner at 390 px without covering the whole screen, and keeps it accessible', async () => {
    const page = await newVisitor(browser, server.baseUrl, { width: 390, height: 844 })
    await page.goto('/en/')
    const banner = page.getByRole('region', { name: 'Cookie consent' })
    await expect.poll(() => banner.isVisible()).toBe(true)
    const box = await banner.boundingBox()
    expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844)
    expect(box?.height ?? 844).toBeLessThan(844 * 0.85)
    await banner.getByRole('button', { name: 'Settings' }).click()
    expect(await banner.getByRole('checkbox', { name: /^Statistics/ }).evaluate((el) => el === document.activeElement)).toBe(true)
    await expectAccessible(page)
    await page.context().close()
  })
})

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectAccessible, launchBrowser, openPage } from './support/browser'

// Issue 4 (part): the card slider's arrows at 1280 px, rows on mobile; the contact tiles'
// show-more at 390 px; the accordion — on seeded pages, as a visitor sees them.
describe('content blocks at desktop and mobile widths', () => {
  const server = inject('server')
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  const open = async (path: string, width: number) => (await openPage(browser, server.baseUrl, path, { width })).page

  it('slides the home page cards at 1280 px with arrows disabled at the start and the end', async () => {
    const page = await open('/de/', 1280)
    const slider = page.locator('[data-block="cardContainer"]')
    const prev = slider.getByRole('button', { name: 'Vorherige Karten' })
    const next = slider.getByRole('button', { name: 'Nächste Karten' })
    await expect.poll(() => prev.isDisabled()).toBe(true)
    expect(await next.isDisabled()).toBe(false)
    await next.click()
    await expect.poll(() => next.isDisabled()).toBe(true)
    expect(await prev.isDisabled()).toBe(false)
    await expectAccessible(page)
  })

  it('shows the cards as rows without arrows at 390 px', async () => {
    const page = await open('/de/', 390)
    const slider = page.locator('[data-block="cardContainer"]')
    expect(await slider.getByRole('button', { name: 'Nächste Karten' }).isVisible()).toBe(false)
    const boxes = await slider.locator('li').evaluateAll((items) => items.map((i) => i.getBoundingClientRect().top))
    expect(new Set(boxes).size).toBe(boxes.length)
  })

  it('shows two contact tiles at 390 px until "Mehr anzeigen" is pressed', async () => {
    const page = await open('/de/pflege-und-service/', 390)
    const tiles = page.locator('[data-block="contactTiles"] li')
    const visible = async () => (await tiles.evaluateAll((items) => items.filter((i) => (i as HTMLElement).offsetParent !== null).length))
    expect(await visible()).toBe(2)
    await page.getByRole('button', { name: 'Mehr anzeigen' }).click()
    await expect.poll(visible).toBe(4)
    await expectAccessible(page)
  })

  it('shows all contact tiles at 1280 px and opens an accordion item', async () => {
    const page = await open('/de/pflege-und-service/', 1280)
    expect(await page.getByRole('button', { name: 'Mehr anzeigen' }).isVisible()).toBe(false)
    const item = page.locator('[data-block="accordion"] details').first()
    expect(await item.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false)
    await item.locator('summary').click()
    expect(await item.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true)
    await expectAccessible(page)
  })

  it('jumps to a headline anchor and follows the banner to the workshop page', async () => {
    const page = await open('/de/das-haus/#geschichte', 1280)
    expect(await page.locator('#geschichte h2').innerText()).toBe('Seit 1897 in Pforzheim')
    await page.locator('[data-block="banner"] a').click()
    await page.waitForURL('**/de/die-werkstatt/')
    await expectAccessible(page)
  })
})

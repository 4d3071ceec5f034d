import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectAccessible, launchBrowser, newVisitor, openPage, visitorContext } from './support/browser'

// Issue 18, browser test at 390 and 1280 px: "type 'Mün', pick München, see the three nearest stores
// with distances, filter to boutiques, show all; zero foreign requests". Every request the page
// makes is recorded, the map's included; without JavaScript the form's search renders on the server.
describe('store locator', () => {
  const server = inject('server')
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  const origin = new URL(server.baseUrl).origin

  async function visit(path: string, width: number, javaScriptEnabled = true) {
    const context = await visitorContext(browser, server.baseUrl, { width, javaScriptEnabled })
    const requests: string[] = []
    context.on('request', (request) => requests.push(request.url()))
    const page = await context.newPage()
    await page.goto(path)
    return { page, requests }
  }

  const locator = (page: Page) => page.locator('[data-block="storeLocator"]')
  const cards = (page: Page) => locator(page).locator('article')

  it.each([390, 1280])('finds the stores nearest München at %i px, filters to boutiques and shows all', async (width) => {
    const { page, requests } = await visit('/de/juweliere/', width)
    const box = locator(page).getByRole('combobox', { name: 'Ort oder Postleitzahl' })
    await box.click()
    await box.pressSequentially('Mün', { delay: 40 })
    const munich = locator(page).getByRole('option', { name: /^München/ })
    await munich.waitFor({ timeout: 10_000 })
    expect(await locator(page).getByRole('option').count()).toBeLessThanOrEqual(4)
    expect(await box.getAttribute('aria-expanded')).toBe('true')
    // Keyboard: the first suggestion becomes the active descendant.
    await box.press('ArrowDown')
    expect(await box.getAttribute('aria-activedescendant')).toBeTruthy()
    await munich.click()

    await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(3)
    expect(await locator(page).getByRole('status').textContent()).toMatch(/Geschäfte in der Nähe von München/)
    const names = await cards(page).locator('h3').allTextContents()
    // The nearest boutique and lounge are both in München and pinned on top.
    expect(names[0]).toBe('Aurelle Boutique München')
    expect(names[1]).toBe('Juwelier Hartmann')
    expect(await cards(page).nth(1).getAttribute('data-type')).toBe('lounge')
    const distances = await cards(page)
      .locator('[data-distance]')
      .evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-distance'))))
    expect(distances).toHaveLength(3)
    expect(distances[0]).toBeLessThan(5)
    for (const text of await cards(page).locator('[data-distance]').allTextContents()) expect(text).toMatch(/^\d[\d.,]* km$/)
    // Each result: address, phone, opening state, directions and microsite.
    const first = cards(page).first()
    expect(await first.locator('address').textContent()).toContain('München')
    expect(await first.locator('a[href^="tel:"]').count()).toBe(1)
    expect(await first.getByText(/Jetzt geöffnet|Geschlossen/).count()).toBe(1)
    expect(await first.getByRole('link', { name: 'Route planen' }).getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/directions\?to=/)
    expect(await first.getByRole('link', { name: 'Zur Seite des Geschäfts' }).getAttribute('href')).toBe('/de/microsite/aurelle-boutique-muenchen/')

    // Where this browser has WebGL, the map shows one marker per listed store.
    const webgl = await page.evaluate(() => Boolean(document.createElement('canvas').getContext('webgl')))
    if (webgl) await expect.poll(() => locator(page).locator('.maplibregl-marker button, button.maplibregl-marker').count(), { timeout: 15_000 }).toBe(3)

    await locator(page).getByRole('checkbox', { name: 'Boutique' }).check()
    await expect.poll(() => cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-type')))).toEqual(['boutique', 'boutique', 'boutique'])
    const showAll = locator(page).getByRole('link', { name: /^Alle \d+ anzeigen$/ })
    const total = Number((await showAll.textContent())?.match(/\d+/)?.[0])
    expect(total).toBeGreaterThan(3)
    await showAll.click()
    await expect.poll(() => cards(page).count()).toBe(total)
    expect(new Set(await cards(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-type'))))).toEqual(new Set(['boutique']))
    await expectAccessible(page)

    const foreign = requests.filter((url) => !url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin)
    expect(foreign).toEqual([])
    await page.context().close()
  })

  it('shows "location unavailable" on the button when geolocation fails', async () => {
    const { page } = await visit('/de/juweliere/', 1280)
    // No permission granted: Chromium refuses the position at once.
    // Found by place, not name: its text changes while it locates.
    const button = locator(page).locator('form button[type="button"]')
    expect(await button.textContent()).toBe('Meinen Standort verwenden')
    await button.click()
    await expect.poll(() => button.textContent(), { timeout: 15_000 }).toBe('Standort nicht verfügbar')
    await page.context().close()
  })

  it('uses the visitor position when granted', async () => {
    const page = await newVisitor(browser, server.baseUrl, { width: 1280, geolocation: { latitude: 47.3721, longitude: 8.5417 }, permissions: ['geolocation'] })
    await page.goto('/de/juweliere/')
    await locator(page).getByRole('button', { name: 'Meinen Standort verwenden' }).click()
    await expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(3)
    expect(await locator(page).getByRole('combobox').inputValue()).toBe('Zürich')
    await page.context().close()
  })

  it('searches on the server without JavaScript', async () => {
    const { page, requests } = await visit('/de/juweliere/', 390, false)
    await locator(page).getByRole('combobox').fill('München')
    await locator(page).getByRole('button', { name: 'Suchen' }).click()
    await page.waitForURL(/\/de\/store-locator\/\?place=M/)
    const list = page.locator('article')
    expect(await list.count()).toBe(3)
    expect(await list.locator('h3').first().textContent()).toBe('Aurelle Boutique München')
    await page.getByRole('link', { name: /^Alle \d+ anzeigen$/ }).click()
    // Without JavaScript the link loads a new page: count once it has come.
    await expect.poll(() => page.locator('article').count()).toBeGreaterThan(3)
    const noPlace = await openPage(browser, server.baseUrl, '/de/store-locator/?place=Xqzwv', { javaScriptEnabled: false })
    expect(await noPlace.page.getByText(/keinen Ort gefunden/).count()).toBe(1)
    expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([])
    await page.context().close()
    await noPlace.page.context().close()
  })

  // Issue 30: 2 typed characters are too few to search (spec 3 §5: 3), not "no place found".
  it.each([
    ['/de/juweliere/', 'Mü', 'Bitte tippen Sie weiter: Vorschläge erscheinen ab 3 Zeichen.', /Kein Ort gefunden|keinen Ort gefunden/],
    ['/en/jewellers/', 'Mu', 'Please keep typing: suggestions appear from 3 characters.', /No place found|found no place/i],
  ])("on %s, 2 typed characters ask to keep typing, in the page's language", async (path, typed, keepTyping, notFound) => {
    const { page } = await visit(path, 390)
    const box = locator(page).getByRole('combobox')
    await box.click()
    await box.pressSequentially(typed, { delay: 40 })
    const hint = locator(page).getByText(keepTyping, { exact: true })
    await expect.poll(() => hint.first().isVisible()).toBe(true)
    // The box says why nothing is suggested yet.
    expect(await box.getAttribute('aria-describedby')).toBe(await hint.first().getAttribute('id'))
    await box.press('Enter')
    await expect.poll(() => locator(page).getByRole('status').filter({ hasText: keepTyping }).count()).toBe(1)
    expect(await locator(page).innerText()).not.toMatch(notFound)
    // A third character: the suggestions, and the hint goes.
    await box.pressSequentially('n', { delay: 40 })
    await expect.poll(() => locator(page).getByRole('option').count(), { timeout: 10_000 }).toBeGreaterThan(0)
    expect(await locator(page).getByText(keepTyping, { exact: true }).count()).toBeLessThanOrEqual(1)
    await page.context().close()
    // Without JavaScript the server-rendered search says the same.
    const plain = await openPage(browser, server.baseUrl, `/${path.split('/')[1]}/store-locator/?place=${encodeURIComponent(typed)}`, {
      javaScriptEnabled: false,
    })
    expect(await plain.page.getByText(keepTyping, { exact: true }).count()).toBe(1)
    expect(await plain.page.locator('main').innerText()).not.toMatch(notFound)
    await plain.page.context().close()
  })

  it('credits GeoNames on the locator', async () => {
    const { page } = await visit('/en/jewellers/', 1280)
    expect(await locator(page).getByText('© GeoNames (CC BY 4.0)', { exact: false }).count()).toBe(1)
    await page.context().close()
  })
})

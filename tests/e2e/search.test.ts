import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoAccounts } from '@seed/accounts'
import { expectAccessible, launchBrowser, openPage } from './support/browser'

// Issue 6, browser tests as a new visitor: "search in German and Japanese from the header and open
// a hit"; "add three products to the wishlist, reload, log in, see them on the profile's wishlist page".
describe('search and wishlist as a new visitor', () => {
  const server = inject('server')
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  const open = async (path: string, width = 1280) => (await openPage(browser, server.baseUrl, path, { width })).page

  it.each([
    ['de', 'Ringe', /\/de\/schmuck\/[^/]+\/$/],
    ['ja', 'ネックレス', /\/ja\/jewellery\/[^/]+\/$/],
  ] as const)('suggests hits in %s from the header and opens one with the keyboard', async (locale, query, target) => {
    const page = await open(`/${locale}/`)
    const box = page.getByRole('combobox').first()
    await box.click()
    await box.pressSequentially(query, { delay: 30 })
    const options = page.getByRole('option')
    await expect.poll(() => options.count(), { timeout: 10_000 }).toBeGreaterThan(0)
    await expectAccessible(page)
    await box.press('ArrowDown')
    expect(await box.getAttribute('aria-activedescendant')).toBeTruthy()
    await box.press('Enter')
    await page.waitForURL(target)
  })

  // Issue 21: "the search page and the header suggestions show the found pieces" for what customers
  // type: the demo's seven earrings are named Creolen and Ohrstecker, its rings リング, not 指輪.
  it.each([
    ['de', 'Ohrringe', 'schmuck', /Creolen|Ohrstecker/, 7],
    ['ja', '指輪', 'jewellery', /リング/, 14],
  ] as const)('finds pieces by what they are in %s: "%s" in the header and on the results page', async (locale, query, folder, name, count) => {
    const page = await open(`/${locale}/`)
    const box = page.getByRole('combobox').first()
    await box.click()
    await box.pressSequentially(query, { delay: 30 })
    const options = page.getByRole('option')
    await expect.poll(() => options.count(), { timeout: 10_000 }).toBeGreaterThan(0)
    expect(await options.first().innerText()).toMatch(name)

    const results = await open(`/${locale}/search/?s=${encodeURIComponent(query)}`)
    const links = results.locator(`main a[href^="/${locale}/${folder}/"]`)
    await expect.poll(() => links.count()).toBeGreaterThanOrEqual(count)
    expect(await results.getByRole('main').innerText()).toMatch(name)
    await expectAccessible(results)
  })

  it('lists results with a count and paging on the results page, and says when nothing matches', async () => {
    const page = await open('/de/search/?s=Weissgold')
    expect(
      await page
        .getByText(/\d+ Ergebnisse?/)
        .first()
        .isVisible(),
    ).toBe(true)
    const links = page.locator('main a[href^="/de/schmuck/"]')
    expect(await links.count()).toBeGreaterThan(0)
    await expectAccessible(page)
    const none = await open('/de/search/?s=xylophonzz')
    expect(await none.getByText('Zu Ihrer Suche haben wir leider nichts gefunden').isVisible()).toBe(true)
    const empty = await open('/de/search/')
    expect(await empty.getByText('Bitte geben Sie einen Suchbegriff ein.').isVisible()).toBe(true)
  })

  it('keeps three hearted pieces over a reload and moves them to the profile on login', async () => {
    const page = await open('/de/herzstueck/')
    const hearts = page.getByRole('button', { name: /^Zur Merkliste hinzufügen: / })
    await expect.poll(() => hearts.count()).toBeGreaterThanOrEqual(3)
    const names: string[] = []
    for (let i = 0; i < 3; i++) {
      const heart = hearts.first()
      names.push(((await heart.getAttribute('aria-label')) ?? '').replace(/^Zur Merkliste hinzufügen: /, ''))
      await heart.click()
    }
    await page.reload()
    await expect.poll(() => page.getByRole('button', { name: /^Von der Merkliste entfernen: / }).count()).toBe(3)
    const local = await page.evaluate(() => JSON.parse(localStorage.getItem('wishlist') ?? '[]') as { article: string }[])
    expect(local).toHaveLength(3)

    await page.goto('/de/account/login/?next=/de/wishlist/')
    await page.locator('input[name="email"]').fill(demoAccounts.customer.email)
    await page.locator('input[name="password"]').fill(demoAccounts.customer.password)
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await page.waitForURL('**/de/wishlist/')
    // The grid shows one card per saved piece, each linking to its product page and naming it.
    await expect.poll(() => page.locator('main a[href^="/de/schmuck/"]').count()).toBeGreaterThanOrEqual(3)
    const cardText = await page.getByRole('main').innerText()
    for (const name of names) expect(cardText.replace(/\s+/g, ' ')).toContain(name.split(' ')[0])
    const profile = await page.evaluate(async () => (await (await fetch('/api/v1/users/me/')).json()) as { wishlist: { article: string }[] })
    expect(profile.wishlist.map((e) => e.article)).toEqual(expect.arrayContaining(local.map((e) => e.article)))
    expect(await page.evaluate(() => localStorage.getItem('wishlist'))).toBeNull()
    await expectAccessible(page)
  })
})

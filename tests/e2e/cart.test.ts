import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoAccounts } from '@seed/accounts'
import { mailsIn } from '../support/api'
import { expectAccessible, launchBrowser } from './support/browser'

// Issue 15 "Done when" (browser): the demo jeweller adds two configured items, sorts the cart by
// name, deletes one, places the order, sees the success screen, finds the confirmation in the
// outbox and the order in the order list. At 1280 and 390 px; axe on every screen.
describe.each([1280, 390])('the cart at %i px, as the demo jeweller', (width) => {
  const server = inject('server')
  const { email, password } = demoAccounts.jeweller
  let browser: Browser
  let page: Page
  const added: string[] = []
  let remaining = ''

  beforeAll(async () => {
    browser = await launchBrowser()
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width, height: 900 } })
    page = await context.newPage()
  })
  afterAll(async () => {
    await browser?.close()
  })

  const lineNames = () => page.getByRole('list', { name: 'Positionen im Warenkorb' }).getByRole('heading', { level: 3 }).allInnerTexts()

  it('comes back to the cart after the login, and finds it empty or clears it', async () => {
    await page.goto('/de/cart/')
    await page.waitForURL(/\/de\/account\/login\/\?next=/)
    expect(new URL(page.url()).searchParams.get('next')).toBe('/de/cart/')
    await page.locator('input[name="email"]').fill(email)
    await page.locator('input[name="password"]').fill(password)
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await page.waitForURL('**/de/cart/')
    // One store: authenticated for it directly; the cart loads.
    const remove = page.getByRole('button', { name: /aus dem Warenkorb entfernen$/ })
    await expect.poll(async () => (await page.getByText('Ihr Warenkorb ist leer.').isVisible()) || (await remove.count()) > 0, { timeout: 20_000 }).toBe(true)
    while ((await remove.count()) > 0) {
      const before = await remove.count()
      await remove.first().click()
      await expect.poll(() => remove.count()).toBe(before - 1)
    }
    await expect.poll(() => page.getByText('Ihr Warenkorb ist leer.').isVisible()).toBe(true)
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Zum Shop', exact: true }).click()
    await page.waitForURL('**/de/shop/')
  })

  it('adds two configured pieces in the shop; the header counts them', async () => {
    await expect.poll(() => page.getByRole('article').count(), { timeout: 20_000 }).toBeGreaterThan(2)
    const category = page.getByRole('combobox', { name: 'Kategorie' })
    if (await category.isVisible()) await category.selectOption('ring')
    const cards = page.getByRole('article').filter({ hasNot: page.getByText(/Ring des Jahres/) })
    for (let i = 0; added.length < 2; i++) {
      const card: Locator = cards.nth(i)
      const name = (await card.getByRole('heading').first().innerText()).trim()
      if (added.includes(name)) continue
      await card.getByRole('button', { name: /^Bestellen/ }).click()
      // Configured: the other gold colour when there is one, and the jeweller's own order number.
      const colours = card.getByRole('group', { name: 'Goldfarbe' })
      if ((await colours.getByRole('radio').count()) > 1) await colours.getByRole('radio').nth(1).check()
      await card.getByRole('textbox', { name: 'Ihre Bestellnummer' }).fill(`E2E-${width}-${added.length + 1}`)
      await card.getByRole('button', { name: 'In den Warenkorb' }).click()
      await expect.poll(() => card.getByRole('button', { name: /^Bestellen/ }).getAttribute('aria-expanded')).toBe('false')
      added.push(name)
    }
    await expect.poll(() => page.getByRole('banner').getByRole('link', { name: 'Warenkorb, 2 Positionen' }).isVisible()).toBe(true)
  })

  it('sorts by product name, deletes one line and sees the totals follow', async () => {
    await page.getByRole('link', { name: 'Zum Warenkorb' }).click()
    await page.waitForURL('**/de/cart/')
    await expect.poll(lineNames, { timeout: 20_000 }).toEqual(added)
    await expectAccessible(page)
    await page.getByRole('combobox', { name: 'Sortieren nach' }).selectOption('by_productname')
    const byName = [...added].sort((a, b) => a.localeCompare(b, 'de'))
    await expect.poll(lineNames).toEqual(byName)
    expect(await page.getByText(/Bestellnummer: E2E-/).count()).toBe(2)
    const total = await page.getByText('Gesamtsumme').locator('xpath=..').innerText()
    await page.getByRole('button', { name: `${byName[0]} aus dem Warenkorb entfernen` }).click()
    await expect.poll(lineNames).toEqual([byName[1]])
    // The focus moves to the remaining line's delete button, not to <body>.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName)).toBe(`${byName[1]} aus dem Warenkorb entfernen`)
    // The moved focus alone does not say what happened: the status region does, politely.
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'aus dem Warenkorb entfernt' }).innerText()).toBe(`${byName[0]} wurde aus dem Warenkorb entfernt.`)
    remaining = byName[1]
    await expect.poll(() => page.getByText('Gesamtsumme').locator('xpath=..').innerText()).not.toBe(total)
    // The store's address as delivery and billing address, its payment terms, the delivery cost.
    expect(await page.getByRole('heading', { name: 'Lieferadresse' }).isVisible()).toBe(true)
    expect(await page.getByRole('heading', { name: 'Rechnungsadresse' }).isVisible()).toBe(true)
    expect(await page.getByText(/Versandkosten \(DHL Express, versichert\)/).isVisible()).toBe(true)
    await expectAccessible(page)
  })

  it('places the order: only the success headline and subheadline, a confirmation in the outbox, the order in the list', async () => {
    const before = mailsIn(server.outboxDir, email).length
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
    const headline = page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung' })
    await expect.poll(() => headline.isVisible(), { timeout: 20_000 }).toBe(true)
    const sub = await page.getByText(/Ihre Bestellung \d{4}-\d{6} ist bei uns eingegangen/).innerText()
    const number = /\d{4}-\d{6}/.exec(sub)![0]
    expect(await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).count()).toBe(0)
    expect(await page.getByRole('list', { name: 'Positionen im Warenkorb' }).count()).toBe(0)
    await expectAccessible(page)

    let confirmation = ''
    await expect
      .poll(() => (confirmation = mailsIn(server.outboxDir, email).slice(before).find((m) => m.includes(number)) ?? ''), { timeout: 15_000 })
      .not.toBe('')
    expect(confirmation.replace(/=\r?\n/g, '')).toMatch(/Subject: .*Bestellung/)

    await page.goto('/de/orders/')
    await expect.poll(() => page.getByRole('heading', { name: `Bestellung ${number}` }).isVisible(), { timeout: 20_000 }).toBe(true)
    const order = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Bestellung ${number}` }) })
    expect(await order.getByText(remaining, { exact: false }).count()).toBe(1)
    expect(await order.getByText('Aufgegeben', { exact: true }).isVisible()).toBe(true)
    await expectAccessible(page)

    // The time it was placed is the jeweller's own clock (here Tokyo's), not UTC.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Tokyo' })
    await page.reload()
    await expect.poll(() => page.getByRole('heading', { name: `Bestellung ${number}` }).isVisible(), { timeout: 20_000 }).toBe(true)
    const placedAt = await page.evaluate(async (n) => {
      const answer = (await (await fetch('/api/v1/commerce/orders/')).json()) as { results: { number: string; placed_at: string }[] }
      return answer.results.find((o) => o.number === n)!.placed_at
    }, number)
    const tokyo = new Intl.DateTimeFormat('de', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Tokyo' }).format(new Date(placedAt))
    expect(await order.getByText(tokyo, { exact: false }).count()).toBe(1)
  })
})

import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoAccounts } from '@seed/accounts'
import { mailsIn } from '../support/api'
import { expectAccessible, launchBrowser, newVisitor } from './support/browser'

// Issue 33, Proof: "A browser journey: the jeweller orders 3 rings, the house ships them in two
// shipments in the admin, the jeweller scans the serials in, sells one." Through the production
// server, as the jeweller in the shop, the cart, the order page and the portal, and as the house's
// client relations (role brand) on the admin's order desk (in English: the admin's language until
// issue 36 gives it German). Runs alone (vitest.config.ts, e2e-solo):
// it orders with the demo jeweller, whose cart the cart journey also uses.
describe('the order loop: shop → order desk → two shipments → receiving by serial → a sale', () => {
  const server = inject('server')
  const { email, password } = demoAccounts.jeweller
  // Serial numbers are unique across the house: this run's own.
  const run = Date.now().toString(36).toUpperCase()
  const serials = [1, 2, 3].map((n) => `E2E-${run}-${n}`)
  let browser: Browser
  let jeweller: Page
  let house: BrowserContext
  let desk: Page
  let number = ''
  let orderId = ''

  beforeAll(async () => {
    browser = await launchBrowser()
    jeweller = await newVisitor(browser, server.baseUrl, { width: 1280 })
    house = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 900 }, locale: 'de-DE' })
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('the jeweller orders one ring three times and places the order', async () => {
    await jeweller.goto('/de/cart/')
    await jeweller.waitForURL(/\/de\/account\/login\/\?next=/)
    await jeweller.locator('input[name="email"]').fill(email)
    await jeweller.locator('input[name="password"]').fill(password)
    await jeweller.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await jeweller.waitForURL('**/de/cart/')
    const remove = jeweller.getByRole('button', { name: /aus dem Warenkorb entfernen$/ })
    await expect.poll(async () => (await jeweller.getByText('Ihr Warenkorb ist leer.').isVisible()) || (await remove.count()) > 0).toBe(true)
    while ((await remove.count()) > 0) {
      const before = await remove.count()
      await remove.first().click()
      await expect.poll(() => remove.count()).toBe(before - 1)
    }

    await jeweller.goto('/de/shop/')
    await expect.poll(() => jeweller.getByRole('article').count()).toBeGreaterThan(2)
    const category = jeweller.getByRole('combobox', { name: 'Kategorie' })
    if (await category.isVisible()) await category.selectOption('ring')
    const card = jeweller
      .getByRole('article')
      .filter({ hasNot: jeweller.getByText(/Ring des Jahres/) })
      .first()
    await card.getByRole('button', { name: /^Bestellen/ }).click()
    // Issue 33: "Jewellery lines take a quantity (1 to 50, the maximum a setting)".
    await card.getByRole('combobox', { name: 'Stückzahl' }).selectOption('3')
    await card.getByRole('button', { name: 'In den Warenkorb' }).click()
    await expect.poll(() => jeweller.getByRole('banner').getByRole('link', { name: 'Warenkorb, 1 Position' }).isVisible()).toBe(true)

    await jeweller.goto('/de/cart/')
    await jeweller.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click()
    await expect.poll(() => jeweller.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung' }).isVisible()).toBe(true)
    number = /\d{4}-\d{6}/.exec(await jeweller.getByText(/Ihre Bestellung \d{4}-\d{6} ist bei uns eingegangen/).innerText())![0]
    orderId = await jeweller.evaluate(async (n) => {
      const answer = (await (await fetch('/api/v1/commerce/orders/')).json()) as { results: { id: number; number: string }[] }
      return String(answer.results.find((o) => o.number === n)!.id)
    }, number)
  })

  const moves = () => desk.getByRole('group', { name: `Moves for the selected lines of order ${number}` })
  const selectOrder = () => desk.getByRole('checkbox', { name: `Select all open lines of order ${number}` }).check()

  it('the house confirms it on the order desk with a delivery day', async () => {
    desk = await house.newPage()
    await desk.goto('/admin/login')
    await desk.locator('#field-email').fill(demoAccounts.brand.email)
    await desk.locator('#field-password').fill(demoAccounts.brand.password)
    await desk.locator('button[type="submit"]').click()
    await desk.waitForURL(/\/admin\/?$/)
    // New orders first (issue 33: "new orders first").
    await desk.goto('/admin/order-desk')
    await expect.poll(() => desk.getByRole('link', { name: `Order ${number}` }).isVisible(), { timeout: 45_000 }).toBe(true)
    await selectOrder()
    await moves().getByRole('button', { name: 'Confirm …' }).click()
    const day = desk.getByLabel(/^Delivery day for /)
    // Prefilled with the requested day or the earliest; the house keeps it.
    expect(await day.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    await desk.getByRole('button', { name: 'Confirm', exact: true }).click()
    await expect.poll(() => desk.getByText(/^Confirmed: /).isVisible(), { timeout: 45_000 }).toBe(true)
  })

  it('ships two pieces, then the third, each with its serial number', async () => {
    await desk.goto('/admin/order-desk?status=all')
    for (const batch of [serials.slice(0, 2), serials.slice(2)]) {
      await expect.poll(() => desk.getByRole('link', { name: `Order ${number}` }).isVisible(), { timeout: 45_000 }).toBe(true)
      await selectOrder()
      await moves().getByRole('button', { name: 'Ship …' }).click()
      const pieces = desk.getByLabel(/^Serial number of piece \d+ of \d+$/)
      // One field per piece still to ship: three, then one (issue 33: "one serial number per piece").
      await expect.poll(() => pieces.count()).toBe(batch.length === 2 ? 3 : 1)
      for (const [i, serial] of batch.entries()) await pieces.nth(i).fill(serial)
      await desk.getByLabel('Carrier (optional)').fill('Ferrari Group')
      await desk.getByRole('button', { name: 'Ship', exact: true }).click()
      await expect.poll(() => desk.getByText(/^Shipped: /).isVisible(), { timeout: 45_000 }).toBe(true)
      await desk.reload()
    }
  })

  it('the jeweller reads both deliveries on the order page and in the mail, with the delivery note attached', async () => {
    await jeweller.goto(`/de/orders/${orderId}/`)
    const history = jeweller.getByRole('region', { name: 'Verlauf' })
    await expect.poll(() => jeweller.getByText(serials[2], { exact: false }).first().isVisible(), { timeout: 30_000 }).toBe(true)
    expect(await history.getByText('Von Aurelle versandt').count()).toBe(2)
    // The house is named, never its staff.
    expect(await jeweller.content()).not.toContain(demoAccounts.brand.email)
    expect(await jeweller.getByRole('link', { name: /^Lieferschein/ }).count()).toBe(2)
    await expectAccessible(jeweller)
    const shipped = () => mailsIn(server.outboxDir, email).filter((m) => m.includes(number) && /versandt/.test(m.replace(/=\r?\n/g, '')))
    await expect.poll(() => shipped().length, { timeout: 30_000 }).toBe(2)
    expect(shipped().every((m) => /Content-Type: application\/pdf/i.test(m))).toBe(true)
  })

  it('scans the three serial numbers in on the portal’s open orders', async () => {
    await jeweller.goto('/de/portal/open-orders/')
    const scan = jeweller.getByRole('textbox', { name: 'Seriennummer scannen oder eingeben' })
    await expect.poll(() => scan.isVisible(), { timeout: 30_000 }).toBe(true)
    // A scanner types the serial and presses Enter; the field keeps the focus for the next.
    for (const serial of serials) {
      await scan.fill(serial)
      await scan.press('Enter')
    }
    expect(await scan.evaluate((el) => el === document.activeElement)).toBe(true)
    await jeweller.getByRole('button', { name: 'Buchen', exact: true }).click()
    await expect.poll(() => jeweller.getByText('3 Stück eingebucht').isVisible(), { timeout: 30_000 }).toBe(true)
  })

  it('sells one of them from the stock', async () => {
    await jeweller.goto('/de/portal/stock/')
    await jeweller.getByRole('searchbox').fill(serials[0])
    const menu = jeweller.getByRole('button', { name: `Aktionen für ${serials[0]}` })
    await expect.poll(() => menu.isVisible(), { timeout: 30_000 }).toBe(true)
    await menu.click()
    await jeweller.getByRole('menuitem', { name: 'Verkauf erfassen' }).click()
    const dialog = jeweller.getByRole('dialog', { name: 'Verkauf erfassen' })
    await expect.poll(() => dialog.isVisible()).toBe(true)
    await dialog.getByRole('button', { name: 'Speichern' }).click()
    await expect.poll(() => menu.count(), { timeout: 30_000 }).toBe(0)
    // The other two stay in stock, received from the order at its trade price.
    await jeweller.getByRole('searchbox').fill(serials[1])
    await expect.poll(() => jeweller.getByRole('button', { name: `Aktionen für ${serials[1]}` }).isVisible(), { timeout: 30_000 }).toBe(true)
  })
})

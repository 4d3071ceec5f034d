import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoAccounts } from '@seed/accounts'
import { mailsIn } from '../support/api'
import { expectAccessible, launchBrowser, newVisitor } from './support/browser'

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
    page = await newVisitor(browser, server.baseUrl, { width })
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
    await page.waitForURL('**/de/cart/', { waitUntil: 'commit', timeout: 60_000 })
    await expect.poll(lineNames, { timeout: 20_000 }).toEqual(added)
    await expectAccessible(page)
    await page.getByRole('combobox', { name: 'Sortieren nach' }).selectOption('by_productname')
    const byName = [...added].sort((a, b) => a.localeCompare(b, 'de'))
    await expect.poll(lineNames).toEqual(byName)
    expect(await page.getByText(/Bestellnummer: E2E-/).count()).toBe(2)
    // Issue 30: the alloy chosen in the shop shows on each line.
    expect(await page.getByText(/^Legierung: (Weißgold|Gelbgold)$/).count()).toBe(2)
    const total = await page.getByText('Gesamtsumme').locator('xpath=..').innerText()
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName)
    await page.getByRole('button', { name: `${byName[0]} aus dem Warenkorb entfernen` }).click()
    await expect.poll(lineNames).toEqual([byName[1]])
    // The focus moves to the remaining line's delete button, not to <body>.
    await expect.poll(focused).toBe(`${byName[1]} aus dem Warenkorb entfernen`)
    // The moved focus alone does not say what happened: the status region does, politely, and says it can be undone.
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'aus dem Warenkorb entfernt' }).innerText())
      .toBe(`${byName[0]} wurde aus dem Warenkorb entfernt. Mit „Rückgängig“ legen Sie die Position wieder hinein.`)

    // Issue 30: the deletion can be undone, by keyboard: the undo stands where the line was, right
    // before the focused line (whose pieces select, issue 33, comes before its delete button).
    await expectAccessible(page)
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    expect(await focused()).toBe(`Rückgängig: ${byName[0]} wieder in den Warenkorb legen`)
    await page.keyboard.press('Enter')
    await expect.poll(lineNames).toEqual(byName)
    await expect.poll(focused).toBe(`${byName[0]} aus dem Warenkorb entfernen`)
    expect(await page.getByRole('status').filter({ hasText: 'wieder im Warenkorb' }).innerText()).toBe(`${byName[0]} ist wieder im Warenkorb.`)
    // The same configuration: the jeweller's own order number and the alloy came back with it.
    expect(await page.getByText(/Bestellnummer: E2E-/).count()).toBe(2)
    expect(await page.getByText(/^Legierung: (Weißgold|Gelbgold)$/).count()).toBe(2)
    await expect.poll(() => page.getByText('Gesamtsumme').locator('xpath=..').innerText()).toBe(total)

    // Left alone, the undo goes after some seconds.
    await page.getByRole('button', { name: `${byName[0]} aus dem Warenkorb entfernen` }).click()
    await expect.poll(lineNames).toEqual([byName[1]])
    const undo = page.getByRole('button', { name: /^Rückgängig: / })
    expect(await undo.isVisible()).toBe(true)
    await page.mouse.move(0, 0)
    await expect.poll(() => undo.count(), { timeout: 20_000 }).toBe(0)
    remaining = byName[1]
    await expect.poll(() => page.getByText('Gesamtsumme').locator('xpath=..').innerText()).not.toBe(total)
    // The store's address as delivery and billing address, its payment terms, the delivery cost.
    expect(await page.getByRole('heading', { name: 'Lieferadresse' }).isVisible()).toBe(true)
    expect(await page.getByRole('heading', { name: 'Rechnungsadresse' }).isVisible()).toBe(true)
    expect(await page.getByText(/Versandkosten \(DHL Express, versichert\)/).isVisible()).toBe(true)
    await expectAccessible(page)
  })

  it('on /en/cart/ and /ja/cart/ the weight reads as the prices beside it (de-DE) and the requested day in the page’s language (issue 30)', async () => {
    // A copy of the remaining line with a requested day, added through the API as the shop adds lines.
    const requested = await page.evaluate(async () => {
      const cart = (await (await fetch('/api/v1/commerce/orders/current/')).json()) as {
        line_items: { metadata: { article_group_id: string }; quantity: number; selection: Record<string, unknown> }[]
      }
      const [line] = cart.line_items
      const day = new Date(Date.now() + 120 * 86_400_000).toISOString().slice(0, 10)
      const res = await fetch('/api/v1/commerce/line_items/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          article_group_id: line.metadata.article_group_id,
          quantity: line.quantity,
          selection: { ...line.selection, requestedDeliveryDate: day },
        }),
      })
      return { day, status: res.status, id: ((await res.json()) as { id: number }).id }
    })
    expect(requested.status).toBe(201)
    const weight = await page.evaluate(async () => ((await (await fetch('/api/v1/commerce/orders/current/')).json()) as { weight_grams: number }).weight_grams)
    const grams = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 2 }).format(weight)
    // The seed's rings weigh 5,2 g each: a decimal mark that reads differently in English.
    expect(grams).toMatch(/,/)
    const day = (locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${requested.day}T12:00:00Z`))

    await page.goto('/en/cart/')
    await expect.poll(() => page.getByText(`Shipping weight: ${grams} g`).isVisible(), { timeout: 20_000 }).toBe(true)
    expect(await page.getByText(`Requested delivery date: ${day('en')}`).isVisible()).toBe(true)
    expect(await page.getByText(requested.day).count()).toBe(0)
    // Every amount is de-DE, as spec 2 §9 fixes it: no English thousands comma anywhere on the page.
    expect(await page.getByRole('main').innerText()).not.toMatch(/\d,\d{3}\b/)

    await page.goto('/ja/cart/')
    await expect.poll(() => page.getByText(`${grams} g`, { exact: false }).first().isVisible(), { timeout: 20_000 }).toBe(true)
    expect(await page.getByText(day('ja'), { exact: false }).count()).toBe(1)
    expect(await page.getByText(requested.day).count()).toBe(0)
    await expectAccessible(page)

    expect(await page.evaluate(async (id) => (await fetch(`/api/v1/commerce/line_items/${id}/`, { method: 'DELETE' })).status, requested.id)).toBe(204)
    await page.goto('/de/cart/')
    await expect.poll(lineNames, { timeout: 20_000 }).toEqual([remaining])
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
      .poll(
        () =>
          (confirmation =
            mailsIn(server.outboxDir, email)
              .slice(before)
              .find((m) => m.includes(number)) ?? ''),
        { timeout: 15_000 },
      )
      .not.toBe('')
    expect(confirmation.replace(/=\r?\n/g, '')).toMatch(/Subject: .*Bestellung/)

    await page.goto('/de/orders/')
    await expect.poll(() => page.getByRole('heading', { name: `Bestellung ${number}` }).isVisible(), { timeout: 20_000 }).toBe(true)
    const order = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Bestellung ${number}` }) })
    expect(await order.getByText(remaining, { exact: false }).count()).toBe(1)
    expect(await order.getByText('Aufgegeben', { exact: true }).isVisible()).toBe(true)
    // Issue 30: the placed line still names its alloy.
    expect(await order.getByText(/Legierung: (Weißgold|Gelbgold)/).count()).toBe(1)
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

import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { RING_WIDTH_MAX, RING_WIDTH_MIN } from '@/domain/trade/ringWidthWarning'
import storesData from '@seed/data/stores.json'
import type { SeedStore } from '@seed/types'
import { demoAccounts } from '@seed/accounts'
import { expectAccessible, launchBrowser } from './support/browser'

// The manager's Swiss store, found as the seed finds it (seed/accounts.ts).
const chfStore = (storesData as SeedStore[]).find((s) => s.country === 'CH' && s.currency === 'CHF')!

// Issue 14 "Done when": the staff manager chooses the CHF store, configures a ring with a width
// outside the warning range, a special colour and a cursive engraving with a symbol, sees the CHF
// price change with each choice, adds it and sees the +1; at 390 and 1280 px; axe on every screen.
describe.each([390, 1280])('the trade shop at %i px, as the staff manager', (width) => {
  const server = inject('server')
  let browser: Browser
  let page: Page

  beforeAll(async () => {
    browser = await launchBrowser()
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width, height: 900 } })
    page = await context.newPage()
  })
  afterAll(async () => {
    await browser?.close()
  })

  const headerCart = () => page.getByRole('banner').getByRole('link', { name: /^Warenkorb, / })
  // "Warenkorb, leer" is 0, "Warenkorb, 3 Positionen" 3.
  const headerCount = async () => Number(/\d+/.exec((await headerCart().getAttribute('aria-label')) ?? '')?.[0] ?? 0)
  const price = (scope: Locator | Page) => scope.locator('[data-price]').first().innerText()
  const priceChanges = async (scope: Locator | Page, before: string) => {
    await expect.poll(() => price(scope)).not.toBe(before)
    const now = await price(scope)
    expect(now).toMatch(/CHF/)
    return now
  }

  it('is sent to the login first and comes back to the shop', async () => {
    await page.goto('/de/shop/')
    await page.waitForURL(/\/de\/account\/login\/\?next=/)
    expect(new URL(page.url()).searchParams.get('next')).toBe('/de/shop/')
    await page.locator('input[name="email"]').fill(demoAccounts.manager.email)
    await page.locator('input[name="password"]').fill(demoAccounts.manager.password)
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await page.waitForURL('**/de/shop/')
  })

  it('chooses the billing address: the CHF store', async () => {
    const chooser = page.getByRole('group', { name: 'Für welche Rechnungsadresse möchten Sie bestellen?' })
    await expect.poll(() => chooser.isVisible()).toBe(true)
    expect(await chooser.getByRole('radio').count()).toBe(2)
    await expectAccessible(page)
    await chooser.getByRole('radio', { name: chfStore.name }).check()
    await page.getByRole('button', { name: 'Zum Shop' }).click()
    await expect.poll(() => page.getByText(`Sie bestellen für ${chfStore.name}. Preise in CHF.`).isVisible()).toBe(true)
    // The commerce session started on this page: the header's cart link appears without a reload.
    await expect.poll(() => headerCart().isVisible()).toBe(true)
    const cookie = (await page.context().cookies()).find((c) => c.name === '_wff_commerce_token')
    expect(cookie?.httpOnly).toBe(true)
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0)
    await expectAccessible(page)
  })

  it('configures a ring and sees the CHF price follow every choice, then adds it and sees +1', async () => {
    const category = page.getByRole('combobox', { name: 'Kategorie' })
    if (await category.isVisible()) await category.selectOption('ring')
    // A ring that is not the ring of the year (no end customer needed) and offers special colours
    // (the enamelled models) and engraving: opened card by card until one does.
    // (Filtered by what never changes: an opened card's button is no longer "Bestellen".)
    const candidates = page.getByRole('article').filter({ hasNot: page.getByText(/Ring des Jahres/) })
    let ring: Locator | null = null
    for (let i = 0, n = await candidates.count(); i < n && !ring; i++) {
      const card = candidates.nth(i)
      await card.getByRole('button', { name: /^Bestellen/ }).click()
      const suits = (await card.getByRole('group', { name: 'Sonderfarbe' }).count()) > 0 && (await card.getByRole('button', { name: 'Gravur hinzufügen' }).count()) > 0
      if (suits) ring = card
      else await card.getByRole('button', { name: /^Schließen/ }).click()
    }
    if (!ring) throw new Error('no ring with special colours and engraving in the CHF shop')
    expect(await ring.getByRole('button', { name: /^Schließen/ }).getAttribute('aria-expanded')).toBe('true')
    let shown = await price(ring)
    expect(shown).toMatch(/^Preis\s[\d.]+\sCHF$/i)
    await expectAccessible(page)

    // A width outside 47–67.6, in the side panel.
    await ring.getByRole('button', { name: 'Ringweite wählen' }).click()
    const panel = page.getByRole('dialog', { name: 'Ringweite' })
    await expect.poll(() => panel.isVisible()).toBe(true)
    const widths = await panel.getByRole('radio').evaluateAll((radios) => radios.map((r) => Number((r as HTMLInputElement).value)))
    const outside = widths.find((w) => w < RING_WIDTH_MIN || w > RING_WIDTH_MAX)
    expect(outside, `a ring width outside ${RING_WIDTH_MIN}–${RING_WIDTH_MAX} among ${widths.join(', ')}`).toBeDefined()
    await panel.locator(`input[type="radio"][value="${outside}"]`).check()
    await expect.poll(() => panel.getByText(/außerhalb des üblichen Bereichs von 47 bis 67,6/).isVisible()).toBe(true)
    shown = await priceChanges(panel, shown)
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect.poll(() => panel.isVisible()).toBe(false)
    expect(await ring.getByText(/außerhalb des üblichen Bereichs/).isVisible()).toBe(true)
    expect(await price(ring)).toBe(shown)

    // A special colour.
    const colours = ring.getByRole('group', { name: 'Sonderfarbe' })
    await colours.getByRole('radio').nth(1).check()
    shown = await priceChanges(ring, shown)

    // A cursive engraving with a symbol.
    await ring.getByRole('button', { name: 'Gravur hinzufügen' }).click()
    const engraving = page.getByRole('dialog', { name: 'Gravur' })
    await expect.poll(() => engraving.isVisible()).toBe(true)
    await engraving.getByRole('radio', { name: /Schreibschrift/ }).check()
    shown = await priceChanges(engraving, shown)
    await engraving.getByRole('textbox', { name: 'Gravurtext' }).fill('Anna ')
    await engraving.getByRole('button', { name: 'Symbol einfügen: Herz, gefüllt', exact: true }).click()
    expect(await engraving.getByRole('textbox', { name: 'Gravurtext' }).inputValue()).toBe('Anna {heart_filled}')
    expect(await engraving.getByRole('img', { name: 'Anna Herz, gefüllt' }).isVisible()).toBe(true)
    await expectAccessible(page)
    await engraving.getByRole('button', { name: 'Übernehmen' }).click()
    await expect.poll(() => engraving.isVisible()).toBe(false)
    expect(await price(ring)).toBe(shown)

    const inCart = await headerCount()
    await ring.getByRole('button', { name: 'In den Warenkorb' }).click()
    // The pressed button keeps the focus while it says "Hinzugefügt" (aria-disabled, not disabled).
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Hinzugefügt')
    await expect.poll(() => ring.getByText('+1').count()).toBe(1)
    await expect.poll(headerCount).toBe(inCart + 1)
    await expect.poll(() => page.getByText('1 Position in den Warenkorb gelegt').isVisible()).toBe(true)
    // The card closes after 1 s and opens again with a fresh selection.
    await expect.poll(() => ring.getByRole('button', { name: /^Bestellen/ }).getAttribute('aria-expanded')).toBe('false')
    await expectAccessible(page)
  })
})

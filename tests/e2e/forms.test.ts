import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { mailsIn } from '../support/api'
import { expectAccessible, launchBrowser, openPage } from './support/browser'
import { mailCount } from './support/outbox'

/** Where the demo house's form notifications go (seed/formSettings.ts). */
const HOUSE = 'forms@aurelle.example'

// Issue 7 "Forms on the site": a visitor fills each public form as a person would and sees it
// accepted; the house is notified through the outbox.
describe('the public forms, as visitors use them', () => {
  const server = inject('server')
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  const open = async (path: string, width = 1280) => (await openPage(browser, server.baseUrl, path, { width })).page
  const field = (page: Page, name: string) => page.locator(`main [name="${name}"]`)
  const success = (page: Page) => page.getByRole('main').getByRole('status')
  const notifications = () => mailCount(server.outboxDir, HOUSE)

  it('contact with the wishlist: hearts, the wishlist page’s enquiry link, message, pieces, details, success', async () => {
    const page = await open('/de/herzstueck/')
    const hearts = page.getByRole('button', { name: /^Zur Merkliste hinzufügen: / })
    await expect.poll(() => hearts.count()).toBeGreaterThanOrEqual(2)
    for (let i = 0; i < 2; i++) await hearts.first().click()
    await page.goto('/de/wishlist/')
    await page.getByRole('link', { name: 'Zu diesen Stücken beraten lassen' }).click()
    await page.waitForURL(/\/de\/anfrage\/\?wishlistinclude$/)
    expect(await page.getByText('Schritt 1 von 3').isVisible()).toBe(true)
    await expectAccessible(page)

    // Step 1: the rules first, then the message.
    await page.getByRole('button', { name: 'Weiter' }).click()
    await expect.poll(() => field(page, 'email').getAttribute('aria-invalid')).toBe('true')
    await field(page, 'subject').fill('Verlobungsring')
    await field(page, 'email').fill('anna.berg@example.com')
    await field(page, 'message').fill('Ich suche einen Verlobungsring und würde die Stücke gern in der Boutique sehen.')
    await page.getByRole('checkbox', { name: /Ich bin einverstanden/ }).check()
    const before = notifications()
    await page.getByRole('button', { name: 'Weiter' }).click()

    // Step 2: the pieces of the wishlist, both ticked; the visitor keeps one.
    await expect.poll(() => page.getByRole('heading', { name: 'Ihre Schmuckstücke' }).isVisible()).toBe(true)
    const pieces = page.getByRole('checkbox', { name: / anfragen$/ })
    await expect.poll(() => pieces.count()).toBe(2)
    await expectAccessible(page)
    await pieces.first().uncheck()
    await page.getByRole('button', { name: 'Weiter' }).click()

    // Step 3: the personal details, nothing required.
    await expect.poll(() => page.getByRole('heading', { name: 'Ihre Angaben' }).isVisible()).toBe(true)
    expect(await page.getByText('Schritt 3 von 3').isVisible()).toBe(true)
    await field(page, 'gender').selectOption('W')
    await field(page, 'first_name').fill('Anna')
    await field(page, 'last_name').fill('Berg')
    await field(page, 'address_city').fill('Pforzheim')
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Absenden' }).click()
    await expect.poll(() => success(page).innerText()).toContain('Vielen Dank')
    expect(await success(page).getByRole('link', { name: 'Zurück zur Startseite' }).getAttribute('href')).toBe('/de/')
    await expectAccessible(page)
    // The house hears of the message and of the details added to it.
    await expect.poll(() => notifications(), { timeout: 20_000 }).toBeGreaterThanOrEqual(before + 2)
    const mails = mailsIn(server.outboxDir, HOUSE)
      .join('\n')
      .replace(/=\r?\n/g, '')
    expect(mails).toContain('anna.berg@example.com')
    expect(mails).toMatch(/products: 10-\d{4}-\d{2}-\d-[A-Z]{2}\b/)
  })

  it('a product page’s price modal opens the contact form with that piece', async () => {
    const page = await open('/de/schmuck/herzstueck-ring-in-rot/')
    await page.getByRole('button', { name: 'Preis anfragen' }).click()
    const request = page.getByRole('dialog').getByRole('link', { name: 'Anfrage zu diesem Schmuckstück senden' })
    expect(await request.getAttribute('href')).toBe('/de/kontakt/?product=10-1101-00-1-GG')
    await request.click()
    await page.waitForURL(/\/de\/kontakt\/\?product=10-1101-00-1-GG$/)
    const pieces = page.getByRole('group', { name: 'Ihre Anfrage betrifft' })
    await expect.poll(() => pieces.innerText()).toContain('10-1101-00-1-GG')
    await expectAccessible(page)
  })

  it('appointment: a request for a consultation is accepted', async () => {
    const page = await open('/de/termin/')
    await field(page, 'gender').selectOption('M')
    await field(page, 'first_name').fill('Jonas')
    await field(page, 'last_name').fill('Keller')
    await field(page, 'email').fill('jonas.keller@example.com')
    await field(page, 'mobile_phone').fill('+49 170 5550123')
    await field(page, 'appointment_request').fill('Gern an einem Samstagvormittag im Mai.')
    await page.getByRole('checkbox', { name: /Ich bin einverstanden/ }).check()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Termin anfragen' }).click()
    await expect.poll(() => success(page).innerText()).toContain('Ihre Nachricht ist bei uns eingegangen')
    await success(page).getByRole('button', { name: 'OK' }).click()
    expect(await field(page, 'first_name').inputValue()).toBe('')
  })

  it('address request in Japanese: the prefecture and the mobile phone, no house number and no title', async () => {
    const page = await open('/ja/address-request/')
    expect(await field(page, 'title').count()).toBe(0)
    expect(await field(page, 'address_number').getAttribute('aria-required')).toBeNull()
    await page.getByRole('button', { name: '送信する' }).click()
    await expect.poll(() => field(page, 'address_region').getAttribute('aria-invalid')).toBe('true')
    expect(await field(page, 'mobile_phone').getAttribute('aria-invalid')).toBe('true')
    await field(page, 'gender').selectOption('W')
    await field(page, 'last_name').fill('山田')
    await field(page, 'first_name').fill('花子')
    await field(page, 'address_zip_code').fill('104-0061')
    await field(page, 'address_region').fill('東京都')
    await field(page, 'address_city').fill('中央区')
    await field(page, 'address_street').fill('銀座4-5-6')
    await field(page, 'address_country').selectOption('JP')
    await field(page, 'email').fill('hanako@example.com')
    await field(page, 'mobile_phone').fill('090-1234-5678')
    await page.getByRole('checkbox', { name: /同意します/ }).check()
    await page.getByRole('button', { name: '送信する' }).click()
    await expect.poll(() => success(page).innerText()).toContain('ありがとうございます')
    await expectAccessible(page)
  })

  it('newsletter, short form on the house page: address and consent; the confirmation mail follows', async () => {
    const page = await open('/de/das-haus/')
    const form = page.locator('[data-block="newsletterForm"]')
    expect(await form.locator('[name="first_name"]').count()).toBe(0)
    await form.locator('[name="email"]').fill('leser@example.com')
    await form.getByRole('checkbox').check()
    await form.getByRole('button', { name: 'Newsletter abonnieren' }).click()
    await expect.poll(() => form.getByRole('status').innerText()).toContain('bestätigen Sie Ihre Anmeldung')
    await expect.poll(() => mailCount(server.outboxDir, 'leser@example.com'), { timeout: 20_000 }).toBe(1)
    expect(mailsIn(server.outboxDir, 'leser@example.com')[0].replace(/=\r?\n/g, '')).toMatch(/\/de\/newsletter\/confirm\/[0-9a-f-]{36}\//)
    await expectAccessible(page)
  })

  it('unsubscribe: the address comes from the link', async () => {
    const page = await open('/en/unsubscribe/?email=leser%40example.com')
    await expect.poll(() => field(page, 'email').inputValue()).toBe('leser@example.com')
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect.poll(() => success(page).innerText()).toContain('You have been unsubscribed')
    await expectAccessible(page)
  })

  it('museum evening: a bookable day in the calendar, a tour with a phone number, the jeweller', async () => {
    const page = await open('/de/museum-event/')
    await field(page, 'gender').selectOption('W')
    await field(page, 'first_name').fill('Clara')
    await field(page, 'last_name').fill('Weiss')
    await field(page, 'email').fill('clara.weiss@example.com')
    const date = page.getByRole('textbox', { name: /Tag Ihres Besuchs/ })
    await date.click()
    const calendar = page.getByRole('dialog', { name: 'Datum auswählen' })
    // Mondays are closed (seeded form settings): every Monday of the month is disabled.
    const days = calendar.locator('button:not([disabled])[aria-label*="2"]')
    await expect.poll(() => days.count()).toBeGreaterThan(0)
    expect(await calendar.locator('button:not([disabled])[aria-label^="Montag"]').count()).toBe(0)
    await expectAccessible(page)
    await calendar.locator('td:not([data-outside]) button:not([disabled])').last().click()
    await expect.poll(() => date.inputValue()).toMatch(/^\d{2}\.\d{2}\.\d{4}$/)
    expect(await field(page, 'mobile_phone').count()).toBe(0)
    await page.getByRole('checkbox', { name: /Führung/ }).check()
    await field(page, 'mobile_phone').fill('+49 7231 5550')
    const store = field(page, 'store_uuid')
    const values = await store.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value))
    expect(values.slice(0, 3)).toEqual(['', 'none-1', 'none-2'])
    expect(values.length).toBeGreaterThan(3)
    await store.selectOption(values[3])
    await page.getByRole('checkbox', { name: /Ich bin einverstanden/ }).check()
    await page.getByRole('button', { name: 'Verbindlich anmelden' }).click()
    await expect.poll(() => success(page).innerText()).toContain('Ihre Anmeldung ist bei uns eingegangen')
    await expectAccessible(page)
  })

  // An outside test's findings: one <h1> on form pages, focus to the first invalid field, the query kept by the language switch.
  const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name'))

  it('has exactly one <h1>, the page’s title, on pages made of a form block', async () => {
    for (const [path, title] of [
      ['/en/contact/', 'Contact'],
      ['/de/termin/', null],
      ['/zh-hans/address-request/', null],
      ['/de/museum-event/', 'Schmuckmuseum: Abend der offenen Werkstatt'],
    ] as const) {
      const page = await open(path)
      const h1 = page.locator('h1')
      expect(await h1.count(), path).toBe(1)
      if (title) expect(await h1.textContent()).toBe(title)
      await page.context().close()
    }
  })

  it('focuses the first invalid field in document order after an empty submit', async () => {
    for (const [path, first] of [
      ['/de/termin/', 'gender'],
      ['/de/kontakt/', 'email'],
      ['/de/adressanfrage/', 'gender'],
    ] as const) {
      const page = await open(path)
      await page.locator('main form button[type="submit"]').first().click()
      await expect.poll(() => focusedName(page), { message: path }).toBe(first)
      expect(await page.evaluate(() => document.querySelector('main [aria-invalid="true"]')?.getAttribute('name'))).toBe(first)
      await page.context().close()
    }
  })

  it('keeps the query string when switching language', async () => {
    const page = await open('/de/ringe/?filterRingDesign=modern')
    await page.locator('header details summary').first().click()
    await page.locator('header a[hreflang="en"]').first().click()
    await page.waitForURL(/\/en\/rings\/\?filterRingDesign=modern$/)
    await page.context().close()
  })
})

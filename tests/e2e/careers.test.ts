import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoAccounts } from '@seed/accounts'
import { pdf as makePdf } from '../support/documents'
import { expectAccessible, launchBrowser, newVisitor } from './support/browser'

// Issue 19 "Done when" (browser): apply with three files and see the success; a customer without
// the waitlist permission opening the waitlist lands on the access-denied page; a permitted
// jeweller sends the waitlist form.
describe('careers, the yearly-ring waitlist and the access-denied page', () => {
  const server = inject('server')
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  const newPage = async () => newVisitor(browser, server.baseUrl)
  const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: makePdf(name) })
  const login = async (page: Page, { email, password }: { email: string; password: string }) => {
    await page.goto('/de/account/login/')
    await page.locator('input[name="email"]').fill(email)
    await page.locator('input[name="password"]').fill(password)
    await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
    await page.waitForURL('**/de/account/profile/')
  }

  it('lists the positions from the footer link, and applies with a CV, a reference and a cover letter', async () => {
    const page = await newPage()
    await page.goto('/de/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Karriere' }).click()
    await page.waitForURL('**/de/career/')
    await expectAccessible(page)
    await page.getByRole('link', { name: 'Goldschmied (m/w/d)' }).click()
    await page.waitForURL(/\/de\/career\/\d+\/$/)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Goldschmied (m/w/d)')

    await page.getByLabel('Vorname').fill('Ada')
    await page.getByLabel('Nachname').fill('Goldberg')
    await page.getByLabel('E-Mail-Adresse').fill('ada.goldberg@example.com')
    await page.getByLabel('Gehaltsvorstellung').fill('58.000 €')
    const tomorrow = new Date(Date.now() + 24 * 3600 * 1000)
    await page
      .getByLabel('Verfügbar ab')
      .fill(`${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`)
    await page.getByRole('checkbox').check()

    // Without files: the categories are marked as missing (spec 3 §5).
    await page.getByRole('button', { name: 'Bewerbung senden' }).click()
    await expect
      .poll(() => page.getByTestId('missing-files').innerText())
      .toContain('Bitte laden Sie einen Lebenslauf, ein Arbeitszeugnis und ein Anschreiben hoch.')
    expect(await page.locator('[data-missing]').count()).toBe(3)

    // Each file uploads when chosen; an uploaded file clears its category's mark.
    await page.locator('input[name="file-cv"]').setInputFiles(pdf('Lebenslauf.pdf'))
    await expect.poll(() => page.locator('[data-category="cv"] [data-state="uploaded"]').count()).toBe(1)
    expect(await page.locator('[data-missing]').count()).toBe(2)
    await page.locator('input[name="file-employment-reference"]').setInputFiles(pdf('Zeugnis.pdf'))
    await page.locator('input[name="file-cover-letter"]').setInputFiles(pdf('Anschreiben.pdf'))
    await expect.poll(() => page.locator('[data-state="uploaded"]').count()).toBe(3)
    await expect.poll(() => page.getByTestId('missing-files').count()).toBe(0)
    await expectAccessible(page)

    await page.getByRole('button', { name: 'Bewerbung senden' }).click()
    await expect.poll(() => page.getByTestId('application-success').innerText()).toContain('Vielen Dank für Ihre Bewerbung')
  })

  it('refuses a renamed executable beside its category', async () => {
    const page = await newPage()
    await page.goto('/en/career/')
    await page.getByRole('list', { name: 'Open positions' }).getByRole('link').first().click()
    await page.waitForURL(/\/en\/career\/\d+\/$/)
    await page
      .locator('input[name="file-cv"]')
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(128, 0x90)]) })
    await expect.poll(() => page.locator('[data-category="cv"] [data-state="failed"]').innerText()).toContain('Please upload a PDF, Word, PNG or JPEG file.')
  })

  it('an unknown position is a 404', async () => {
    const page = await newPage()
    const response = await page.goto('/de/career/999999999/')
    expect(response?.status()).toBe(404)
  })

  it('sends a customer without the permission from the waitlist to the access-denied page', async () => {
    const page = await newPage()
    await login(page, demoAccounts.customer)
    const reported = page.waitForRequest((r) => r.url().endsWith('/api/next/access-denied/') && r.method() === 'POST')
    await page.goto('/de/yearly-ring/')
    await page.waitForURL(/\/de\/error-access-denied\/\?from=/)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Kein Zugriff')
    const body = JSON.parse((await reported).postData() ?? '{}')
    expect(body).toMatchObject({ cookies_enabled: true, local_storage_enabled: true, user_agent: expect.any(String), timestamp: expect.any(String) })
    expect(JSON.stringify(body)).not.toContain('eyJ')
    await expect.poll(() => page.getByRole('main').getByRole('link', { name: 'Zur Startseite', exact: true }).getAttribute('href')).toBe('/de/')
    await expectAccessible(page)
  })

  it('lets the demo jeweller (with orders:create_article_order) put a customer on the waitlist', async () => {
    const page = await newPage()
    await login(page, demoAccounts.jeweller)
    await page.goto('/de/yearly-ring/')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Warteliste Jahresring')
    await page.getByLabel('Nachname der Kundin / des Kunden').fill('Brenner')
    await page.getByLabel('Schmuckwert').fill('2500')
    await page.getByLabel('Ringgröße').fill('54')
    await page.getByRole('checkbox').check()
    await expectAccessible(page)
    await page.getByRole('button', { name: 'Auf die Warteliste setzen' }).click()
    await expect.poll(() => page.getByText('Vielen Dank. Ihre Anfrage für den Jahresring ist eingegangen.').isVisible()).toBe(true)
  })
})

import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoAccounts } from '@seed/accounts'
import { launchBrowser, visitorContext } from './support/browser'

// Issue 7: "Submissions are stored (a Payload collection brand staff can browse, filter and export
// as CSV; editors cannot) before the 201 is sent".
describe('form submissions in /admin', () => {
  const server = inject('server')
  let browser: Browser
  let context: BrowserContext
  const email = `termin.${Date.now()}@example.com`

  beforeAll(async () => {
    browser = await launchBrowser()
    context = await visitorContext(browser, server.baseUrl, { acceptDownloads: true })
    const res = await context.request.post('/api/v1/forms/', {
      data: {
        action: 'APPOINTMENT_REQUEST',
        form_id: 'e2e',
        used_website_language: 'DE',
        gender: 'W',
        first_name: 'Clara',
        last_name: 'Weiß',
        email,
        mobile_phone: '+49 89 123456',
        appointment_request: 'Samstag, 11 Uhr',
        data_agreement: true,
      },
    })
    expect(res.status()).toBe(201)
  })
  afterAll(async () => {
    await browser?.close()
  })

  async function logIn(account: { email: string; password: string }) {
    const page = await context.newPage()
    await context.clearCookies()
    await page.goto('/admin/login')
    await page.locator('#field-email').fill(account.email)
    await page.locator('#field-password').fill(account.password)
    await page.locator('button[type="submit"]').click()
    await page.waitForURL(/\/admin\/?$/)
    return page
  }

  it('brand staff find the submission, filter by its address and export exactly those rows as CSV', async () => {
    const page = await logIn(demoAccounts.brand)
    await page.goto(`/admin/collections/form-submissions?search=${encodeURIComponent(email)}`)
    await expect.poll(() => page.locator('table').innerText(), { timeout: 15_000 }).toContain(email)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()])
    const csv = await (await download.createReadStream()).toArray().then((parts) => Buffer.concat(parts).toString('utf8'))
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toMatch(/^created_at,uuid,action,email,/)
    expect(lines.slice(1)).toHaveLength(1)
    expect(lines[1]).toContain(`,APPOINTMENT_REQUEST,${email},`)
    expect(lines[1]).toContain('Samstag')
    await page.close()
  })

  it('editors see neither the collection nor its rows', async () => {
    const page = await logIn(demoAccounts.editor)
    // The admin's side navigation (the header has a breadcrumb nav too), once it lists the content.
    const sideNav = page.locator('nav.nav__wrap')
    await expect.poll(() => sideNav.innerText(), { timeout: 15_000 }).toContain('Pages')
    expect(await sideNav.innerText()).not.toContain('Form submissions')
    const api = await page.request.get('/cms-api/form-submissions')
    expect(api.status()).toBe(403)
    const csv = await page.request.get('/cms-api/form-submissions/export')
    expect(csv.status()).toBe(403)
    await page.close()
  })
})

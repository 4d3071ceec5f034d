import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '@/domain/consent'
import { expectAccessible, launchBrowser, visitorContext } from './support/browser'
import { urlFromOutbox } from './support/outbox'

// Issue 7: "Newsletter confirmation page /{locale}/newsletter/confirm/{uuid}: LOADING, then SUCCESS
// on 200, FAILURE on any other status or a missing uuid …; on success the opt-in event is tracked
// (subject to consent). The confirmation e-mail, in the visitor's language, carries that link."
// And: "gclid and fbclid from a landing URL are kept in localStorage under those keys".
describe('newsletter double opt-in and click ids, as a visitor meets them', () => {
  const server = inject('server')
  let browser: Browser
  let page: Page
  const dataLayer = () => page.evaluate(() => ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((e) => e.event))

  beforeAll(async () => {
    browser = await launchBrowser()
    const context = await visitorContext(browser, server.baseUrl)
    // This visitor agreed to statistics, so the opt-in may be tracked.
    await context.addInitScript(
      ([key, version]) => localStorage.setItem(key, JSON.stringify({ necessary: true, statistics: true, decidedAt: new Date().toISOString(), version })),
      [CONSENT_STORAGE_KEY, CONSENT_VERSION] as const,
    )
    page = await context.newPage()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('keeps gclid and fbclid of the landing URL for the forms', async () => {
    await page.goto('/de/?gclid=Cj0KCQ-test.1&fbclid=IwAR-test_2')
    await expect.poll(() => page.evaluate(() => [localStorage.getItem('gclid'), localStorage.getItem('fbclid')])).toEqual(['Cj0KCQ-test.1', 'IwAR-test_2'])
    await page.goto('/de/das-haus/')
    expect(await page.evaluate(() => localStorage.getItem('gclid'))).toBe('Cj0KCQ-test.1')
  })

  it('confirms from the e-mail link in Japanese and tracks the opt-in; the link opened again still says welcome, without a second opt-in', async () => {
    const email = `hanako.${Date.now()}@example.com`
    const res = await page.request.post('/api/v1/forms/', {
      data: { action: 'REGISTRATION', form_id: 'e2e', used_website_language: 'JA', email, data_agreement: true },
    })
    expect(res.status()).toBe(201)
    const link = await urlFromOutbox(server.outboxDir, email, /https?:\/\/[^\s"<]+\/ja\/newsletter\/confirm\/[0-9a-f-]{36}\//)
    await page.goto(new URL(link).pathname)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('ようこそ')
    await expect.poll(dataLayer).toContain('newsletter_opt_in')
    await expectAccessible(page)

    // People open a mail twice (phone, then desk): the subscription stands, so the page says so.
    await page.goto(new URL(link).pathname)
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('ようこそ')
    await page.waitForLoadState('networkidle')
    expect(await dataLayer()).not.toContain('newsletter_opt_in')
  })

  it('shows the failure for a missing or unknown uuid', async () => {
    await page.goto('/de/newsletter/confirm/')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Dieser Link ist nicht mehr gültig')
    await page.goto('/en/newsletter/confirm/00000000-0000-4000-8000-000000000000/')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('This link is no longer valid')
  })
})

import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectAccessible, launchBrowser, newVisitor } from './support/browser'

// Issue 20: the OpenAPI 3.1 description "served at /api/v1/openapi.json with a readable reference
// page", from the production server: the document names this server, and the page reads in a
// browser under the site's CSP, loading nothing from elsewhere.
describe('the API description and its reference page', () => {
  const server = inject('server')
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  it('serves the OpenAPI 3.1 document with this server and every operation the page lists', async () => {
    const response = await fetch(`${server.baseUrl}/api/v1/openapi.json`)
    expect(response.status).toBe(200)
    const document = (await response.json()) as { openapi: string; servers: { url: string }[]; paths: Record<string, Record<string, { operationId: string }>> }
    expect(document.openapi).toBe('3.1.0')
    expect(document.servers).toEqual([{ url: server.baseUrl }])

    const page = await newVisitor(browser, server.baseUrl, { locale: 'en-GB' })
    const requested: string[] = []
    const problems: string[] = []
    page.on('request', (r) => requested.push(r.url()))
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()))
    const answer = await page.goto('/api/v1/reference/')
    expect(answer?.status()).toBe(200)
    expect(answer?.headers()['content-security-policy']).toContain("default-src 'self'")
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('API reference')
    const ids = Object.values(document.paths).flatMap((methods) => Object.values(methods).map((op) => op.operationId))
    for (const id of ids) expect(await page.locator(`section[id="${id}"]`).count(), id).toBe(1)
    expect(requested.filter((url) => !url.startsWith(server.baseUrl))).toEqual([])
    expect(problems).toEqual([])
    await expectAccessible(page)

    // The contents link to each operation, and the document is one link away.
    await page.getByRole('link', { name: /post \/api\/v1\/jwt\/create\//i }).click()
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#createToken')
    await expect.poll(() => page.getByRole('link', { name: 'OpenAPI document (JSON)' }).getAttribute('href')).toBe('/api/v1/openapi.json')
  })

  it('speaks German by default and the asked language with ?locale=', async () => {
    const page = await newVisitor(browser, server.baseUrl, { locale: 'de-DE' })
    await page.goto('/api/v1/reference/')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('API-Referenz')
    await page.goto('/api/v1/reference/?locale=ja')
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('API リファレンス')
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ja')
  })
})

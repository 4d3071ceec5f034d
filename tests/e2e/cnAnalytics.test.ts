import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { CN_ANALYTICS_ORIGIN } from '@/domain/analytics'
import { launchBrowser, visitorContext } from './support/browser'
import { startServer, type RunningServer } from './support/server'

// Issue 13: the "no foreign request before consent" test "never configures the Chinese tracker:
// add a zh-hans browser test with a site id set that counts requests to the tracker's host before
// and after consent". Spec 1 §8: zh-hans page views go to the Chinese tracker, only with consent.
const SITE_ID = 'maison-e2e-site-id'

describe('the Chinese tracker on zh-hans pages, with a site id configured', () => {
  let server: RunningServer
  let browser: Browser

  beforeAll(async () => {
    // The shared server has no site id. The layout reads it at request time (Next inlines a
    // NEXT_PUBLIC_ value only when it is set at build time, and the test build has none), so a
    // server of the same build started with it renders the tracker: no second build, and no second
    // seed (a copy of the shared server's fresh house).
    server = await startServer({ env: { NEXT_PUBLIC_CN_ANALYTICS_SITE_ID: SITE_ID }, house: inject('freshHouse') })
    browser = await launchBrowser({ consentDecided: false })
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
  })

  /** Lets the page's scripts run, and a second more for anything late (a tracker) to show itself. */
  const settle = async (page: Page) => {
    await page.waitForLoadState('load')
    await page.waitForTimeout(1000)
  }

  it('sends nothing to the tracker before consent, and the page view after statistics consent', async () => {
    // The CSP that admits the tracker host is fixed at build time (next.config.ts headers, unit-tested
    // in tests/unit/domain/consent.test.ts); this build's CSP does not name it, so it is bypassed here.
    const context = await visitorContext(browser, server.baseUrl, { width: 1280, bypassCSP: true })
    const tracker: string[] = []
    // No real network: every request to the tracker's host is counted and aborted.
    await context.route(`${CN_ANALYTICS_ORIGIN}/**`, (route) => {
      tracker.push(route.request().url())
      return route.abort()
    })
    const page = await context.newPage()

    await page.goto('/zh-hans/')
    const banner = page.getByRole('region', { name: 'Cookie 同意' })
    await expect.poll(() => banner.isVisible()).toBe(true)
    await settle(page)
    expect(tracker).toEqual([])
    expect(await page.evaluate(() => (window as { _hmt?: unknown[] })._hmt)).toBeUndefined()

    // As a person does it: settings, tick statistics, save the choice.
    await banner.getByRole('button', { name: '设置', exact: true }).click()
    await banner.getByRole('checkbox', { name: /^统计/ }).check()
    await banner.getByRole('button', { name: '保存选择' }).click()
    await expect.poll(() => banner.isVisible()).toBe(false)
    await expect.poll(() => tracker.length).toBeGreaterThan(0)
    expect(tracker[0]).toBe(`${CN_ANALYTICS_ORIGIN}/hm.js?${SITE_ID}`)
    expect(await page.evaluate(() => (window as { _hmt?: unknown[] })._hmt)).toContainEqual(['_trackPageview', '/zh-hans/'])

    // The tracker is for zh-hans only: a German page with the same consent sends it nothing.
    const counted = tracker.length
    await page.goto('/de/')
    await settle(page)
    expect(tracker).toHaveLength(counted)
    await context.close()
  })
})

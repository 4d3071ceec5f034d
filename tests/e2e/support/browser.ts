import AxeBuilder from '@axe-core/playwright'
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page, type Response } from 'playwright-core'
import { expect } from 'vitest'
import { CONSENT_STORAGE_KEY, CONSENT_VERSION } from '@/domain/consent'

/**
 * The system Chromium. Visitors in most journeys have already answered the consent banner
 * (necessary only), so it does not cover what they click; the consent journey starts undecided.
 */
export async function launchBrowser({ consentDecided = true } = {}): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  // Each context is its own visitor with its own address, as people are: the shared server trusts
  // X-Forwarded-For (TRUST_PROXY=1), so the per-address limits of forms and sign-in count per journey
  // and not for the whole suite arriving from 127.0.0.1.
  const network = Math.floor(Math.random() * 250)
  let visitors = 0
  const ownAddress = browser.newContext.bind(browser)
  browser.newContext = async (options) => {
    visitors += 1
    return ownAddress({
      ...options,
      extraHTTPHeaders: { 'x-forwarded-for': `10.${network}.${(visitors >> 8) & 255}.${visitors & 255}`, ...options?.extraHTTPHeaders },
    })
  }
  if (!consentDecided) return browser
  const newContext = browser.newContext.bind(browser)
  browser.newContext = async (options) => {
    const context = await newContext(options)
    await context.addInitScript(
      ([key, version]) => {
        try {
          if (!localStorage.getItem(key))
            localStorage.setItem(key, JSON.stringify({ necessary: true, statistics: false, decidedAt: new Date().toISOString(), version }))
        } catch {
          // Sandboxed frames (embeds) have no storage; they show no banner either.
        }
      },
      [CONSENT_STORAGE_KEY, CONSENT_VERSION] as const,
    )
    return context
  }
  return browser
}

/** Playwright's context options, with the window given as `width` × `height`. */
export type Visitor = Omit<BrowserContextOptions, 'baseURL' | 'viewport'> & { width?: number; height?: number }

/**
 * A fresh visitor of the site at `baseURL`: a context of their own (cookies, storage, client address),
 * for journeys that set it up (routes, init scripts, listeners) or open several pages in it. With a
 * `width` the window is `width` × `height` (900 unless named); without one it is Playwright's
 * default, 1280 × 720.
 */
export async function visitorContext(browser: Browser, baseURL: string, { width, height = 900, ...options }: Visitor = {}): Promise<BrowserContext> {
  return browser.newContext({ baseURL, ...options, ...(width === undefined ? {} : { viewport: { width, height } }) })
}

/** A fresh visitor (as `visitorContext`) on a blank page, before their first navigation. */
export async function newVisitor(browser: Browser, baseURL: string, visitor: Visitor = {}): Promise<Page> {
  return (await visitorContext(browser, baseURL, visitor)).newPage()
}

type Visit = { width?: number; javaScriptEnabled?: boolean; acceptDownloads?: boolean }

/** A visitor in a fresh context (900 px high, `width` wide) who has just opened `path`. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  path: string,
  { width = 1280, javaScriptEnabled = true, acceptDownloads = false }: Visit = {},
): Promise<{ page: Page; response: Response | null }> {
  const page = await newVisitor(browser, baseURL, { width, javaScriptEnabled, acceptDownloads })
  const response = await page.goto(path)
  return { page, response }
}

/** axe-core on the page as it stands: no serious or critical violations. */
export async function expectAccessible(page: Page): Promise<void> {
  // A dialog or banner still fading in blends its colours with the page: let finite animations end
  // first (looping ones, a spinner or a video, never do), or contrast is measured mid-fade.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  )
  // Blocks below the fold skip rendering until they near the viewport (content-visibility: auto,
  // RenderBlocks.module.css). axe finds a text's background by hit-testing (elementsFromPoint), which
  // a skipped block does not answer, so it would measure contrast against whatever lies beneath. A
  // visitor only ever sees a block rendered: axe checks every block rendered.
  const rendered = await renderEveryBlock(page)
  const results = await new AxeBuilder({ page }).analyze()
  await rendered.evaluate((style) => (style as HTMLStyleElement).remove())
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    )
  expect(bad, `accessibility violations on ${page.url()}`).toEqual([])
}

/** Renders every block now, lazy ones too (RenderBlocks.module.css); remove the returned style to undo. */
export function renderEveryBlock(page: Page) {
  return page.addStyleTag({ content: '[data-block] > * { content-visibility: visible !important }' })
}

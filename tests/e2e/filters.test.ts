import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { expectAccessible, launchBrowser, openPage } from './support/browser'

/**
 * Written out from the seed, not computed by the filter code under test: the /de/ringe/ list
 * (seed/data/pages.json, its productList's mpns in order) with each ring's German slug and filter
 * values from seed/data/products.json. Within a group a ring needs one ticked value, across groups
 * every group.
 */
const ALL_RINGS = [
  'herzstueck-ring-in-rot', // romantic · narrow · multiple · red
  'herzstueck-ring-in-rose', // romantic · narrow · multiple · rose
  'herzstueck-ring-mit-brillant', // romantic, classic · wide · solitaire
  'feinlinie-ring-in-blau', // modern · narrow · multiple · blue
  'feinlinie-ring-in-gruen', // modern · narrow · multiple · green
  'feinlinie-ring-in-gelb', // modern, dynamic · narrow · none · yellow
  'feinlinie-ring-in-orange-breit', // dynamic · wide · multiple · orange
  'feinlinie-ring-in-weiss-breit', // modern · wide · none · white
  'feinlinie-ring-in-schwarz-limitiert', // modern, classic · wide · multiple · black
  'solitaer-1897-verlobungsring', // classic · narrow · solitaire
  'solitaer-1897-ring-in-gelbgold', // classic, romantic · narrow · solitaire
  'goldfaden-bandring-breit', // classic · wide · none
  'reigen-pave-ring', // dynamic · wide · multiple
  'morgentau-ring-in-bicolor', // romantic, dynamic · narrow · multiple
]
/** Design modern or classic, width narrow. */
const MODERN_OR_CLASSIC_NARROW = [
  'feinlinie-ring-in-blau',
  'feinlinie-ring-in-gruen',
  'feinlinie-ring-in-gelb',
  'solitaer-1897-verlobungsring',
  'solitaer-1897-ring-in-gelbgold',
]
/** Design dynamic, width wide. */
const DYNAMIC_WIDE = ['feinlinie-ring-in-orange-breit', 'reigen-pave-ring']
const hrefs = (slugs: string[]) => slugs.map((slug) => `/de/schmuck/${slug}/`)

// Issue 6, browser test as a new visitor: "filter rings by design and width and share the URL".
describe('product filters as a new visitor', () => {
  const server = inject('server')
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  const open = (path: string, visit: { width?: number; javaScriptEnabled?: boolean } = {}) => openPage(browser, server.baseUrl, path, visit)
  const list = (page: Page) => page.locator('[data-block="productList"]')
  const tileHrefs = (page: Page) =>
    list(page)
      .locator('article > a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  const toggleOf = (page: Page) => list(page).getByRole('button', { name: /^Filter( \(\d+\))?$/ })
  /** The panel's toggle appears once the list is interactive. */
  const ready = async (page: Page) => {
    await expect.poll(() => toggleOf(page).isVisible()).toBe(true)
  }

  it('filters rings by design and width: loader for 1300 ms, the filtered grid, and a URL that opens the same list', async () => {
    const { page, response } = await open('/de/ringe/')
    // The ordinary page stays a static, shared-cacheable page.
    expect(response?.headers()['cache-control']).toMatch(/s-maxage/)
    await ready(page)
    const panel = page.getByRole('form', { name: 'Ringe filtern' })
    expect(await panel.isVisible()).toBe(true) // open by default above 1180 px
    expect(await tileHrefs(page)).toEqual(hrefs(ALL_RINGS))
    expect(await list(page).getByText('14 Schmuckstücke').isVisible()).toBe(true)
    await expectAccessible(page)

    await panel.getByRole('group', { name: 'Design' }).getByRole('checkbox', { name: 'Modern' }).check()
    await panel.getByRole('group', { name: 'Design' }).getByRole('checkbox', { name: 'Klassisch' }).check()
    await panel.getByRole('group', { name: 'Ringbreite' }).getByRole('checkbox', { name: 'Schmal' }).check()
    const changed = Date.now()
    const results = list(page).locator('[aria-busy]')
    expect(await results.getAttribute('aria-busy')).toBe('true')
    expect(await results.locator('span[aria-hidden="true"]').first().isVisible()).toBe(true)
    expect(await results.locator('article').count()).toBe(0)
    await expect.poll(() => results.getAttribute('aria-busy'), { timeout: 10_000 }).toBe('false')
    // The loader stays 1300 ms from the last change; `changed` is taken once check() has returned, which on a
    // busy machine is up to a few hundred ms after the change itself.
    expect(Date.now() - changed).toBeGreaterThanOrEqual(1000)

    const query = 'filterRingDesign=modern,classic&filterRingWidth=narrow'
    const filtered = hrefs(MODERN_OR_CLASSIC_NARROW)
    expect(new URL(page.url()).search).toBe(`?${query}`)
    expect(await tileHrefs(page)).toEqual(filtered)
    expect(await list(page).getByRole('status').innerText()).toBe('5 Schmuckstücke')
    expect(await list(page).getByRole('button', { name: 'Filter (3)' }).isVisible()).toBe(true)
    await expectAccessible(page)

    // Shared: someone else opens the copied address and sees the same list, the same boxes ticked.
    const shared = await open(page.url())
    await ready(shared.page)
    expect(await tileHrefs(shared.page)).toEqual(filtered)
    const sharedPanel = shared.page.getByRole('form', { name: 'Ringe filtern' })
    for (const name of ['Modern', 'Klassisch', 'Schmal']) expect(await sharedPanel.getByRole('checkbox', { name, exact: true }).isChecked()).toBe(true)
    expect(await sharedPanel.getByRole('checkbox', { name: 'Breit' }).isChecked()).toBe(false)
    await expectAccessible(shared.page)
    // …and it survives a reload.
    await shared.page.reload()
    expect(await tileHrefs(shared.page)).toEqual(filtered)
  })

  it('says so when no piece matches, and the reset brings every ring back', async () => {
    const { page } = await open('/de/ringe/')
    await ready(page)
    const panel = page.getByRole('form', { name: 'Ringe filtern' })
    await panel.getByRole('checkbox', { name: 'Orange' }).check()
    await panel.getByRole('checkbox', { name: 'Solitär' }).check()
    // The only orange ring has several diamonds, not a solitaire.
    const message = 'Zu dieser Auswahl gibt es leider keine Schmuckstücke. Bitte wählen Sie weniger Filter.'
    await expect.poll(() => list(page).getByText(message).first().isVisible()).toBe(true)
    expect(await list(page).getByRole('status').innerText()).toBe(message)
    await expectAccessible(page)
    await list(page).getByRole('button', { name: 'Filter zurücksetzen' }).click()
    await expect.poll(() => tileHrefs(page)).toEqual(hrefs(ALL_RINGS))
    expect(new URL(page.url()).search).toBe('')
  })

  it('opens the panel by default only above 1180 px and closes it when the window shrinks to 1180 px', async () => {
    const { page } = await open('/de/ringe/', { width: 1240 })
    await ready(page)
    const toggle = toggleOf(page)
    const panel = page.getByRole('form', { name: 'Ringe filtern' })
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    await page.setViewportSize({ width: 1180, height: 900 })
    await expect.poll(() => panel.isVisible()).toBe(false)
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    // Keyboard: the toggle opens it again.
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => panel.isVisible()).toBe(true)

    const phone = await open('/de/ringe/', { width: 390 })
    await ready(phone.page)
    const phonePanel = phone.page.getByRole('form', { name: 'Ringe filtern' })
    expect(await phonePanel.isVisible()).toBe(false)
    await toggleOf(phone.page).click()
    expect(await phonePanel.isVisible()).toBe(true)
    await expectAccessible(phone.page)
  })

  it('filters without JavaScript: the panel is a form the server answers with the filtered page', async () => {
    const { page } = await open('/de/ringe/', { width: 1024, javaScriptEnabled: false })
    const panel = page.getByRole('form', { name: 'Ringe filtern' })
    expect(await panel.isVisible()).toBe(true)
    await panel.getByRole('checkbox', { name: 'Dynamisch' }).check()
    await panel.getByRole('checkbox', { name: 'Breit' }).check()
    await panel.getByRole('button', { name: 'Auswahl anzeigen' }).click()
    await page.waitForURL('**/de/ringe/?filterRingDesign=dynamic&filterRingWidth=wide')
    expect(await tileHrefs(page)).toEqual(hrefs(DYNAMIC_WIDE))
    expect(await panel.getByRole('checkbox', { name: 'Dynamisch' }).isChecked()).toBe(true)
    // The filtered view points search engines at the page itself.
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(/\/de\/ringe\/$/)
  })
})

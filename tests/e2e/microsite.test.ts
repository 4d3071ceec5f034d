import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoAccounts } from '@seed/accounts'
import { urlLocales } from '@/i18n/locales'
import { expectAccessible, launchBrowser, newVisitor, openPage } from './support/browser'

// Issue 5: "a microsite renders its placeholder content and prefixed links"; "an editor's
// unpublished change shows in live preview with W/M badges and not on the public page".
describe('jeweller microsites and the editor preview', () => {
  const server = inject('server')
  let browser: Browser

  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })

  const open = async (path: string, width = 1280) => (await openPage(browser, server.baseUrl, path, { width })).page

  it('fills the placeholder with the jeweller’s content and keeps every site link inside the microsite', async () => {
    const base = '/de/microsite/aurelle-boutique-pforzheim/'
    const page = await open(base)
    expect(await page.getByRole('heading', { name: 'Willkommen in der Boutique Pforzheim' }).isVisible()).toBe(true)
    const hrefs = await page.locator('a[href^="/de/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    const outside = hrefs.filter((href) => !href.startsWith(base))
    expect(outside).toEqual([])
    expect(hrefs.length).toBeGreaterThan(5)
    // Spec 1 §2: "In microsite mode an external url link opens in a new tab."
    const external = page.locator('a[href="https://www.pforzheim.de/"]')
    expect(await external.getAttribute('target')).toBe('_blank')
    expect(await external.getAttribute('rel')).toContain('noopener')
    await expectAccessible(page)

    await page.locator(`header nav a[href="${base}die-werkstatt/"]`).click()
    await page.waitForURL(`**${base}die-werkstatt/`)
    // The microsite channel shows its own block and not the default site's placeholder-free page.
    expect(await page.getByText('Erleben Sie Aurelle bei Ihrem Juwelier vor Ort').isVisible()).toBe(true)
  })

  // Spec 1 §2: "/{locale}/microsite/{jeweler slug}/ — Prefix for all links in microsite mode". The
  // HTML as the server sends it, before (or without) JavaScript: a slow hydration shows it for seconds.
  it('keeps every link and form of the server-rendered microsite pages under the prefix, without JavaScript', async () => {
    const slug = 'aurelle-boutique-pforzheim'
    const base = `/de/microsite/${slug}/`
    const inside = new RegExp(`^/(${urlLocales.join('|')})/microsite/${slug}/`)
    // The locator's store cards link to each jeweller's own microsite: microsite mode still, not the house's site.
    const otherMicrosite = new RegExp(`^/(${urlLocales.join('|')})/microsite/[^/]+/$`)
    const sitePage = new RegExp(`^/(${urlLocales.join('|')})/`)
    const targets = (html: string) =>
      [...html.matchAll(/<(a|form)\b[^>]*?\s(?:href|action)="([^"]*)"/g)].map((m) => ({ tag: m[1], target: m[2].replaceAll('&amp;', '&') }))
    const fetchHtml = async (path: string) => {
      const res = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' })
      expect(res.status, path).toBe(200)
      return res.text()
    }

    const home = targets(await fetchHtml(base))
    // The home page, every page it links to inside the microsite, and the pages of the header's search
    // and the locator block's form (/de/juweliere/) with a query, as a browser without JavaScript sends them.
    const pages = new Set([base, ...home.map((t) => t.target.split(/[?#]/)[0]).filter((t) => t.startsWith(base))])
    pages.add(`${base}juweliere/`).add(`${base}search/?s=Ring`).add(`${base}store-locator/?place=Pforzheim`)
    const outside: string[] = []
    let checked = 0
    for (const path of pages) {
      for (const { tag, target } of targets(await fetchHtml(path))) {
        if (!sitePage.test(target)) continue // mailto:, https:, #anchors, files
        checked++
        if (!inside.test(target) && !(path.startsWith(`${base}store-locator/`) && otherMicrosite.test(target))) outside.push(`${path}: <${tag}> ${target}`)
      }
    }
    expect(outside).toEqual([])
    expect(pages.size).toBeGreaterThan(5)
    expect(checked).toBeGreaterThan(50)
    // The header's search posts to the microsite's own results page, which answers with hits inside it.
    expect(home).toContainEqual({ tag: 'form', target: `${base}search/` })
    const results = targets(await fetchHtml(`${base}search/?s=Ring`))
    expect(results.filter((t) => t.target.startsWith(`${base}schmuck/`)).length).toBeGreaterThan(0)
    expect(targets(await fetchHtml(`${base}juweliere/`))).toContainEqual({ tag: 'form', target: `${base}store-locator/` })
  })

  // Issue 31: the footer's careers link moves under the prefix (spec 1 §2), where the careers pages
  // have their microsite twins; list, position and back link stay inside the microsite.
  it('opens the careers pages from a microsite page and keeps their links under the prefix', async () => {
    const base = '/de/microsite/aurelle-boutique-pforzheim/'
    const page = await open(`${base}die-werkstatt/`)
    const careers = (await page.locator('a[href*="/career/"]').first().getAttribute('href')) ?? ''
    expect(careers).toBe(`${base}career/`)
    const linksInMain = () => page.locator('main a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))

    expect((await page.goto(careers))?.status()).toBe(200)
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Karriere')
    const listLinks = await linksInMain()
    expect(listLinks.filter((href) => !href.startsWith(base))).toEqual([])
    expect(listLinks.length).toBeGreaterThan(0)

    await page.getByRole('link', { name: 'Goldschmied (m/w/d)' }).click()
    await page.waitForURL(new RegExp(`${base}career/\\d+/$`))
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Goldschmied (m/w/d)')
    expect((await page.reload())?.status()).toBe(200)
    expect((await linksInMain()).filter((href) => !href.startsWith(base))).toEqual([])
    // The language switcher leads to the same position on the other language's microsite.
    expect(await page.locator('a[hreflang="en"]').first().getAttribute('href')).toMatch(/^\/en\/microsite\/aurelle-boutique-pforzheim\/career\/\d+\/$/)
  })

  it('never shows the wishlist heart on a microsite product page, and the site never shows microsite blocks', async () => {
    const page = await open('/de/microsite/aurelle-boutique-pforzheim/schmuck/herzstueck-ring-in-rot/')
    expect(await page.getByRole('navigation', { name: 'Auf dieser Seite' }).isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: /Merkliste/ }).count()).toBe(0)
    const home = await (await fetch(`${server.baseUrl}/de/`)).text()
    expect(home).not.toContain('Willkommen in der Boutique Pforzheim')
  })

  it('leaves the placeholder out for an unknown jeweller', async () => {
    const res = await fetch(`${server.baseUrl}/de/microsite/niemand/`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).not.toContain('Willkommen in der Boutique Pforzheim')
    expect(html).toContain('href="/de/microsite/niemand/die-werkstatt/"')
  })

  it('shows an editor’s draft in live preview with W/M badges, and nowhere else', async () => {
    const admin = await newVisitor(browser, server.baseUrl, { width: 1600, height: 1000 })
    await admin.goto('/admin/login')
    await admin.locator('#field-email').fill(demoAccounts.editor.email)
    await admin.locator('#field-password').fill(demoAccounts.editor.password)
    await admin.locator('button[type="submit"]').click()
    await admin.waitForURL(/\/admin\/?$/)
    await admin.goto('/admin/collections/pages?limit=50')
    await admin.locator('a', { hasText: 'Herzstück' }).first().click()
    await admin.waitForURL(/\/admin\/collections\/pages\/\d+/)
    await admin.locator('#field-title').fill('Herzstück im Entwurf')
    await admin.locator('.live-preview-toggler').click()
    const iframe = admin.locator('iframe#live-preview-iframe')
    await expect.poll(() => iframe.getAttribute('src'), { timeout: 15_000 }).toMatch(/\/de\/preview\/pages\/\d+\/\?_preview_token=/)
    const frame = admin.frameLocator('iframe#live-preview-iframe')
    // Autosave stores the draft; the preview re-renders on the admin's document event. The document's
    // title, as the browser reads it: while React swaps the title, the frame holds two <title>s for a moment.
    await expect.poll(() => iframe.evaluate((el: HTMLIFrameElement) => el.contentDocument?.title ?? ''), { timeout: 20_000 }).toContain('Herzstück im Entwurf')
    await expect.poll(async () => (await frame.locator('[data-preview-badges]').first().locator('li').allTextContents()).join(' ')).toMatch(/W.*M/)

    const src = (await iframe.getAttribute('src')) as string
    const publicHtml = await (await fetch(`${server.baseUrl}/de/herzstueck/`)).text()
    expect(publicHtml).not.toContain('Herzstück im Entwurf')
    const forged = src.replace(/_preview_token=[^&]+/, '_preview_token=eyJhbGciOiJIUzI1NiJ9.e30.forged')
    const forgedHtml = await (await fetch(forged)).text()
    expect(forgedHtml).not.toContain('Herzstück im Entwurf')
    expect(forgedHtml).toContain('Diese Vorschau ist abgelaufen oder ungültig')
    const bare = await (await fetch(src.replace(/\?.*$/, ''))).text()
    expect(bare).not.toContain('Herzstück im Entwurf')
  })
})

#!/usr/bin/env node
// `npm run screenshots`: viewport-sized WebP screenshots of the house's pages (issue 31) under
// docs/screenshots/, from the production server as `npm start` runs it (built first when the build is
// missing or stale), on a fresh seeded database of its own, so every run shows the same demo house
// and overwrites the same files. Each file stays under 150 KB.
//   node tools/screenshots.mjs [--only de-home,ja-product] [--widths 390,1280] [--base-url URL]
// --base-url shoots a server that is already running (a demo house) instead of starting one;
// --out writes elsewhere than docs/screenshots/.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import sharp from 'sharp'

const root = path.resolve(import.meta.dirname, '..')
const MAX_BYTES = 150 * 1024
const JEWELLER = { email: 'jeweller@aurelle.example', password: 'Aurelle-Jeweller-2026' } // README, demo logins

/** name → path; `signedIn`: shown to the demo jeweller (trade shop, retailer portal). */
const PAGES = [
  { name: 'de-home', path: '/de/' },
  { name: 'de-content', path: '/de/das-haus/' },
  { name: 'de-rings', path: '/de/ringe/' },
  { name: 'de-product', path: '/de/schmuck/herzstueck-ring-in-rot/' },
  { name: 'de-ringfinder', path: '/de/ringfinder/' },
  { name: 'de-locator', path: '/de/juweliere/' },
  { name: 'de-shop', path: '/de/shop/', signedIn: true },
  { name: 'de-portal', path: '/de/portal/', signedIn: true },
  // Issue 33: the cart with net, VAT and gross, the orders, and the open orders with the receiving panel.
  { name: 'de-cart', path: '/de/cart/', signedIn: true },
  { name: 'ja-orders', path: '/ja/orders/', signedIn: true },
  { name: 'de-open-orders', path: '/de/portal/open-orders/', signedIn: true },
  { name: 'ja-home', path: '/ja/' },
  { name: 'ja-product', path: '/ja/jewellery/herzstueck-ring-in-red/' },
  { name: 'zh-hans-home', path: '/zh-hans/' },
  { name: 'zh-hans-product', path: '/zh-hans/jewellery/herzstueck-ring-in-red/' },
]
const VIEWPORTS = { 390: { width: 390, height: 844 }, 1280: { width: 1280, height: 800 } }

const arg = (name) => {
  const i = process.argv.indexOf(name)
  return i > 0 ? process.argv[i + 1]?.split(',') : undefined
}
const only = arg('--only')
const widths = (arg('--widths') ?? Object.keys(VIEWPORTS)).map(Number)
const outDir = path.resolve(arg('--out')?.[0] ?? path.join(root, 'docs', 'screenshots'))

async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
    server.once('error', reject)
  })
}

/** `npm start` on a fresh data folder (tests/e2e/support/server.ts does the same); resolves when healthy. */
async function startServer() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maison-screenshots-'))
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const env = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATABASE_URL: `file:${path.join(dir, 'maison.db')}`,
    UPLOAD_DIR: path.join(dir, 'uploads'),
    MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
    DATA_DIR: dir,
    LOG_LEVEL: 'warn',
  }
  const log = fs.openSync(path.join(dir, 'server.log'), 'a')
  const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], { cwd: root, env, stdio: ['ignore', log, log], detached: true })
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      process.kill(-child.pid, 'SIGTERM')
      await new Promise((r) => child.once('exit', r))
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
  // A first run may build (several minutes), then migrates and seeds.
  const deadline = Date.now() + 20 * 60_000
  while (Date.now() < deadline && child.exitCode === null) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).status === 200) return { baseUrl, stop }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000))
  }
  const output = fs.readFileSync(path.join(dir, 'server.log'), 'utf8').slice(-4000)
  await stop()
  throw new Error(`server did not become healthy:\n${output}`)
}

/**
 * Answers the consent banner as a visitor would (necessary only), in whatever language it speaks.
 * The choice is kept for the visitor, so only the first page of a context waits for the banner.
 */
const answered = new WeakSet()
async function answerConsent(page) {
  const button = page.getByRole('button', { name: /^(Nur notwendige|Necessary only|必須のみ|仅限必要)/ }).first()
  await button.waitFor({ state: 'visible', timeout: 30_000 })
  // A click before hydration does nothing: click again until the banner has gone.
  for (let tries = 0; tries < 20 && (await button.isVisible()); tries++) {
    await button.click().catch(() => {})
    await button.waitFor({ state: 'hidden', timeout: 3000 }).catch(() => {})
  }
  if (await button.isVisible()) throw new Error(`the consent banner stays on ${page.url()}`)
  answered.add(page.context())
}

/** Waits until the page is still: loaded, webfonts in, images above the fold decoded, animations done. */
async function settle(page) {
  await page.waitForLoadState('load', { timeout: 120_000 })
  await page.evaluate(async () => {
    await document.fonts.ready
    const visible = [...document.images].filter((img) => img.getBoundingClientRect().top < window.innerHeight && img.loading !== 'lazy')
    await Promise.all(visible.map((img) => (img.complete ? null : new Promise((r) => img.addEventListener('load', r, { once: true }) || setTimeout(r, 5000)))))
  })
  await page.waitForTimeout(1500)
}

/**
 * Opens a page; a page that replaces its own address while loading (the shop writes its filters into
 * the URL) aborts the first navigation, so an abort is followed by waiting for the page it went to.
 */
async function visit(page, target) {
  try {
    await page.goto(target, { waitUntil: 'domcontentloaded' })
  } catch (err) {
    if (!String(err?.message).includes('ERR_ABORTED')) throw err
    await page.waitForLoadState('domcontentloaded')
  }
}

async function signIn(page) {
  await page.goto('/de/account/login/?next=/de/shop/')
  if (!answered.has(page.context())) await answerConsent(page)
  await page.locator('input[name="email"]').fill(JEWELLER.email)
  await page.locator('input[name="password"]').fill(JEWELLER.password)
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
  // By path: a glob for the shop would match the login page's own `?next=/de/shop/` at once.
  await page.waitForURL((url) => url.pathname === '/de/shop/', { timeout: 60_000 })
}

/** The PNG as WebP under MAX_BYTES: lower quality steps until it fits. */
async function writeWebp(png, file) {
  for (const quality of [80, 72, 64, 56, 48, 40, 32]) {
    const webp = await sharp(png).webp({ quality, effort: 5 }).toBuffer()
    if (webp.length < MAX_BYTES) {
      fs.writeFileSync(file, webp)
      return { quality, bytes: webp.length }
    }
  }
  throw new Error(`${path.basename(file)} does not fit in ${MAX_BYTES} bytes`)
}

const baseUrl = arg('--base-url')?.[0]
const server = baseUrl ? { baseUrl, stop: async () => {} } : await startServer()
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--hide-scrollbars'],
})
try {
  fs.mkdirSync(outDir, { recursive: true })
  for (const width of widths) {
    const viewport = VIEWPORTS[width]
    if (!viewport) throw new Error(`no viewport for width ${width}`)
    // One visitor per width, as a person browses: the consent once, the sign-in before the trade pages.
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' })
    const page = await context.newPage()
    // A first request of a page may render it (a cold cache): allow for it.
    page.setDefaultNavigationTimeout(120_000)
    let signedIn = false
    for (const shot of PAGES.filter((p) => !only || only.includes(p.name))) {
      if (shot.signedIn && !signedIn) {
        await signIn(page)
        signedIn = true
      }
      await visit(page, shot.path)
      if (!answered.has(context)) {
        // The page as a visitor sees it once the banner is answered: opened afresh, at its top.
        await answerConsent(page)
        await visit(page, shot.path)
      }
      await settle(page)
      const png = await page.screenshot({ type: 'png' })
      const file = path.join(outDir, `${shot.name}-${width}.webp`)
      const { quality, bytes } = await writeWebp(png, file)
      console.log(`${path.relative(root, file)}  ${Math.round(bytes / 1024)} KB (q${quality})`)
    }
    await context.close()
  }
} finally {
  await browser.close()
  await server.stop()
}

// Renders every seed image (products, heroes, cards, editorial) physically with three.js in headless
// Chromium (WebGL2 through SwiftShader) and encodes them as WebP with sharp. The committed files are
// the output; `npm start` never runs this.
// Usage: nice -n 10 node seed/images/render/render.mjs [--only substring] [--ss 1]
import sharp from 'sharp'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { stillLifes } from './stills.mjs'

const DIR = path.dirname(fileURLToPath(import.meta.url))
const OUT = path.join(DIR, '..')
const DATA = path.join(DIR, '..', '..', 'data')
const ROOT = path.join(DIR, '..', '..', '..')
const THREE_DIR = path.join(ROOT, 'node_modules', 'three')
const ORIGIN = 'http://studio.local'
const MAX_BYTES = 100 * 1024
const arg = (k, d) => (process.argv.includes(k) ? process.argv[process.argv.indexOf(k) + 1] : d)

const PAGE = `<!doctype html><html><head><meta charset="utf-8"><style>html,body{margin:0;background:#fff}canvas{display:block}</style>
<script type="importmap">{"imports":{"three":"/three/build/three.module.js","three/addons/":"/three/examples/jsm/"}}</script>
</head><body><script type="module" src="/studio/studio.js"></script></body></html>`

const TYPES = { '.js': 'text/javascript', '.mjs': 'text/javascript', '.html': 'text/html' }
function serve(route) {
  const url = new URL(route.request().url())
  let file
  if (url.pathname === '/') return route.fulfill({ status: 200, contentType: 'text/html', body: PAGE })
  if (url.pathname.startsWith('/three/')) file = path.join(THREE_DIR, url.pathname.slice('/three/'.length))
  else if (url.pathname.startsWith('/studio/')) file = path.join(DIR, url.pathname.slice('/studio/'.length))
  if (!file || !file.startsWith(file.includes(THREE_DIR) ? THREE_DIR : DIR) || !fs.existsSync(file)) return route.fulfill({ status: 404, body: 'not found' })
  return route.fulfill({ status: 200, contentType: TYPES[path.extname(file)] ?? 'application/octet-stream', body: fs.readFileSync(file) })
}

function jobs() {
  const products = JSON.parse(fs.readFileSync(path.join(DATA, 'products.json'), 'utf8'))
  const pages = JSON.parse(fs.readFileSync(path.join(DATA, 'pages.json'), 'utf8'))
  const list = []
  for (const p of products) {
    list.push({ file: p.images.main, W: 1200, H: 1200, role: 'main', product: p, pose: 'main' })
    list.push({ file: p.images.landscape, W: 1600, H: 900, role: 'landscape', product: p, pose: 'landscape' })
    p.images.set.forEach((f, k) => list.push({ file: f, W: 1200, H: 1200, role: 'set', product: p, pose: `set-${k + 1}` }))
  }
  // every editorial image the pages use (product mains they reuse are already in the list)
  const files = new Set()
  const walk = (o) => { if (Array.isArray(o)) o.forEach(walk); else if (o && typeof o === 'object') for (const [k, v] of Object.entries(o)) { if (['image', 'imageMobile'].includes(k) && typeof v === 'string') files.add(v); else walk(v) } }
  walk(pages)
  const stills = stillLifes(products)
  for (const f of files) {
    if (list.some((j) => j.file === f)) continue
    const s = stills[f]
    if (!s) throw new Error('no still life for ' + f)
    list.push({ file: f, ...s })
  }
  return list
}

async function encode(png, job) {
  let q = 86
  for (;;) {
    const buf = await sharp(png).resize(job.W, job.H, { kernel: 'lanczos3' }).webp({ quality: q, effort: 5, smartSubsample: true }).toBuffer()
    if (buf.length <= MAX_BYTES || q <= 50) return { buf, q }
    q -= 6
  }
}

async function main() {
  const t0 = Date.now()
  const only = arg('--only', null)
  const ss = Number(arg('--ss', 1))
  const todo = jobs().filter((j) => !only || j.file.includes(only))
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist', '--use-gl=angle', '--disable-gpu-sandbox'],
  })
  try {
    const page = await browser.newPage()
    page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') console.error('[page]', m.text()) })
    page.on('pageerror', (e) => console.error('[page error]', e.message))
    await page.route(`${ORIGIN}/**`, serve)
    await page.goto(ORIGIN + '/')
    const gl2 = await page.evaluate(() => !!document.createElement('canvas').getContext('webgl2'))
    if (!gl2) throw new Error('WebGL2 is not available in this Chromium (SwiftShader flags?)')
    await page.waitForFunction(() => window.studioReady === true, null, { timeout: 60_000 })
    const sizes = []
    for (const job of todo) {
      const t = Date.now()
      const { file, ...spec } = job
      const url = await page.evaluate((s) => window.renderJob(s), { ...spec, ss: spec.ss ?? ss })
      const png = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64')
      const { buf, q } = await encode(png, job)
      fs.writeFileSync(path.join(OUT, file), buf)
      sizes.push(buf.length)
      console.log(`${file.padEnd(34)} ${job.W}x${job.H} q${q} ${(buf.length / 1024).toFixed(0).padStart(4)} KB ${((Date.now() - t) / 1000).toFixed(1)} s`)
    }
    const kb = sizes.map((s) => s / 1024)
    console.log(`wrote ${sizes.length} images, ${Math.min(...kb).toFixed(0)}-${Math.max(...kb).toFixed(0)} KB, in ${((Date.now() - t0) / 60000).toFixed(1)} min`)
  } finally {
    await browser.close()
  }
}
main().catch((e) => { console.error(e); process.exit(1) })

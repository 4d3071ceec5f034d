#!/usr/bin/env node
// Lighthouse (mobile emulation, the default config) against a running server with the system
// Chromium: performance and accessibility scores plus LCP, CLS and TBT per page, the failing
// accessibility audits with the elements they name, and the performance audits that cost points.
// Used by `npm run bench` and by `npm test`'s budgets step (tools/budgets/budgets.mjs), against the goals
// of budgets.json; on its own: node tools/budgets/lighthouse.mjs [base URL] [path …]
// (defaults: http://localhost:3000, the home page /de/ and the first seeded product).
// LIGHTHOUSE_REPORT_DIR=dir also writes each full report as dir/<page>.report.{html,json}.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..', '..')

/** budgets.json: the goals here and the first-load JavaScript budgets (docs/budgets.md). */
export const BUDGETS = JSON.parse(fs.readFileSync(path.join(root, 'budgets.json'), 'utf8'))
export const GOAL = { performance: BUDGETS.lighthouse.performance, accessibility: BUDGETS.lighthouse.accessibility }
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking']

/** The home page and the first seeded product's German page. */
export function defaultPaths() {
  const products = JSON.parse(fs.readFileSync(path.join(root, 'seed', 'data', 'products.json'), 'utf8'))
  const first = Array.isArray(products) ? products[0] : products.products[0]
  return ['/de/', `/de/schmuck/${first.slug.de}/`]
}

/**
 * The page renders on its first visit and is cached afterwards: request it once, with the
 * same-origin stylesheets, scripts, fonts and images it names, so Lighthouse measures what a visitor
 * after the first one gets.
 */
async function warmUp(base, pagePath) {
  const url = new URL(pagePath, base)
  const response = await fetch(url)
  if (!response.ok) throw new Error(`warm-up: ${url} answered ${response.status}`)
  const html = await response.text()
  const assets = new Set()
  for (const [tag, name] of html.matchAll(/<(img|source|script|link)\b[^>]*>/gi)) {
    const attr = (a) => tag.match(new RegExp(`\\s${a}="([^"]*)"`, 'i'))?.[1]?.replaceAll('&amp;', '&')
    if (name.toLowerCase() === 'link' && !/stylesheet|preload|icon/i.test(attr('rel') ?? '')) continue
    for (const value of [attr('src'), attr('href')]) if (value) assets.add(value)
    for (const set of [attr('srcset'), attr('imagesrcset')]) {
      for (const candidate of set?.split(',') ?? []) assets.add(candidate.trim().split(/\s+/)[0])
    }
  }
  const sameOrigin = [...assets].map((a) => new URL(a, url)).filter((u) => u.origin === url.origin)
  await Promise.all(
    sameOrigin.map((u) =>
      fetch(u)
        .then((r) => r.arrayBuffer())
        .catch(() => {}),
    ),
  )
}

const score = (category) => (category?.score == null ? null : Math.round(category.score * 100))

/** The elements an audit names (selector, or the snippet when there is none), at most `limit`. */
function elementsOf(audit, limit = 5) {
  const nodes = []
  const visit = (item) => {
    if (!item || typeof item !== 'object') return
    if (item.type === 'node') nodes.push(item.selector || item.snippet || item.nodeLabel)
    else for (const value of Object.values(item)) if (value && typeof value === 'object') visit(value)
  }
  visit(audit.details?.items)
  return [...new Set(nodes.filter(Boolean))].slice(0, limit)
}

/** axe's reason for the first failing element, on one line. */
function firstExplanation(audit) {
  const items = Array.isArray(audit.details?.items) ? audit.details.items : []
  const text = items.find((item) => item?.node?.explanation)?.node.explanation
  return text
    ?.split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^Fix (any|all) of the following:?$/.test(l))
    .join(' / ')
}

/** The resources an audit names, at most `limit`. */
function urlsOf(audit, limit = 5) {
  const urls = []
  const visit = (item) => {
    if (!item || typeof item !== 'object') return
    if (typeof item.url === 'string') urls.push(item.url)
    for (const value of Object.values(item)) if (value && typeof value === 'object') visit(value)
  }
  visit(audit.details?.items)
  return [...new Set(urls)].slice(0, limit)
}

function summarise(lhr) {
  const { audits, categories } = lhr
  const failing = (category, threshold) =>
    (category?.auditRefs ?? [])
      .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
      .map((ref) => audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < threshold && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
  const describe = (a) => ({
    id: a.id,
    title: a.title,
    displayValue: a.displayValue,
    savings: a.metricSavings,
    elements: elementsOf(a),
    urls: urlsOf(a),
    explanation: firstExplanation(a),
  })
  return {
    performance: score(categories.performance),
    accessibility: score(categories.accessibility),
    lcpMs: audits['largest-contentful-paint']?.numericValue,
    fcpMs: audits['first-contentful-paint']?.numericValue,
    cls: audits['cumulative-layout-shift']?.numericValue,
    tbtMs: audits['total-blocking-time']?.numericValue,
    speedIndexMs: audits['speed-index']?.numericValue,
    lcpElement: elementsOf(audits['lcp-breakdown-insight'] ?? audits['largest-contentful-paint-element'] ?? {}, 1)[0],
    accessibilityFailures: failing(categories.accessibility, 1).map(describe),
    performanceIssues: failing(categories.performance, 0.9).map(describe),
    warnings: lhr.runWarnings,
  }
}

/**
 * Runs Lighthouse `runs` times per path (after a warm-up request) in one headless Chromium.
 * Performance, LCP, CLS and TBT come from the median run (Lighthouse's own choice of median); the
 * accessibility score is the lowest of the runs and its failures are those of every run.
 * @returns {Promise<Array<{path: string, url: string, performanceRuns: number[]} & ReturnType<typeof summarise>>>}
 */
export async function runLighthouse(
  base,
  paths = defaultPaths(),
  { chromePath = CHROMIUM_PATH, runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5), reportDir = process.env.LIGHTHOUSE_REPORT_DIR } = {},
) {
  if (!fs.existsSync(chromePath)) throw new Error(`no Chromium at ${chromePath} (apt-get install -y chromium, or set CHROMIUM_PATH)`)
  // Loaded here, so importing this module costs nothing when the run is skipped.
  const [{ default: lighthouse }, chromeLauncher, { computeMedianRun }] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
    import('lighthouse/core/lib/median-run.js'),
  ])
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' })
  const results = []
  try {
    for (const pagePath of paths) {
      await warmUp(base, pagePath)
      const url = new URL(pagePath, base).href
      const flags = {
        port: chrome.port,
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        output: reportDir ? ['html', 'json'] : 'json',
      }
      const done = []
      const load = []
      for (let i = 0; i < Math.max(1, runs); i++) {
        load.push(os.loadavg()[0])
        const result = await lighthouse(url, flags)
        if (!result?.lhr) throw new Error(`Lighthouse returned no result for ${url}`)
        if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`)
        done.push(result)
      }
      const median = done.find((r) => r.lhr === computeMedianRun(done.map((r) => r.lhr))) ?? done[0]
      if (reportDir) {
        fs.mkdirSync(reportDir, { recursive: true })
        const name = pagePath.replace(/^\/|\/$/g, '').replace(/[^\w-]+/g, '_') || 'root'
        const [html, json] = median.report
        fs.writeFileSync(path.join(reportDir, `${name}.report.html`), html)
        fs.writeFileSync(path.join(reportDir, `${name}.report.json`), json)
      }
      const summaries = done.map((r) => summarise(r.lhr))
      const failures = new Map(summaries.flatMap((s) => s.accessibilityFailures.map((a) => [a.id, a])))
      results.push({
        path: pagePath,
        url,
        ...summarise(median.lhr),
        accessibility: Math.min(...summaries.map((s) => s.accessibility ?? 0)),
        accessibilityFailures: [...failures.values()],
        performanceRuns: summaries.map((s) => s.performance),
        runDetails: summaries.map(({ performance, lcpMs, tbtMs, fcpMs }) => ({ performance, lcpMs, tbtMs, fcpMs })),
        benchmarkIndex: median.lhr.environment?.benchmarkIndex,
        loadAverage: Math.max(...load),
      })
    }
  } finally {
    await chrome.kill()
  }
  return results
}

export const passes = (r) => r.performance !== null && r.performance >= GOAL.performance && r.accessibility === GOAL.accessibility
/**
 * What fails `npm test`: accessibility below its goal, or performance below the gate. The goal (95) is
 * not yet met on every page on the 2-core machine (docs/budgets.md); a median under the gate is a
 * regression, not noise.
 */
export const passesGate = (r) => r.performance !== null && r.performance >= BUDGETS.lighthouse.performanceGate && r.accessibility === GOAL.accessibility

/** The table of scores against the goal, then what Lighthouse found wrong on each page. */
export function formatResults(results) {
  const ms = (v) => (v == null ? '–' : `${Math.round(v).toLocaleString('en')} ms`)
  const rows = [
    ['page', 'performance', 'accessibility', 'LCP', 'CLS', 'TBT', `goal (perf ≥ ${GOAL.performance}, a11y = ${GOAL.accessibility})`],
    ...results.map((r) => [
      r.path,
      `${r.performance ?? '–'}${r.performanceRuns?.length > 1 ? ` (runs ${r.performanceRuns.join('/')})` : ''}`,
      String(r.accessibility ?? '–'),
      ms(r.lcpMs),
      r.cls == null ? '–' : r.cls.toFixed(3),
      ms(r.tbtMs),
      passes(r) ? 'PASS' : 'FAIL',
    ]),
  ]
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)))
  const lines = rows.map((row) =>
    row
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd(),
  )
  lines.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '))
  // A busy machine lowers the scores (TBT above all): say how busy it was.
  const host = results.map((r) => `${r.path} CPU benchmark ${Math.round(r.benchmarkIndex ?? 0)}, load average ≤ ${r.loadAverage?.toFixed(1)}`)
  lines.push(`host (${os.cpus().length} cores): ${host.join('; ')}`)
  // Every run, so a spread between runs can be traced to the metric that moved.
  for (const r of results.filter((r) => r.runDetails?.length > 1)) {
    const runs = r.runDetails.map((d) => `${d.performance} (FCP ${ms(d.fcpMs)}, LCP ${ms(d.lcpMs)}, TBT ${ms(d.tbtMs)})`)
    lines.push(`${r.path} runs: ${runs.join('; ')}`)
  }
  for (const r of results) {
    const issues = [
      ...r.accessibilityFailures.map((a) => ({ ...a, kind: 'accessibility' })),
      ...r.performanceIssues.map((a) => ({ ...a, kind: 'performance' })),
    ]
    if (!issues.length && !r.warnings?.length) continue
    const origin = new URL(r.url).origin
    lines.push('', `${r.path}${r.lcpElement ? ` (LCP element: ${r.lcpElement})` : ''}`)
    for (const a of issues) {
      const savings = Object.entries(a.savings ?? {})
        .filter(([, v]) => v)
        .map(([k, v]) => `${k} −${k === 'CLS' ? v.toFixed(3) : `${Math.round(v)} ms`}`)
      lines.push(`  ${a.kind} ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}${savings.length ? ` [${savings.join(', ')}]` : ''}`)
      if (a.explanation) lines.push(`    why: ${a.explanation}`)
      for (const e of a.elements) lines.push(`    element ${e}`)
      for (const u of a.urls) lines.push(`    url ${u.startsWith(origin) ? u.slice(origin.length) : u}`)
    }
    for (const w of r.warnings ?? []) lines.push(`  warning: ${w}`)
  }
  return lines.join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base = process.env.LIGHTHOUSE_BASE ?? 'http://localhost:3000', ...paths] = process.argv.slice(2)
  const results = await runLighthouse(base, paths.length ? paths : defaultPaths())
  console.log(formatResults(results))
  process.exit(results.every(passes) ? 0 : 1)
}

#!/usr/bin/env node
// `npm test -- budgets` (the last step of `npm test`): the budgets of budgets.json against the
// production build, checked by script rather than by timed tests (issue 20).
// 1. First-load JavaScript per app route, gzipped, from the build's own record (tools/budgets/first-load-js.mjs).
// 2. Lighthouse (mobile) on the home page, a product page, the search results for a query, the
//    wishlist and the contact form's page, on a production server of its own with a fresh SQLite
//    database seeded as the browser tests' server is (tests/e2e/support/server.ts): the median of
//    LIGHTHOUSE_RUNS runs (default 3) per page is set against the performance goal (a miss is reported)
//    and must reach the gate (a miss fails), and every run must reach the accessibility goal. Prints a table; exits 1 naming the pages and audits that missed.
// Runs with `node --import tsx tools/budgets/budgets.mjs` (it imports the browser tests' server helper).
// BUDGETS_SKIP_LIGHTHOUSE=1 checks the JavaScript budgets only.
import fs from 'node:fs'
import path from 'node:path'
import { isHouseSnapshot } from '../../tests/e2e/support/houseSnapshot.ts'
import { startServer } from '../../tests/e2e/support/server.ts'
import { checkFirstLoadJs, formatFirstLoadJs, readFirstLoadJs } from './first-load-js.mjs'
import { BUDGETS, defaultPaths, formatResults, GOAL, passes, passesGate, runLighthouse } from './lighthouse.mjs'

const root = path.resolve(import.meta.dirname, '..', '..')
const started = Date.now()
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`

/** The seeded page holding the contact form (German address), found in the seed rather than assumed. */
function contactFormPath() {
  const data = JSON.parse(fs.readFileSync(path.join(root, 'seed', 'data', 'pages.json'), 'utf8'))
  const pages = Array.isArray(data) ? data : data.pages
  const page = pages.find((p) => JSON.stringify(p.layout ?? p).includes('"blockType":"contactForm"'))
  if (!page) throw new Error('the seed holds no page with a contact form')
  return `/de/${page.slug.de}/`
}

/** Home, the first product, results for a query that finds pieces, the wishlist, the contact form. */
function budgetPaths() {
  const [home, product] = defaultPaths()
  return [home, product, '/de/search/?s=Ring', '/de/wishlist/', contactFormPath()]
}

let failed = false

console.log('First-load JavaScript per route (gzipped; budgets in budgets.json, docs/budgets.md)')
const js = checkFirstLoadJs(readFirstLoadJs(root), BUDGETS.firstLoadJsKb)
console.log(formatFirstLoadJs(js))
for (const r of js.filter((r) => !r.passed)) {
  failed = true
  console.error(
    r.budgetKb === null
      ? `FAIL ${r.route}: no budget in budgets.json (add the route or "*")`
      : `FAIL ${r.route}: ${(r.gzipBytes / 1000).toFixed(1)} KB of first-load JavaScript, budget ${r.budgetKb} KB`,
  )
}

if (process.env.BUDGETS_SKIP_LIGHTHOUSE === '1') {
  console.log('\nLighthouse skipped (BUDGETS_SKIP_LIGHTHOUSE=1)')
} else {
  console.log(`\nLighthouse (mobile): performance ≥ ${GOAL.performance} (median run), accessibility ${GOAL.accessibility} (every run)`)
  // npm test's browser tests leave their fresh house behind: the same demo without a second seed.
  const house = isHouseSnapshot(process.env.MAISON_HOUSE_SNAPSHOT) ? process.env.MAISON_HOUSE_SNAPSHOT : undefined
  const server = await startServer({ house })
  console.log(`production server ${house ? "started on the browser tests' fresh house" : 'seeded'} and ready after ${elapsed()}`)
  try {
    const runs = Number(process.env.LIGHTHOUSE_RUNS ?? BUDGETS.lighthouse.runs)
    const results = await runLighthouse(server.baseUrl, budgetPaths(), { runs })
    console.log(formatResults(results))
    for (const r of results.filter((r) => !passes(r))) {
      const gate = passesGate(r)
      if (!gate) failed = true
      const audits = [...r.accessibilityFailures, ...r.performanceIssues].map((a) => a.id)
      const verdict = gate ? `GOAL MISSED (gate ${BUDGETS.lighthouse.performanceGate} held)` : 'FAIL'
      console.error(
        `${verdict} ${r.path}: performance ${r.performance}, accessibility ${r.accessibility}${audits.length ? `; audits: ${audits.join(', ')}` : ''}`,
      )
    }
  } finally {
    await server.stop()
  }
}

console.log(`\nbudgets ${failed ? 'FAILED' : 'passed'} in ${elapsed()}`)
process.exit(failed ? 1 : 0)

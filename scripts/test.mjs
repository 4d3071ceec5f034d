#!/usr/bin/env node
// `npm test`: type-check, unit, integration (SQLite always; PostgreSQL when reachable, required
// in CI), browser tests against the production build, then the budgets (first-load JavaScript per
// route, Lighthouse) on the same build. Says plainly what it skipped and why.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { formatPhaseTable, slowestFiles, vitestCounts } from './phaseSummary.mjs'
import { writePrefixed } from './prefixedOutput.mjs'

const root = path.resolve(import.meta.dirname, '..')
const ci = Boolean(process.env.CI)
const skipped = []
const failed = []
// Each phase's label, wall time, outcome and (Vitest phases) test counts, for the summary table.
const phases = []
const startedAt = performance.now()

// Suites that skip write why into this file (tests/support/skipReport.ts); the summary names each.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'maison-test-'))
process.env.MAISON_SKIP_REPORT = path.join(scratch, 'skips.txt')
// The browser tests' shared server leaves a snapshot of its freshly seeded house here; the budgets
// start their server from it instead of seeding again (tests/e2e/support/houseSnapshot.ts).
process.env.MAISON_HOUSE_SNAPSHOT = path.join(scratch, 'house')

/** A Vitest run's arguments plus a JSON report (next to the terminal's) the summary counts from. */
function withReport(args, label) {
  const report = path.join(scratch, `${label.replace(/\W+/g, '-')}.json`)
  return { args: [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], report }
}

function run(label, command, args, env = {}, report = null) {
  console.log(`\n━━ ${label}`)
  const started = performance.now()
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  const ok = result.status === 0
  if (!ok) failed.push(label)
  phases.push({ label, seconds: (performance.now() - started) / 1000, ok, counts: report ? vitestCounts(report) : null, report })
  return ok
}

/** run() for a Vitest project, its counts in the summary. */
function runVitest(label, args) {
  const { args: withJson, report } = withReport(args, label)
  return run(label, npx('vitest'), withJson, {}, report)
}

/** Why PostgreSQL cannot be used, or null once `select 1` answers: an open port alone is no usable server. */
async function postgresProblem(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  client.on('error', () => {}) // a dropped connection is reported by the calls below
  try {
    await client.connect()
    await client.query('select 1')
    return null
  } catch (err) {
    return err.message || String(err)
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * Starts one phase in the background, each line of its output prefixed with its label, and resolves
 * to whether it passed. Phases started this way run side by side: the integration suites run their
 * files one after another and wait on databases, mail and timers much of the time, so two of them
 * share the two cores well, and the production build fits beside the longer one once the shorter is
 * done. CI's wall time drops by the overlap.
 */
function startPhase({ label, command, args, report = null, together = true }) {
  console.log(`\n━━ ${label}${together ? ' (side by side)' : ''}`)
  const started = performance.now()
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env })
  writePrefixed(child, `[${label}] `)
  return new Promise((resolve) =>
    child.on('close', (code) => {
      if (code !== 0) failed.push(label)
      phases.push({ label, seconds: (performance.now() - started) / 1000, ok: code === 0, counts: report ? vitestCounts(report) : null, together, report })
      resolve(code === 0)
    }),
  )
}

/** startPhase() for a Vitest project, its counts in the summary. */
function startVitest({ label, args }) {
  const { args: withJson, report } = withReport(args, label)
  return startPhase({ label, command: npx('vitest'), args: withJson, report })
}

const npx = (bin) => path.join(root, 'node_modules', '.bin', bin)
const only = process.argv[2] // optional: typecheck | lint | unit | int | e2e | cluster | budgets

// The type-check and the lint are one process each on one core, one after the other: the unit
// tests' workers take the other core beside them.
const lint = { label: 'lint (ESLint, Prettier)', command: 'npm', args: ['run', '--silent', 'lint'] }
if (!only) {
  const checks = (async () => {
    await startPhase({ label: 'type-check', command: npx('tsc'), args: ['--noEmit'] })
    await startPhase(lint)
  })()
  await Promise.all([checks, startVitest({ label: 'unit tests', args: ['run', '--project', 'unit'] })])
} else if (only === 'typecheck') run('type-check', npx('tsc'), ['--noEmit'])
else if (only === 'lint') run(lint.label, lint.command, lint.args)
else if (only === 'unit') runVitest('unit tests', ['run', '--project', 'unit'])

// The browser tests, the cluster test and the budgets run the production build, built once.
const buildPhase = { label: 'production build', command: process.execPath, args: ['scripts/build-if-stale.mjs'], together: !only }
let built = null
const build = () => (built ??= startPhase(buildPhase))

if (!only || only === 'int') {
  const sqlite = { label: 'integration tests on SQLite', args: ['run', '--project', 'int-sqlite'] }
  const pgUrl = process.env.DATABASE_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const pgHost = new URL(pgUrl).host
  const pgDown = await postgresProblem(pgUrl)
  if (!pgDown) {
    const suites = [startVitest(sqlite), startVitest({ label: 'integration tests on PostgreSQL', args: ['run', '--project', 'int-postgres'] })]
    // A full run builds next: start it once the shorter suite is done, beside the longer one.
    if (!only) {
      await Promise.race(suites)
      build()
    }
    await Promise.all(suites)
  } else {
    runVitest(sqlite.label, sqlite.args)
    if (ci) {
      console.error(`PostgreSQL is required in CI but cannot be used at ${pgHost}: ${pgDown}`)
      failed.push(`integration tests on PostgreSQL (${pgHost}: ${pgDown})`)
    } else {
      skipped.push(`integration tests on PostgreSQL: no usable server at ${pgHost} (${pgDown})`)
    }
  }
}

if (!only || only === 'e2e') {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!fs.existsSync(chromium)) {
    if (ci) failed.push(`browser tests (no Chromium at ${chromium})`)
    else skipped.push(`browser tests: no Chromium at ${chromium} (apt-get install -y chromium)`)
  } else if (await build()) {
    runVitest('browser tests', ['run', '--project', 'e2e*'])
  }
}

// Two processes behind nginx on PostgreSQL and Redis (npm run cluster); the suite itself reports
// what it lacks (nginx, PostgreSQL, Redis) and fails in CI instead of skipping.
if ((!only || only === 'cluster') && (await build())) runVitest('cluster tests', ['run', '--project', 'cluster'])

// After the browser tests, on the same build and quiet cores: Lighthouse's scores drop when other
// work shares the CPU.
if (!only || only === 'budgets') {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  const lighthouse = fs.existsSync(chromium)
  if (!lighthouse) {
    if (ci) failed.push(`Lighthouse budgets (no Chromium at ${chromium})`)
    else skipped.push(`Lighthouse budgets: no Chromium at ${chromium} (apt-get install -y chromium)`)
  }
  if (await build()) {
    run('budgets', process.execPath, ['--import', 'tsx', 'tools/budgets/budgets.mjs'], lighthouse ? {} : { BUDGETS_SKIP_LIGHTHOUSE: '1' })
  }
}

const reported = fs.existsSync(process.env.MAISON_SKIP_REPORT) ? fs.readFileSync(process.env.MAISON_SKIP_REPORT, 'utf8').split('\n').filter(Boolean) : []
const table = formatPhaseTable(phases, (performance.now() - startedAt) / 1000)
// Where each Vitest phase spent its time, read before the scratch folder with the reports goes.
const slowest = phases
  .filter((p) => p.report)
  .map(
    (p) =>
      `${p.label}: ${slowestFiles(p.report, root)
        .map((f) => `${f.file} ${Math.round(f.seconds)} s`)
        .join(', ')}`,
  )
fs.rmSync(scratch, { recursive: true, force: true })
for (const line of new Set(reported)) {
  // CI has every service a suite needs; a suite that skipped there checked nothing.
  if (ci) failed.push(`suite skipped in CI: ${line}`)
  else skipped.push(`suite ${line}`)
}

console.log('\n━━ summary')
console.log(table + '\n')
console.log(`slowest files\n${slowest.join('\n')}\n`)
for (const s of skipped) console.log(`skipped: ${s}`)
for (const f of failed) console.log(`FAILED: ${f}`)
if (!failed.length) console.log(skipped.length ? 'all run suites passed' : 'all suites passed')
process.exit(failed.length ? 1 : 0)

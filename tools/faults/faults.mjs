#!/usr/bin/env node
// `npm run faults` (issue 20): kills and outages against real production processes, outside
// `npm test` because it stops and starts services. It makes its own throwaway PostgreSQL cluster
// (port FAULTS_PG_PORT, default 5499; never the machine's own server), builds if stale, starts maison
// on it (ports FAULTS_PORT and the next one, default 3301), runs the scenarios, prints each check,
// writes docs/faults.md and tears everything down, also on failure or Ctrl-C. Exit code 1 when a
// check failed. FAULTS_SCENARIOS=receiving (a comma list of placement, portal, receiving, outage)
// runs only those, and then leaves docs/faults.md as it is: it records whole runs.
import path from 'node:path'
import { buildIfStale } from '../../scripts/build-if-stale.mjs'
import { createCluster } from './cluster.mjs'
import { databaseOutage } from './databaseOutage.mjs'
import { orderPlacement } from './orderPlacement.mjs'
import { portalActions } from './portalActions.mjs'
import { receiving } from './receiving.mjs'
import { createReport } from './report.mjs'
import { createServer } from './servers.mjs'

const root = path.resolve(import.meta.dirname, '..', '..')
const pgPort = Number(process.env.FAULTS_PG_PORT ?? 5499)
const port = Number(process.env.FAULTS_PORT ?? 3301)
const rounds = Number(process.env.FAULTS_ROUNDS ?? 12)
const downMs = Number(process.env.FAULTS_DOWN_MS ?? 65_000)
// Enough pieces for lists to be in flight at every kill of the receiving scenario (4 serials a list).
const receivingPieces = Number(process.env.FAULTS_RECEIVING_PIECES ?? 300)
const allScenarios = ['placement', 'portal', 'receiving', 'outage']
const scenarios = (process.env.FAULTS_SCENARIOS ?? allScenarios.join(','))
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean)
const unknown = scenarios.filter((s) => !allScenarios.includes(s))
if (unknown.length || !scenarios.length) throw new Error(`FAULTS_SCENARIOS: ${unknown.join(', ') || 'none'}; known are ${allScenarios.join(', ')}`)
const runs = (name) => scenarios.includes(name)
if (pgPort === 5432) throw new Error('FAULTS_PG_PORT must not be the shared server’s 5432: the scenarios stop this cluster')

const startedAt = new Date()
const report = createReport()
const cluster = createCluster({ port: pgPort })
const servers = []

let tornDown = false
function tearDown() {
  if (tornDown) return
  tornDown = true
  for (const s of servers) s.killNow()
  cluster.destroy()
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\nfaults: ${signal}, tearing down`)
    tearDown()
    process.exit(130)
  })
}
process.on('exit', tearDown)

try {
  if (buildIfStale() !== 0) throw new Error('the build failed')
  await cluster.init()
  const postgres = cluster.query('show server_version')[0][0]
  console.log(`faults: PostgreSQL ${postgres} on ${pgPort} (${cluster.dir})`)
  const first = createServer({ port, databaseUrl: cluster.url, dir: cluster.dir })
  servers.push(first)
  const firstStart = await first.start(900_000)
  report.note(`First start on the empty cluster (migrations, demo seed, search index): ${(firstStart / 1000).toFixed(0)} s.`)

  if (runs('placement')) await orderPlacement({ server: first, cluster, dir: cluster.dir, check: report.check, rounds })
  if (runs('portal')) await portalActions({ server: first, cluster, check: report.check, rounds })
  if (runs('receiving')) await receiving({ server: first, cluster, check: report.check, rounds, pieces: receivingPieces })

  if (runs('outage')) {
    const second = createServer({ port: port + 1, databaseUrl: cluster.url, dir: cluster.dir })
    servers.push(second)
    await second.start()
    await databaseOutage({ servers, cluster, check: report.check, downMs, mode: 'fast' })
    await databaseOutage({ servers, cluster, check: report.check, downMs: 20_000, mode: 'immediate' })
  }

  const whole = allScenarios.every(runs)
  if (whole) report.write(path.join(root, 'docs', 'faults.md'), { startedAt, postgres: `PostgreSQL ${postgres}` })
  console.log(
    `\nfaults: ${report.checks.length - report.failed} of ${report.checks.length} checks passed; ${whole ? 'report in docs/faults.md' : `only ${scenarios.join(', ')} ran (FAULTS_SCENARIOS): docs/faults.md left as it is`}`,
  )
  process.exitCode = report.failed ? 1 : 0
} catch (err) {
  console.error(`\nfaults: stopped: ${err.stack ?? err}`)
  for (const s of servers) console.error(`--- last lines of ${s.log}\n${s.logTail()}`)
  process.exitCode = 2
} finally {
  for (const s of servers) await s.stop()
  tearDown()
  // Clients of a scenario cut short may still be retrying: they end with the script.
  process.exit(process.exitCode)
}

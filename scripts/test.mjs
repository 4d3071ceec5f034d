#!/usr/bin/env node
// `npm test`: type-check, unit, integration (SQLite always; PostgreSQL when reachable, required
// in CI) and browser tests against the production build. Says plainly what it skipped and why.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const ci = Boolean(process.env.CI)
const skipped = []
const failed = []

function run(label, command, args, env = {}) {
  console.log(`\n━━ ${label}`)
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (result.status !== 0) failed.push(label)
  return result.status === 0
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1500 })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  })
}

const npx = (bin) => path.join(root, 'node_modules', '.bin', bin)
const only = process.argv[2] // optional: typecheck | unit | int | e2e

if (!only || only === 'typecheck') run('type-check', npx('tsc'), ['--noEmit'])
if (!only || only === 'unit') run('unit tests', npx('vitest'), ['run', '--project', 'unit'])

if (!only || only === 'int') {
  run('integration tests on SQLite', npx('vitest'), ['run', '--project', 'int-sqlite'])
  const pgUrl = new URL(process.env.DATABASE_TEST_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres')
  if (await reachable(pgUrl.hostname, Number(pgUrl.port || 5432))) {
    run('integration tests on PostgreSQL', npx('vitest'), ['run', '--project', 'int-postgres'])
  } else if (ci) {
    console.error('PostgreSQL is required in CI but does not answer at', pgUrl.host)
    failed.push('integration tests on PostgreSQL (no server)')
  } else {
    skipped.push(`integration tests on PostgreSQL: nothing answers at ${pgUrl.host}`)
  }
}

if (!only || only === 'e2e') {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
  if (!fs.existsSync(chromium)) {
    if (ci) failed.push(`browser tests (no Chromium at ${chromium})`)
    else skipped.push(`browser tests: no Chromium at ${chromium} (apt-get install -y chromium)`)
  } else if (run('production build', process.execPath, ['scripts/build-if-stale.mjs'])) {
    run('browser tests', npx('vitest'), ['run', '--project', 'e2e'])
  }
}

console.log('\n━━ summary')
for (const s of skipped) console.log(`skipped: ${s}`)
for (const f of failed) console.log(`FAILED: ${f}`)
if (!failed.length) console.log(skipped.length ? 'all run suites passed' : 'all suites passed')
process.exit(failed.length ? 1 : 0)

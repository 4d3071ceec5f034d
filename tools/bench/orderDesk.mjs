#!/usr/bin/env node
// `npm run bench:orders`, and a part of `npm run bench` (issue 33, "Proof"): the house's order desk
// at 20,000 orders. For each database, a scratch one made for the run (SQLite always, PostgreSQL when
// one answers at BENCH_POSTGRES_URL, default the machine's postgres): tools/bench/orderDeskRun.mjs
// seeds it and prints the p95 of the house's order list and of a store's open orders against the
// same reads sent straight to the database in the same run (goal ≤ 3×), PASS or FAIL. Once, on
// SQLite, the time to render a 20-line invoice PDF. The scratch databases are dropped at the end.
// BENCH_ORDERS (20000), BENCH_ORDERS_STORES (100) and BENCH_ORDERS_REQUESTS (200) make it smaller.
// Exits 1 when a goal is missed.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..', '..')

/** One database's run in a process of its own (Payload is one per process), with the server-only hook and tsx. */
function runOn(label, databaseUrl, extra = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maison-orders-'))
  try {
    const run = spawnSync(
      process.execPath,
      ['--import', path.join(root, 'tests/support/serverOnlyHook.mjs'), '--import', 'tsx', path.join(root, 'tools/bench/orderDeskRun.mjs')],
      {
        cwd: root,
        stdio: 'inherit',
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl ?? `file:${path.join(dir, 'orders.db')}`,
          UPLOAD_DIR: path.join(dir, 'uploads'),
          MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
          DATA_DIR: dir,
          PAYLOAD_SECRET: 'bench-secret-not-for-production',
          LOG_LEVEL: 'warn',
          BENCH_ORDERS_LABEL: label,
          ...extra,
        },
      },
    )
    return run.status === 0
  } finally {
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 })
  }
}

const passed = [runOn('SQLite', undefined, { BENCH_ORDERS_PDF: '1' })]

const admin = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const { default: pg } = await import('pg')
const name = `maison_orders_bench_${process.pid}`
const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 3000 })
let reachable = true
try {
  await client.connect()
  await client.query(`create database ${name}`)
} catch (err) {
  console.log(`\norder desk on PostgreSQL: skipped (${err.message})`)
  reachable = false
}
if (reachable) {
  try {
    passed.push(runOn('PostgreSQL', Object.assign(new URL(admin), { pathname: `/${name}` }).toString()))
  } finally {
    await client.query(`drop database if exists ${name} with (force)`).catch(() => {})
  }
}
await client.end().catch(() => {})
process.exit(passed.every(Boolean) ? 0 : 1)

#!/usr/bin/env node
// `npm run cluster`: several production processes of maison on one PostgreSQL and one Redis, behind
// nginx from the system (a balancer of its own here: own config, prefix, pid and logs in a temp
// folder; never the system's nginx service). Ctrl-C stops everything. docs/operations.md, "Several
// processes"; options in the README's "Run it".
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import Redis from 'ioredis'
import pg from 'pg'
import { buildIfStale, compiledServerEnv, serveDir } from '../../scripts/build-if-stale.mjs'
import { writePrefixed } from '../../scripts/prefixedOutput.mjs'
import { nginxConfig } from './nginx.mjs'

const root = path.resolve(import.meta.dirname, '..', '..')
const { values: flags } = parseArgs({
  options: {
    processes: { type: 'string', default: process.env.CLUSTER_PROCESSES ?? '2' },
    'first-port': { type: 'string', default: process.env.CLUSTER_FIRST_PORT ?? '3101' },
    ports: { type: 'string', default: process.env.CLUSTER_PORTS ?? '' },
    port: { type: 'string', default: process.env.CLUSTER_PORT ?? '8080' },
  },
})

const count = Number(flags.processes)
const firstPort = Number(flags['first-port'])
const ports = flags.ports ? flags.ports.split(',').map(Number) : Array.from({ length: count }, (_, i) => firstPort + i)
const port = Number(flags.port)
const databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/maison_cluster'
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'

function fail(message) {
  console.error(`maison cluster: ${message}`)
  process.exit(1)
}

if (ports.length < 2 || ports.some((p) => !Number.isInteger(p) || p < 1 || p > 65535))
  fail(`needs two or more valid process ports, got ${ports.join(',') || 'none'}`)
if (!Number.isInteger(port) || port < 1 || port > 65535 || ports.includes(port)) fail(`invalid balancer port ${flags.port}`)
if (!/^postgres(ql)?:\/\//.test(databaseUrl)) fail('DATABASE_URL must be a postgres:// address: several processes share one PostgreSQL, not a SQLite file')

const nginx = process.env.NGINX ?? ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p))
if (!nginx) fail('nginx is not installed; on Debian: apt-get install -y nginx (only the program is used, not its service)')

await checkRedis(redisUrl)
await createDatabaseIfMissing(databaseUrl)
if (process.env.SKIP_BUILD !== '1' && buildIfStale() !== 0) fail('the build failed')
const serverEnv = await compiledServerEnv()

const children = []
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'maison-cluster-'))
let stopping = false

function stop(code) {
  if (stopping) return
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  const alive = () => children.filter((c) => c.exitCode === null && c.signalCode === null)
  const done = () => {
    fs.rmSync(scratch, { recursive: true, force: true })
    process.exit(code)
  }
  if (!alive().length) return done()
  for (const child of alive()) child.once('exit', () => !alive().length && done())
  // A process that does not finish within 10 s is ended.
  setTimeout(() => alive().forEach((c) => c.kill('SIGKILL')), 10_000).unref()
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(0))

/** Starts a child whose output lines carry its name; the cluster ends when one ends unasked. */
function run(name, command, args, env) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  writePrefixed(child, `[${name}] `)
  child.on('exit', (code, signal) => {
    if (stopping) return
    console.error(`maison cluster: ${name} ended (${signal ?? `exit ${code}`}); stopping the others`)
    stop(1)
  })
  children.push(child)
  return child
}

const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`
function startProcess(i) {
  const env = serverEnv({ ...process.env, PORT: String(ports[i]), DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, PUBLIC_URL: publicUrl, TRUST_PROXY: '1' })
  return run(`maison-${i + 1}:${ports[i]}`, process.execPath, [path.join(serveDir, 'server.js')], env)
}

/** Waits until the server on port `p` is ready (health 200); a failed start ends the cluster. */
async function healthy(p, name = `the process on ${p}`) {
  for (;;) {
    if (stopping) return
    try {
      const res = await fetch(`http://127.0.0.1:${p}/api/health`, { signal: AbortSignal.timeout(5000) })
      if (res.ok) return
      if ((await res.json()).status === 'failed') {
        console.error(`maison cluster: ${name} failed to start (see its log above)`)
        return stop(1)
      }
    } catch {
      // not answering yet
    }
    await new Promise((r) => setTimeout(r, 500))
  }
}

// The first process migrates and, on an empty database, seeds the demo alone: several processes
// starting at once are not locked against each other. The others start once it is ready.
async function start() {
  console.log(`maison cluster: starting maison-1 on port ${ports[0]} (migrations, seed of an empty database)…`)
  startProcess(0)
  await healthy(ports[0])
  if (stopping) return
  console.log(`maison cluster: starting ${ports.length - 1} more on ${ports.slice(1).join(', ')}…`)
  for (let i = 1; i < ports.length; i++) startProcess(i)
  await Promise.all(ports.slice(1).map(healthy))
  if (stopping) return

  fs.chmodSync(scratch, 0o755) // nginx's workers run as an unprivileged user when started as root
  const config = path.join(scratch, 'nginx.conf')
  const args = ['-p', scratch, '-c', config, '-e', path.join(scratch, 'error.log')]
  fs.writeFileSync(config, nginxConfig({ prefix: scratch, port, upstreams: ports }))
  const test = spawnSync(nginx, ['-t', '-q', ...args], { encoding: 'utf8' })
  if (test.status !== 0) {
    console.error(`maison cluster: nginx refused its configuration:\n${test.stderr}`)
    return stop(1)
  }
  run('nginx', nginx, args, process.env)
  await healthy(port, 'nginx')
  if (stopping) return
  console.log(
    `maison cluster: ready on http://localhost:${port}/ → ${ports.length} processes (${ports.join(', ')}) on database ${new URL(databaseUrl).pathname.slice(1)} and Redis at ${new URL(redisUrl).host}; Ctrl-C stops all`,
  )
}
await start()

async function checkRedis(url) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, enableOfflineQueue: false, retryStrategy: () => null })
  redis.on('error', () => {})
  try {
    await redis.connect()
    await redis.ping()
  } catch (err) {
    fail(`Redis does not answer at ${url} (${err.message}): the processes share rate limits and cache expiries there`)
  } finally {
    redis.disconnect()
  }
}

async function createDatabaseIfMissing(url) {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 5000 })
  try {
    await client.connect()
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name])
    if (!rowCount) {
      await client.query(`create database "${name.replaceAll('"', '""')}"`)
      console.log(`maison cluster: created database ${name}`)
    }
  } catch (err) {
    fail(`PostgreSQL at ${target.host} cannot be used (${err.message})`)
  } finally {
    await client.end().catch(() => {})
  }
}

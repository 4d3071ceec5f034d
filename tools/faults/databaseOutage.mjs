// Scenario: PostgreSQL stopped and started under load. Steady load of page and API requests on
// every process; the throwaway cluster is stopped, left down for a while (long enough for the job
// runner's minute to pass), started again. While it is down requests must fail fast and
// /api/health answer 503; after, the same processes (no restart) must answer again by themselves.
import { performance } from 'node:perf_hooks'
import { call, commerceTokens, percentile, signIn } from './client.mjs'
import { health } from './servers.mjs'

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
/** While the database is down every request answers within this (a fast failure, or a cached page). */
export const FAIL_FAST_P99_MS = 2000
/** After the database is back, every process answers again within this, with no restart. */
export const RECOVERY_MS = 30_000
const CLIENTS = 8

export async function databaseOutage({ servers, cluster, check, downMs, mode }) {
  const access = await signIn(servers[0].base, 'jeweller@aurelle.example', 'Aurelle-Jeweller-2026')
  const [{ token }] = await commerceTokens(servers[0].base, access)
  // A page (the home page and a shop page, which the micro-cache may answer), the search, an API that
  // always reads the database, and the health check.
  const targets = [
    { path: '/de/', accept: 'text/html' },
    { path: '/de/das-haus/', accept: 'text/html' },
    { path: '/api/v1/search/?s=ring&locale=de' },
    { path: '/api/v1/commerce/orders/current/count/', token },
    { path: '/api/health' },
  ]
  const pids = servers.map((s) => s.pid)
  const samples = []
  let phase = 'before'
  let stop = false
  let n = 0
  const client = async () => {
    while (!stop) {
      const target = targets[n % targets.length]
      const server = servers[n++ % servers.length]
      const at = performance.now()
      const res = await call(server.base, 'GET', target.path, { token: target.token, accept: target.accept ?? 'application/json', timeoutMs: 30_000 })
      samples.push({ phase, at, ms: res.ms, status: res.status, path: target.path })
    }
  }
  const load = Array.from({ length: CLIENTS }, client)

  await sleep(8000)
  phase = 'down'
  const stopStarted = performance.now()
  await cluster.stop(mode)
  const stoppedMs = performance.now() - stopStarted
  // Health of each process a few times while the database is down.
  const downHealth = []
  const downUntil = performance.now() + downMs
  while (performance.now() < downUntil) {
    for (const s of servers) downHealth.push(await health(s.base, 5000))
    await sleep(2000)
  }
  phase = 'recovering'
  await cluster.start()
  const startedAt = performance.now()
  // Recovered: every process's health 200 and the database-reading API 200, three times in a row.
  let recoveredAt = null
  let streak = 0
  while (performance.now() - startedAt < RECOVERY_MS * 3) {
    let ok = true
    for (const s of servers) {
      ok &&= (await health(s.base, 5000)) === 200
      ok &&= (await call(s.base, 'GET', '/api/v1/commerce/orders/current/count/', { token, timeoutMs: 5000 })).status === 200
    }
    streak = ok ? streak + 1 : 0
    if (streak === 1) recoveredAt = performance.now()
    if (streak === 3) break
    if (!ok) recoveredAt = null
    await sleep(250)
  }
  phase = 'after'
  await sleep(8000)
  stop = true
  await Promise.all(load)

  const stats = (which) => {
    const list = samples.filter((s) => s.phase === which)
    const failed = list.filter((s) => s.status === 0 || s.status >= 500)
    return {
      count: list.length,
      failed: failed.length,
      p50: percentile(
        list.map((s) => s.ms),
        50,
      ),
      p99: percentile(
        list.map((s) => s.ms),
        99,
      ),
      max: Math.max(0, ...list.map((s) => s.ms)),
    }
  }
  const fmt = (s) => `${s.count} requests, ${s.failed} failed, p50 ${s.p50.toFixed(0)} ms, p99 ${s.p99.toFixed(0)} ms, max ${s.max.toFixed(0)} ms`
  const before = stats('before')
  const down = stats('down')
  const after = stats('after')
  const sameProcesses = servers.every((s, i) => s.alive() && s.pid === pids[i])
  const recoveryMs = recoveredAt === null ? null : recoveredAt - startedAt

  const p = (label, pass, detail) => check(`PostgreSQL stopped (${mode}) and started under load`, label, pass, detail)
  p('before: the load is served', before.failed === 0 && before.count > 0, fmt(before))
  p(
    `down ${(downMs / 1000).toFixed(0)} s: requests fail fast (p99 < ${FAIL_FAST_P99_MS} ms)`,
    down.p99 < FAIL_FAST_P99_MS,
    `${fmt(down)}; pg_ctl stop took ${stoppedMs.toFixed(0)} ms`,
  )
  p(
    'down: /api/health answers 503 on every process',
    downHealth.length > 0 && downHealth.every((s) => s === 503),
    `${downHealth.length} health checks: ${[...new Set(downHealth)].join(', ')}`,
  )
  p('no process ended or was restarted', sameProcesses, servers.map((s, i) => `${s.port}: pid ${pids[i]} → ${s.alive() ? s.pid : 'gone'}`).join(', '))
  p(
    `recovered by itself within ${RECOVERY_MS / 1000} s of the database's start`,
    recoveryMs !== null && recoveryMs <= RECOVERY_MS,
    recoveryMs === null ? 'not recovered' : `every process healthy and reading the database ${(recoveryMs / 1000).toFixed(1)} s after the start`,
  )
  p('after: the load is served again', after.failed === 0 && after.count > 0, fmt(after))
}

// The maison production processes of `npm run faults`: the compiled server, dist/serve/server.js (no
// wrapper, so a SIGKILL hits the server itself), each on its own port against the throwaway cluster,
// logging to a file.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { compiledServerEnv, serveDir } from '../../scripts/build-if-stale.mjs'

const root = path.resolve(import.meta.dirname, '..', '..')
const sleep = (ms) => new Promise((r) => setTimeout(r, ms))

/** GET /api/health: the status code, or 0 when nothing answers within the time given. */
export async function health(base, timeoutMs = 3000) {
  try {
    const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(timeoutMs) })
    await res.arrayBuffer()
    return res.status
  } catch {
    return 0
  }
}

export function createServer({ port, databaseUrl, dir, env = {} }) {
  const base = `http://127.0.0.1:${port}`
  const log = path.join(dir, `server-${port}.log`)
  let child = null
  const server = {
    base,
    port,
    log,
    get pid() {
      return child?.pid ?? null
    },
    /** Starts the process (or restarts it after a kill) and waits until /api/health answers 200. */
    async start(timeoutMs = 180_000) {
      const out = fs.openSync(log, 'a')
      // Loaded here, not on import: the drills build (faults.mjs) before the first start.
      const serverEnv = await compiledServerEnv()
      child = spawn(process.execPath, [path.join(serveDir, 'server.js')], {
        cwd: root,
        stdio: ['ignore', out, out],
        env: serverEnv({
          ...process.env,
          PORT: String(port),
          HOSTNAME: '127.0.0.1',
          PUBLIC_URL: base,
          DATABASE_URL: databaseUrl,
          PAYLOAD_SECRET: 'faults-throwaway-secret-not-for-production',
          UPLOAD_DIR: path.join(dir, 'uploads'),
          MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
          DATA_DIR: dir,
          LOG_LEVEL: 'warn',
          // Rate limits are counted per process here: the scenarios' users write far more than a person would.
          REDIS_URL: '',
          ...env,
        }),
      })
      fs.closeSync(out)
      const started = Date.now()
      const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })))
      while (Date.now() - started < timeoutMs) {
        const early = await Promise.race([exited, sleep(500).then(() => null)])
        if (early) throw new Error(`server on ${port} exited while starting (${early.signal ?? early.code}); see ${log}`)
        if ((await health(base)) === 200) return Date.now() - started
      }
      throw new Error(`server on ${port} not ready after ${timeoutMs / 1000} s; see ${log}`)
    },
    /** True while the process runs. */
    alive() {
      return !!child && child.exitCode === null && child.signalCode === null
    },
    /** SIGKILL, as a crash or an OOM kill would end it, and waits for the exit. */
    async kill9() {
      if (!server.alive()) return
      const gone = new Promise((r) => child.once('exit', r))
      child.kill('SIGKILL')
      await gone
    },
    async stop() {
      if (!server.alive()) return
      const gone = new Promise((r) => child.once('exit', r))
      child.kill('SIGTERM')
      await Promise.race([gone, sleep(5000)])
      await server.kill9()
    },
    /** Synchronous last resort for exit handlers. */
    killNow() {
      if (server.alive()) child.kill('SIGKILL')
    },
    logTail(lines = 20) {
      return fs.existsSync(log) ? fs.readFileSync(log, 'utf8').trim().split('\n').slice(-lines).join('\n') : ''
    },
  }
  return server
}

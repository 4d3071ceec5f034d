import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { copyHouse } from './houseSnapshot'

export type RunningServer = { baseUrl: string; outboxDir: string; stop: () => Promise<void> }

/** A port nothing listens on now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.once('error', reject)
  })
}

/**
 * `npm start` exactly as a person runs it (production build, migrations, demo seed) on a fresh
 * database and fresh upload/outbox folders; resolves once /api/health answers 200.
 */
export async function startServer({
  databaseUrl,
  dataDir,
  timeoutMs = 420_000,
  env: extraEnv = {},
  house,
}: {
  databaseUrl?: string
  /** A data folder (uploads, outbox, secret) shared with an earlier server, as `.data/` is; kept on stop. */
  dataDir?: string
  timeoutMs?: number
  /** Settings an operator gives at start (read by the server at run time; the build is the shared one). */
  env?: Record<string, string>
  /** A seeded house (houseSnapshot.ts) to start from instead of seeding; copied into the new data folder. */
  house?: string
} = {}): Promise<RunningServer> {
  const dir = dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'maison-e2e-'))
  if (house) copyHouse(house, dir)
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const outboxDir = path.join(dir, 'outbox')
  const env = {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATABASE_URL: databaseUrl ?? `file:${path.join(dir, 'maison.db')}`,
    UPLOAD_DIR: path.join(dir, 'uploads'),
    MAIL_OUTBOX_DIR: outboxDir,
    DATA_DIR: dir,
    SKIP_BUILD: '1',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  }
  const log = fs.openSync(path.join(dir, 'server.log'), 'a')
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], { env, stdio: ['ignore', log, log], detached: true })
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      process.kill(-child.pid, 'SIGTERM')
      await new Promise((r) => child.once('exit', r))
    }
    if (!dataDir) fs.rmSync(dir, { recursive: true, force: true })
  }
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break
    try {
      const res = await fetch(`${baseUrl}/api/health`)
      if (res.status === 200) return { baseUrl, outboxDir, stop }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 1000))
  }
  const output = fs.readFileSync(path.join(dir, 'server.log'), 'utf8').slice(-4000)
  await stop()
  throw new Error(`server did not become healthy:\n${output}`)
}

import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { postgresAdminUrl } from '../../support/testDatabase'
import { freePort } from '../../e2e/support/server'
import { redisUrl } from '../../support/redis'

export const nginxPath = process.env.NGINX ?? ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p))

export type RunningCluster = { balancer: string; processes: string[]; log: () => string; stop: () => Promise<void> }

/**
 * `npm run cluster` as an operator runs it (the production build, two processes, nginx) on a fresh
 * PostgreSQL database and fresh upload/outbox folders; resolves once the balancer answers ready.
 */
export async function startCluster({ timeoutMs = 600_000 } = {}): Promise<RunningCluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maison-cluster-test-'))
  const database = `maison_cluster_test_${randomBytes(4).toString('hex')}`
  const url = new URL(postgresAdminUrl)
  url.pathname = `/${database}`
  const ports = [await freePort(), await freePort()]
  const port = await freePort()
  const logFile = path.join(dir, 'cluster.log')
  const log = fs.openSync(logFile, 'a')
  const env = {
    ...process.env,
    DATABASE_URL: url.toString(),
    REDIS_URL: redisUrl,
    DATA_DIR: dir,
    UPLOAD_DIR: path.join(dir, 'uploads'),
    MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
    SKIP_BUILD: '1',
    LOG_LEVEL: 'warn',
  }
  const child: ChildProcess = spawn(process.execPath, ['tools/cluster/cluster.mjs', '--ports', ports.join(','), '--port', String(port)], {
    env,
    stdio: ['ignore', log, log],
  })
  const readLog = () => fs.readFileSync(logFile, 'utf8')
  const stop = async () => {
    // Ctrl-C, as a person stops it: the script ends nginx and the processes itself.
    if (child.exitCode === null) {
      child.kill('SIGINT')
      await new Promise((r) => child.once('exit', r))
    }
    const admin = new pg.Client({ connectionString: postgresAdminUrl })
    await admin.connect()
    await admin.query(`drop database if exists ${database} with (force)`)
    await admin.end()
    fs.rmSync(dir, { recursive: true, force: true })
  }
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline && child.exitCode === null) {
    if (readLog().includes('maison cluster: ready on')) {
      return { balancer: `http://127.0.0.1:${port}`, processes: ports.map((p) => `http://127.0.0.1:${p}`), log: readLog, stop }
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  const output = readLog().slice(-4000)
  await stop()
  throw new Error(`the cluster did not become ready:\n${output}`)
}

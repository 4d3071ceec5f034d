// The throwaway PostgreSQL cluster of `npm run faults`: its own data folder under /tmp and its own
// port, made with Debian's binaries as the `postgres` OS user (initdb refuses root). The scenarios
// stop and start it; the machine's shared server is never touched.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

/** The newest /usr/lib/postgresql/<version>/bin holding pg_ctl. */
function binDir() {
  const base = '/usr/lib/postgresql'
  const versions = fs.existsSync(base) ? fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'pg_ctl'))) : []
  if (!versions.length) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql/*/bin')
  return path.join(base, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin')
}

/** Runs a PostgreSQL binary as the postgres OS user when this process is root, else as itself. */
function pg(bin, tool, args, options = {}) {
  const command = path.join(bin, tool)
  const asRoot = process.getuid?.() === 0
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
  return spawnSync(file, argv, { encoding: 'utf8', ...options })
}

export function createCluster({ port }) {
  const bin = binDir()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maison-faults-pg-'))
  fs.chmodSync(dir, 0o777) // the postgres user writes its data and log here
  const data = path.join(dir, 'data')
  const log = path.join(dir, 'postgres.log')
  const url = `postgres://postgres@127.0.0.1:${port}/maison_faults`

  // Asynchronous: a synchronous pg_ctl would block this process's event loop, and with it the
  // clients whose latencies the outage scenario measures.
  const ctl = (args) =>
    new Promise((resolve, reject) => {
      const asRoot = process.getuid?.() === 0
      const command = path.join(bin, 'pg_ctl')
      const child = asRoot ? spawn('runuser', ['-u', 'postgres', '--', command, '-D', data, ...args]) : spawn(command, ['-D', data, ...args])
      let output = ''
      child.stdout.on('data', (d) => (output += d))
      child.stderr.on('data', (d) => (output += d))
      child.on('error', reject)
      child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`pg_ctl ${args.join(' ')} failed: ${output}`))))
    })
  const cluster = {
    url,
    port,
    dir,
    async init() {
      const result = pg(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8'])
      if (result.status !== 0) throw new Error(`initdb failed: ${result.stderr}`)
      await this.start()
      const created = pg(bin, 'createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'maison_faults'])
      if (created.status !== 0) throw new Error(`createdb failed: ${created.stderr}`)
    },
    /** Starts and waits until it accepts connections (TCP on 127.0.0.1 only; the socket in the cluster's own folder). */
    start() {
      return ctl(['-l', log, '-w', '-t', '60', '-o', `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=on`, 'start'])
    },
    /** fast: running transactions are rolled back and sessions ended; immediate: the server just dies (crash recovery on start). */
    stop(mode = 'fast') {
      return ctl(['-w', '-t', '60', '-m', mode, 'stop'])
    },
    running() {
      return pg(bin, 'pg_ctl', ['-D', data, 'status']).status === 0
    },
    /** Runs SQL with psql and answers the rows as arrays of strings. */
    query(sql) {
      const out = execFileSync(
        path.join(bin, 'psql'),
        ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'maison_faults', '-X', '-A', '-t', '-F', '\t', '-v', 'ON_ERROR_STOP=1', '-c', sql],
        { encoding: 'utf8' },
      )
      return out
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => l.split('\t'))
    },
    destroy() {
      if (fs.existsSync(data) && cluster.running()) pg(bin, 'pg_ctl', ['-D', data, '-w', '-m', 'immediate', 'stop'])
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
  return cluster
}

import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { adminQuery, postgresAdminUrl } from './testDatabase'

/**
 * A database with every migration applied, made once per integration run and database kind: each
 * test file's fresh database is a copy of it (PostgreSQL's `create database … template`, a file copy
 * for SQLite) instead of running the 23 migrations again. That took 4 s a file on an idle 2-core
 * machine and 15 s on a busy one, times 31 files on each database (issue 30). The migrations
 * themselves still run from empty in every run: here, in the seeded template's child and in the
 * browser tests' production server.
 */
export type MigratedTemplate = { kind: 'sqlite' | 'postgres'; database: string }

export async function makeMigratedTemplate(kind: 'sqlite' | 'postgres', dir: string): Promise<MigratedTemplate> {
  const database = kind === 'sqlite' ? path.join(dir, 'migrated.db') : `maison_migrated_${randomBytes(4).toString('hex')}`
  let url = `file:${database}`
  if (kind === 'postgres') {
    const u = new URL(postgresAdminUrl)
    u.pathname = `/${database}`
    url = u.toString()
    await adminQuery(`create database ${database}`)
  }
  const child = spawn(
    process.execPath,
    ['--import', path.join(import.meta.dirname, 'serverOnlyHook.mjs'), '--import', 'tsx', path.join(import.meta.dirname, 'migratedTemplate.child.ts')],
    {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATABASE_URL: url, PAYLOAD_SECRET: 'test-secret-not-for-production', DATA_DIR: dir, UPLOAD_DIR: path.join(dir, 'uploads') },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output = (output + chunk).slice(-4000)))
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  if (code !== 0) {
    await dropMigratedTemplate({ kind, database })
    throw new Error(`migrating the template failed (exit ${code}); its last output: ${output}`)
  }
  return { kind, database }
}

export async function dropMigratedTemplate(template: MigratedTemplate): Promise<void> {
  if (template.kind === 'postgres') await adminQuery(`drop database if exists ${template.database} with (force)`)
  else for (const suffix of ['', '-wal', '-shm']) fs.rmSync(template.database + suffix, { force: true })
}

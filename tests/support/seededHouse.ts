import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { inject } from 'vitest'
import { testPayload } from './payload'
import { adminQuery, postgresAdminUrl } from './testDatabase'

/**
 * Payload on a copy of the seeded demo house. Seeding takes one to four minutes on the 2-core CI
 * machine; the suites that only read the house (search, the CMS API) get a copy of one seeded once
 * per test run and database kind, instead of seeding their own. The template is the seed's own test
 * too: seed.test.ts counts what seedIfEmpty put into the child's empty database and runs the seed
 * again on the copy. Must be called before Payload starts in the file.
 */
export async function seededPayload(): Promise<Payload> {
  const kind = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite'
  const dir = path.join(inject('seedTemplateDir'), kind)
  const template = fs.existsSync(path.join(dir, 'ready')) ? readTemplate(dir) : await seedTemplateTwice(dir, kind)
  if (!template) {
    // No template this time (see the warning): the file seeds its own database, as it did before.
    const payload = await testPayload()
    const { seedIfEmpty } = await import('@seed/seedHouse')
    await seedIfEmpty(payload)
    return payload
  }
  fs.cpSync(template.uploads, process.env.UPLOAD_DIR as string, { recursive: true })
  if (kind === 'sqlite') {
    // The child left its last writes in the write-ahead log: it goes along, and SQLite replays it on open.
    const target = new URL(process.env.DATABASE_URL as string).pathname
    for (const suffix of ['', '-wal']) if (fs.existsSync(template.database + suffix)) fs.copyFileSync(template.database + suffix, target + suffix)
  } else {
    // The file's own empty database (tests/support/database.setup.ts) becomes the copy under its name:
    // the config read at import time keeps pointing at it, and the setup drops it after the file.
    const name = new URL(process.env.DATABASE_URL as string).pathname.slice(1)
    await adminQuery(`drop database ${name}`)
    await adminQuery(`create database ${name} template ${template.database}`)
  }
  return testPayload()
}

type Template = { database: string; uploads: string }

const readTemplate = (dir: string): Template => JSON.parse(fs.readFileSync(path.join(dir, 'ready'), 'utf8'))

/**
 * A template, or null when two children in a row failed to seed one: slower then, never wrong. Once a
 * CI run saw a child end at start with exit code 13 (an unsettled top-level await) and no output, while
 * the other database's child started beside it; it did not happen again on its own.
 */
async function seedTemplateTwice(dir: string, kind: 'sqlite' | 'postgres'): Promise<Template | null> {
  for (let attempt = 1; attempt <= 2; attempt++) {
    try {
      return await seedTemplate(dir, kind)
    } catch (err) {
      console.warn(`seed template (${kind}), attempt ${attempt} of 2: ${(err as Error).message}`)
    }
  }
  return null
}

/** Seeds the template in a child process, so no connection of this one holds it open for copying. */
async function seedTemplate(dir: string, kind: 'sqlite' | 'postgres'): Promise<Template> {
  fs.mkdirSync(dir, { recursive: true })
  const template: Template = {
    database: kind === 'sqlite' ? path.join(dir, 'house.db') : `maison_tmpl_${randomBytes(4).toString('hex')}`,
    uploads: path.join(dir, 'uploads'),
  }
  let url = `file:${template.database}`
  if (kind === 'postgres') {
    const u = new URL(postgresAdminUrl)
    u.pathname = `/${template.database}`
    url = u.toString()
    await adminQuery(`create database ${template.database}`)
  }
  // Spawned, not spawnSync: the worker must keep answering Vitest while the seed runs for minutes.
  const child = spawn(
    process.execPath,
    ['--import', path.join(import.meta.dirname, 'serverOnlyHook.mjs'), '--import', 'tsx', path.join(import.meta.dirname, 'seedTemplate.child.ts')],
    {
      cwd: path.resolve(import.meta.dirname, '../..'),
      env: { ...process.env, DATABASE_URL: url, UPLOAD_DIR: template.uploads, MAIL_OUTBOX_DIR: path.join(dir, 'outbox'), DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => (output = (output + chunk).slice(-4000)))
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve))
  if (code !== 0) {
    if (kind === 'postgres') await adminQuery(`drop database if exists ${template.database} with (force)`)
    else for (const suffix of ['', '-wal', '-shm']) fs.rmSync(template.database + suffix, { force: true })
    throw new Error(`seeding the template failed (exit ${code}); its last output: ${output}`)
  }
  fs.mkdirSync(template.uploads, { recursive: true })
  fs.writeFileSync(path.join(dir, 'ready'), JSON.stringify(template))
  return template
}

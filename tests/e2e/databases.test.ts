import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { describeUnless } from '../support/skipReport'
import { createTestDatabase, postgresProblem, type TestDatabase } from '../support/testDatabase'
import { copyHouse } from './support/houseSnapshot'
import { startServer, type RunningServer } from './support/server'

// Issue 2 §3: "A test proves a fresh SQLite and a fresh PostgreSQL database both come up and
// serve the same seeded page."
// Issue 13 §2: the README's path: `npm start` (SQLite), then PostgreSQL with the same `.data/`:
// "A fresh database must seed whatever the upload folder holds".
// In CI the suite always runs, so a missing PostgreSQL fails it; locally it is skipped and reported.
const postgresDown = process.env.CI ? null : await postgresProblem()

describeUnless(postgresDown, 'the demo on SQLite, then PostgreSQL with the same data folder', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'maison-readme-'))
  let sqlite: RunningServer
  let postgres: RunningServer
  let database: TestDatabase
  const sqliteText = new Map<string, string>()

  const mainOf = async (server: RunningServer, address: string) => {
    const res = await fetch(server.baseUrl + address)
    expect(res.status).toBe(200)
    const html = await res.text()
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''
    // Upload URLs and generated ids differ per database; the words people read must not.
    return main
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  }
  const paths = ['/de/', '/en/the-house/', '/ja/the-workshop/', '/zh-hans/']

  beforeAll(async () => {
    database = await createTestDatabase('postgres')
    // The first step, `npm start` on SQLite into an empty .data/, is the shared server's own start:
    // its folder as it was right after the seed (database, uploads, secret, log) serves the SQLite side.
    copyHouse(inject('freshHouse'), dataDir)
    sqlite = await startServer({ dataDir })
    for (const p of paths) sqliteText.set(p, await mainOf(sqlite, p))
    await sqlite.stop()
    postgres = await startServer({ dataDir, databaseUrl: database.url })
  }, 1_200_000) // a demo seed on PostgreSQL
  afterAll(async () => {
    await postgres?.stop()
    await database?.drop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('reports ready on PostgreSQL with the whole house seeded (no "demo seed failed")', async () => {
    const log = fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8')
    expect(log).not.toContain('demo seed failed')
    // Both starts append to one log: the seed time on SQLite, then on PostgreSQL (issue 13 §3).
    const seeded = log.match(/demo house seeded in [^\n"]*/g) ?? []
    expect(seeded).toHaveLength(2)
    process.stdout.write(`seed times (SQLite, PostgreSQL): ${seeded.join(' | ')}\n`)
    const health = await fetch(`${postgres.baseUrl}/api/health`)
    expect(await health.json()).toEqual({ status: 'ok' })
    const search = await (await fetch(`${postgres.baseUrl}/api/v1/search/?s=ring&locale=de`)).json()
    expect(search.hits.length).toBeGreaterThan(0)
  })

  it('serves every product image from the shared upload folder', async () => {
    const html = await (await fetch(`${postgres.baseUrl}/de/schmuck/herzstueck-ring-in-rot/`)).text()
    const images = [...html.matchAll(/src="(\/cms-api\/media\/file\/[^"]+)"/g)].map((m) => m[1])
    expect(images.length).toBeGreaterThan(0)
    for (const src of images.slice(0, 5)) expect((await fetch(postgres.baseUrl + src)).status).toBe(200)
  })

  it.each(paths)('both databases serve %s with the same text', async (p) => {
    const text = await mainOf(postgres, p)
    expect(text.length).toBeGreaterThan(200)
    expect(text).toBe(sqliteText.get(p))
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, postgresReachable, type TestDatabase } from '../support/testDatabase'
import { startServer, type RunningServer } from './support/server'

// Issue 2 §3: "A test proves a fresh SQLite and a fresh PostgreSQL database both come up and
// serve the same seeded page."
const pgAvailable = process.env.CI ? true : await postgresReachable()

describe.skipIf(!pgAvailable)('a fresh SQLite and a fresh PostgreSQL database', () => {
  let sqlite: RunningServer
  let postgres: RunningServer
  let database: TestDatabase

  beforeAll(async () => {
    database = await createTestDatabase('postgres')
    ;[sqlite, postgres] = await Promise.all([startServer(), startServer({ databaseUrl: database.url })])
  })
  afterAll(async () => {
    await Promise.all([sqlite?.stop(), postgres?.stop()])
    await database?.drop()
  })

  const mainOf = async (server: RunningServer, path: string) => {
    const res = await fetch(server.baseUrl + path)
    expect(res.status).toBe(200)
    const html = await res.text()
    const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''
    // Upload URLs and generated ids differ per database; the words people read must not.
    return main.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()
  }

  it.each(['/de/', '/en/the-house/', '/ja/the-workshop/', '/zh-hans/'])('both serve %s with the same text', async (path) => {
    const [a, b] = await Promise.all([mainOf(sqlite, path), mainOf(postgres, path)])
    expect(a.length).toBeGreaterThan(200)
    expect(b).toBe(a)
  })
})

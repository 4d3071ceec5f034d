import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { snapshotHouse } from './houseSnapshot'
import { startServer } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    server: { baseUrl: string; outboxDir: string }
    /** The shared server's data folder as it was right after its seed (houseSnapshot.ts). */
    freshHouse: string
  }
}

/**
 * One production server on a fresh SQLite database for the browser journeys (seeding is slow), and
 * a snapshot of its fresh house for the files that need a server of their own. `npm test` names
 * the snapshot's folder (MAISON_HOUSE_SNAPSHOT) so the budgets after the browser tests start from it
 * too; it removes the folder itself.
 */
export default async function setup(project: TestProject) {
  // Behind a proxy as in production: each browser context sends its own X-Forwarded-For (browser.ts).
  const server = await startServer({ env: { TRUST_PROXY: '1' } })
  const named = process.env.MAISON_HOUSE_SNAPSHOT
  const snapshot = named ?? fs.mkdtempSync(path.join(os.tmpdir(), 'maison-house-'))
  await snapshotHouse(path.dirname(server.outboxDir), snapshot)
  project.provide('server', { baseUrl: server.baseUrl, outboxDir: server.outboxDir })
  project.provide('freshHouse', snapshot)
  return async () => {
    await server.stop()
    if (!named) fs.rmSync(snapshot, { recursive: true, force: true })
  }
}

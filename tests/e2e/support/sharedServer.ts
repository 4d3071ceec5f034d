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
type Shared = { baseUrl: string; outboxDir: string; snapshot: string; stop: () => Promise<void> }

/**
 * The browser tests are two projects (vitest.config.ts: the journeys two at a time, then the admin's
 * alone), and Vitest runs each project's global setup: both get the one server, started by the first.
 * Vitest sets every project up before the first test and tears them down after the last, so the
 * server stops with the last teardown.
 */
const state = globalThis as { maisonSharedServer?: { started: Promise<Shared>; users: number } }

async function startShared(): Promise<Shared> {
  // Behind a proxy as in production: each browser context sends its own X-Forwarded-For (browser.ts).
  const server = await startServer({ env: { TRUST_PROXY: '1' } })
  const named = process.env.MAISON_HOUSE_SNAPSHOT
  const snapshot = named ?? fs.mkdtempSync(path.join(os.tmpdir(), 'maison-house-'))
  await snapshotHouse(path.dirname(server.outboxDir), snapshot)
  return {
    baseUrl: server.baseUrl,
    outboxDir: server.outboxDir,
    snapshot,
    stop: async () => {
      await server.stop()
      if (!named) fs.rmSync(snapshot, { recursive: true, force: true })
    },
  }
}

export default async function setup(project: TestProject) {
  state.maisonSharedServer ??= { started: startShared(), users: 0 }
  const shared = state.maisonSharedServer
  shared.users++
  const { baseUrl, outboxDir, snapshot } = await shared.started
  project.provide('server', { baseUrl, outboxDir })
  project.provide('freshHouse', snapshot)
  return async () => {
    if (--shared.users > 0) return
    state.maisonSharedServer = undefined
    await (await shared.started).stop()
  }
}

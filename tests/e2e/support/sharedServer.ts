import type { TestProject } from 'vitest/node'
import { startServer } from './server'

declare module 'vitest' {
  export interface ProvidedContext {
    server: { baseUrl: string; outboxDir: string }
  }
}

/** One production server on a fresh SQLite database for the browser journeys (seeding is slow). */
export default async function setup(project: TestProject) {
  // Behind a proxy as in production: each browser context sends its own X-Forwarded-For (browser.ts).
  const server = await startServer({ env: { TRUST_PROXY: '1' } })
  project.provide('server', { baseUrl: server.baseUrl, outboxDir: server.outboxDir })
  return () => server.stop()
}

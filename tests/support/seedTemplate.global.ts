import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { postgresAdminUrl } from './testDatabase'

declare module 'vitest' {
  export interface ProvidedContext {
    seedTemplateDir: string
  }
}

/** One folder per run for the seeded templates (tests/support/seededHouse.ts); removed, with the PostgreSQL template, after. */
export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maison-seed-template-'))
  project.provide('seedTemplateDir', dir)
  return async () => {
    const ready = path.join(dir, 'postgres', 'ready')
    if (fs.existsSync(ready)) {
      const { database } = JSON.parse(fs.readFileSync(ready, 'utf8')) as { database: string }
      const client = new pg.Client({ connectionString: postgresAdminUrl })
      await client.connect()
      await client.query(`drop database if exists ${database} with (force)`).finally(() => client.end())
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

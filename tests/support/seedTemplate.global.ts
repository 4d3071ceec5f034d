import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { adminQuery } from './testDatabase'

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
      await adminQuery(`drop database if exists ${database} with (force)`)
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

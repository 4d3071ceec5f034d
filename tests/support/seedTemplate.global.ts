import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'
import { dropMigratedTemplate, makeMigratedTemplate, type MigratedTemplate } from './migratedTemplate'
import { adminQuery, postgresProblem } from './testDatabase'

declare module 'vitest' {
  export interface ProvidedContext {
    seedTemplateDir: string
    /** The migrated database each file's database copies, or null: each file migrates its own. */
    migratedTemplate: MigratedTemplate | null
  }
}

/**
 * One folder per run for the seeded templates (tests/support/seededHouse.ts) and the migrated
 * template of the project's database kind (tests/support/migratedTemplate.ts); removed, with the
 * PostgreSQL templates, after.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'maison-seed-template-'))
  project.provide('seedTemplateDir', dir)
  const kind = project.config.env?.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite'
  let migrated: MigratedTemplate | null = null
  // Without a usable PostgreSQL the files report it themselves (database.setup.ts).
  if (kind === 'sqlite' || !(await postgresProblem())) {
    // Twice: a clean-clone CI run once saw the PostgreSQL child end at start with exit code 13 (an
    // unsettled top-level await) and no output while the SQLite suite's child started beside it, as
    // the seeded template's child did before (seededHouse.ts); the second try is the answer there too.
    for (let attempt = 1; attempt <= 2 && !migrated; attempt++) {
      try {
        migrated = await makeMigratedTemplate(kind, dir)
      } catch (err) {
        console.warn(
          `migrated template (${kind}), attempt ${attempt} of 2: ${(err as Error).message}${attempt === 2 ? '; each file migrates its own database' : ''}`,
        )
      }
    }
  }
  project.provide('migratedTemplate', migrated)
  return async () => {
    if (migrated) await dropMigratedTemplate(migrated)
    const ready = path.join(dir, 'postgres', 'ready')
    if (fs.existsSync(ready)) {
      const { database } = JSON.parse(fs.readFileSync(ready, 'utf8')) as { database: string }
      await adminQuery(`drop database if exists ${database} with (force)`)
    }
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe } from 'vitest'

/**
 * A suite that skips says why in a file, one line per suite, and `npm test` (scripts/test.mjs,
 * which points this variable at a fresh file) names every line in its summary. Vitest's own
 * report only counts skipped tests, so a missing service would otherwise pass unnoticed.
 */
export const SKIP_REPORT_ENV = 'MAISON_SKIP_REPORT'

export function skipReportFile(): string {
  return process.env[SKIP_REPORT_ENV] || path.join(os.tmpdir(), 'maison-test-skips.txt')
}

export function reportSkip(suite: string, reason: string): void {
  fs.appendFileSync(skipReportFile(), `${suite}: ${reason}\n`)
}

/** describe() that is skipped, and reported, when `skipReason` is set. */
export function describeUnless(skipReason: string | null | undefined, name: string, fn: () => void): void {
  if (skipReason) reportSkip(name, skipReason)
  describe.skipIf(Boolean(skipReason))(name, fn)
}

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { formatPhaseTable, slowestFiles, vitestCounts } from '../../../scripts/phaseSummary.mjs'

// Issue 30: `npm test` prints its phases' durations at the end.
describe('npm test phase summary', () => {
  it('reads passed, failed and skipped from a Vitest JSON report, counting a file that failed to load', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phase-'))
    const report = path.join(dir, 'unit.json')
    fs.writeFileSync(
      report,
      JSON.stringify({
        numPassedTests: 12,
        numFailedTests: 1,
        numPendingTests: 2,
        numTodoTests: 1,
        testResults: [
          { status: 'failed', assertionResults: [{ status: 'failed' }] },
          { status: 'failed', assertionResults: [] },
        ],
      }),
    )
    expect(vitestCounts(report)).toEqual({ passed: 12, failed: 2, skipped: 3 })
    expect(vitestCounts(path.join(dir, 'missing.json'))).toBeNull()
    fs.rmSync(dir, { recursive: true })
  })

  it('names a phase’s slowest files from the report, slowest first, relative to the project', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phase-'))
    const report = path.join(dir, 'int.json')
    const file = (name: string, startTime: number, endTime: number) => ({ name: path.join('/repo', name), startTime, endTime })
    fs.writeFileSync(
      report,
      JSON.stringify({ testResults: [file('tests/int/a.test.ts', 0, 2000), file('tests/int/b.test.ts', 0, 90_500), file('tests/int/c.test.ts', 10, 40_010)] }),
    )
    expect(slowestFiles(report, '/repo', 2)).toEqual([
      { file: 'tests/int/b.test.ts', seconds: 90.5 },
      { file: 'tests/int/c.test.ts', seconds: 40 },
    ])
    expect(slowestFiles(path.join(dir, 'missing.json'), '/repo')).toEqual([])
    fs.rmSync(dir, { recursive: true })
  })

  it('prints one row a phase with its seconds and counts, side-by-side phases marked, and the wall clock', () => {
    const table = formatPhaseTable(
      [
        { label: 'type-check', seconds: 41.4, ok: true, counts: null },
        { label: 'integration tests on SQLite', seconds: 512.2, ok: true, counts: { passed: 400, failed: 0, skipped: 3 }, together: true },
        { label: 'integration tests on PostgreSQL', seconds: 530.9, ok: false, counts: { passed: 398, failed: 2, skipped: 3 }, together: true },
      ],
      1180.6,
    )
    expect(table.split('\n')).toEqual([
      'phase                                           seconds  passed  failed  skipped  result',
      '----------------------------------------------  -------  ------  ------  -------  ------',
      'type-check                                         41.4       -       -        -  ok',
      'integration tests on SQLite (side by side)          512     400       0        3  ok',
      'integration tests on PostgreSQL (side by side)      531     398       2        3  FAILED',
      'total (wall clock)                                 1181',
    ])
  })
})

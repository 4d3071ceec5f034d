// The table `npm test` ends with: each phase's wall time and, for the Vitest phases, how many tests
// passed, failed and were skipped, so a slow or failing run shows where its time and failures went.
import fs from 'node:fs'
import path from 'node:path'

/**
 * Test counts from a Vitest JSON report (`--reporter=json --outputFile.json=…`), or null when the
 * phase wrote none (it crashed before reporting). Skipped: skipped and todo tests.
 */
export function vitestCounts(reportPath) {
  if (!fs.existsSync(reportPath)) return null
  try {
    const report = JSON.parse(fs.readFileSync(reportPath, 'utf8'))
    return {
      passed: report.numPassedTests ?? 0,
      // A file that failed to load has no failed test, but failed all the same.
      failed:
        (report.numFailedTests ?? 0) +
        (report.testResults ?? []).filter((f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed')).length,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    }
  } catch {
    return null
  }
}

/**
 * A Vitest phase's slowest files from its JSON report, slowest first: `[{ file, seconds }]` relative
 * to `root`, so the summary shows where a phase's time went (issue 30) without another run.
 */
export function slowestFiles(reportPath, root, count = 5) {
  if (!fs.existsSync(reportPath)) return []
  try {
    const report = JSON.parse(fs.readFileSync(reportPath, 'utf8'))
    return (report.testResults ?? [])
      .filter((f) => Number.isFinite(f.startTime) && Number.isFinite(f.endTime))
      .map((f) => ({ file: path.relative(root, f.name), seconds: (f.endTime - f.startTime) / 1000 }))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, count)
  } catch {
    return []
  }
}

/** Seconds as the table shows them: one decimal under a minute, whole seconds above. */
const seconds = (s) => (s < 60 ? s.toFixed(1) : String(Math.round(s)))

/**
 * phases: { label, seconds, ok, counts: { passed, failed, skipped } | null, together?: boolean }[]
 * (together: ran side by side with the phase before or after it, so their seconds overlap).
 */
export function formatPhaseTable(phases, totalSeconds) {
  const rows = [['phase', 'seconds', 'passed', 'failed', 'skipped', 'result']]
  for (const p of phases) {
    const c = p.counts
    rows.push([
      p.together ? `${p.label} (side by side)` : p.label,
      seconds(p.seconds),
      c ? String(c.passed) : '-',
      c ? String(c.failed) : '-',
      c ? String(c.skipped) : '-',
      p.ok ? 'ok' : 'FAILED',
    ])
  }
  rows.push(['total (wall clock)', seconds(totalSeconds), '', '', '', ''])
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)))
  // Labels left, numbers right.
  const line = (r) =>
    r
      .map((cell, i) => (i === 0 || i === 5 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd()
  return [line(rows[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.slice(1).map(line)].join('\n')
}

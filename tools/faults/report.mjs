// The report of `npm run faults`: each check printed as it is made (PASS/FAIL with its numbers),
// and the whole run written to docs/faults.md with the date and the machine.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'

export function createReport() {
  const checks = []
  const notes = []
  return {
    checks,
    check(scenario, label, pass, detail) {
      checks.push({ scenario, label, pass, detail })
      console.log(`${pass ? 'PASS' : 'FAIL'}  ${scenario}: ${label} — ${detail}`)
    },
    note(text) {
      notes.push(text)
      console.log(text)
    },
    get failed() {
      return checks.filter((c) => !c.pass).length
    },
    write(file, { startedAt, postgres }) {
      const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
      let commit = 'unknown'
      try {
        commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim()
      } catch {
        // not a git checkout
      }
      const lines = [
        '# Faults: the last run of `npm run faults`',
        '',
        'Written by `tools/faults/faults.mjs` (see docs/operations.md, "Faults"); commit the file after a real run.',
        '',
        `- Run: ${startedAt.toISOString()} – ${new Date().toISOString()}, commit ${commit}`,
        `- Machine: ${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB memory, ${os.type()} ${os.release()}, Node ${process.version}, ${postgres}`,
        `- Result: ${checks.length - this.failed} of ${checks.length} checks passed`,
        '',
        ...notes.map((n) => `${n}`),
        '',
      ]
      let scenario = null
      for (const c of checks) {
        if (c.scenario !== scenario) {
          scenario = c.scenario
          lines.push(`## ${scenario}`, '', '| | check | numbers |', '| --- | --- | --- |')
        }
        lines.push(`| ${c.pass ? 'PASS' : '**FAIL**'} | ${c.label} | ${c.detail.replace(/\|/g, '\\|')} |`)
        const nextScenario = checks[checks.indexOf(c) + 1]?.scenario
        if (nextScenario !== scenario) lines.push('')
      }
      fs.writeFileSync(file, lines.join('\n'))
    },
  }
}

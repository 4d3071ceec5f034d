import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import budgets from '../../../../budgets.json'

// The budgets live in budgets.json; docs/budgets.md documents them in a table. The two must agree.
describe('docs/budgets.md', () => {
  it('lists every first-load JavaScript budget of budgets.json with the same number', () => {
    const doc = fs.readFileSync(path.join(import.meta.dirname, '..', '..', '..', '..', 'docs', 'budgets.md'), 'utf8')
    const rows = [...doc.matchAll(/^\| `([^`]+)`[^|]*\| (\d+) \|/gm)].map(([, route, kb]) => [route, Number(kb)])
    expect(Object.fromEntries(rows)).toEqual(budgets.firstLoadJsKb)
  })
})

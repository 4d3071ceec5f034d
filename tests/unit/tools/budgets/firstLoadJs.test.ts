import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkFirstLoadJs, formatFirstLoadJs, readFirstLoadJs } from '../../../../tools/budgets/first-load-js.mjs'

// Issue 20: "first-load JavaScript per route reported by the build stays under a documented budget."
// A tiny build folder in the shape Next 16 (Turbopack) writes: the route record names chunk paths
// relative to the project, and two routes share the framework's chunk.

let project: string
const gz = (text: string) => zlib.gzipSync(Buffer.from(text)).length

function write(relative: string, content: string) {
  const file = path.join(project, relative)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, content)
}

const framework = 'function framework(){return 1}\n'.repeat(200)
const home = 'console.log("home page chunk with some text of its own")\n'.repeat(40)
const admin = Array.from({ length: 300 }, (_, i) => `var admin${i} = ${(i * 7919) % 104729};`).join('\n')

beforeEach(() => {
  project = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-js-'))
  write('.next/static/chunks/framework.js', framework)
  write('.next/static/chunks/home.js', home)
  write('.next/static/chunks/admin.js', admin)
  write('.next/static/chunks/home.css', 'body{color:red}')
  write(
    '.next/diagnostics/route-bundle-stats.json',
    JSON.stringify([
      {
        route: '/[locale]/[[...slug]]',
        firstLoadUncompressedJsBytes: 0,
        // CSS is not JavaScript; a chunk named twice is loaded once.
        firstLoadChunkPaths: ['.next/static/chunks/home.js', '.next/static/chunks/home.css', '.next/static/chunks/framework.js', '.next/static/chunks/home.js'],
      },
      {
        route: '/admin/[[...segments]]',
        firstLoadUncompressedJsBytes: 0,
        firstLoadChunkPaths: ['.next/static/chunks/admin.js', '.next/static/chunks/framework.js'],
      },
    ]),
  )
})

afterEach(() => fs.rmSync(project, { recursive: true, force: true }))

describe('readFirstLoadJs', () => {
  it('sums the gzipped size of each JavaScript chunk a route loads first, largest route first', () => {
    const rows = readFirstLoadJs(project)
    const sizes = { '/admin/[[...segments]]': gz(admin), '/[locale]/[[...slug]]': gz(home) }
    const largestFirst = Object.keys(sizes).sort((a, b) => sizes[b as keyof typeof sizes] - sizes[a as keyof typeof sizes])
    expect(gz(admin)).not.toBe(gz(home))
    expect(rows.map((r) => r.route)).toEqual(largestFirst)
    const page = rows.find((r) => r.route === '/[locale]/[[...slug]]')!
    expect(page).toEqual({ route: '/[locale]/[[...slug]]', gzipBytes: gz(home) + gz(framework), rawBytes: home.length + framework.length, chunks: 2 })
    const adminRow = rows.find((r) => r.route === '/admin/[[...segments]]')!
    expect(adminRow.gzipBytes).toBe(gz(admin) + gz(framework))
    // Gzipped, not the uncompressed sizes the record carries.
    expect(page.gzipBytes).toBeLessThan(page.rawBytes)
  })

  it('says what is missing when the build wrote no route record', () => {
    fs.rmSync(path.join(project, '.next/diagnostics'), { recursive: true })
    expect(() => readFirstLoadJs(project)).toThrow(/diagnostics\/route-bundle-stats\.json.*next build/)
  })

  it('stops when the record names a chunk the build does not hold', () => {
    fs.rmSync(path.join(project, '.next/static/chunks/admin.js'))
    expect(() => readFirstLoadJs(project)).toThrow(/admin\.js/)
  })
})

describe('checkFirstLoadJs', () => {
  const rows = [
    { route: '/a', gzipBytes: 100_000, rawBytes: 300_000, chunks: 3 },
    { route: '/b', gzipBytes: 100_001, rawBytes: 300_000, chunks: 3 },
    { route: '/c', gzipBytes: 50_000, rawBytes: 100_000, chunks: 1 },
  ]

  it('passes a route at its budget exactly and fails it one byte over', () => {
    const checked = checkFirstLoadJs(rows, { '/a': 100, '/b': 100, '/c': 60 })
    expect(checked.map((r) => [r.route, r.passed])).toEqual([
      ['/a', true],
      ['/b', false],
      ['/c', true],
    ])
  })

  it('gives routes without their own entry the "*" budget, and fails a route with no budget at all', () => {
    expect(checkFirstLoadJs(rows, { '/a': 100, '*': 40 }).map((r) => [r.route, r.budgetKb, r.passed])).toEqual([
      ['/a', 100, true],
      ['/b', 40, false],
      ['/c', 40, false],
    ])
    expect(checkFirstLoadJs(rows, { '/a': 100 })[2]).toMatchObject({ route: '/c', budgetKb: null, passed: false })
  })

  it('prints a table with each route, its gzipped size, its budget and PASS or FAIL', () => {
    const table = formatFirstLoadJs(checkFirstLoadJs(rows, { '/a': 100, '/b': 100 }))
    const lines = table.split('\n')
    expect(lines[0]).toMatch(/^route\s+first-load JS \(gzip\)\s+uncompressed\s+chunks\s+budget$/)
    expect(lines[2]).toMatch(/^\/a\s+100\.0 KB\s+300\.0 KB\s+3\s+100 KB\s+PASS$/)
    expect(lines[3]).toMatch(/^\/b\s+100\.0 KB\s+300\.0 KB\s+3\s+100 KB\s+FAIL$/)
    expect(lines[4]).toMatch(/^\/c\s+50\.0 KB.*none\s+FAIL$/)
  })
})

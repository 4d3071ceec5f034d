// First-load JavaScript per app route, from the build's own record, against the budgets in
// budgets.json. Next 16 no longer prints sizes after `next build`; with Turbopack it still writes
// .next/diagnostics/route-bundle-stats.json: for each app route, the script chunks a first visit
// loads (every segment's client entry files, layouts included, plus the framework's root files).
// The sizes there are uncompressed; a visitor downloads them gzipped, so each chunk is gzipped here
// (zlib's default level, as a server or CDN compresses on the fly) and counted once per route.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

export const ROUTE_STATS_FILE = path.join('diagnostics', 'route-bundle-stats.json')

/**
 * @param {string} projectDir the folder `next build` ran in (chunk paths in the stats are relative to it)
 * @param {string} [distDir] the build folder
 * @returns {Array<{route: string, gzipBytes: number, rawBytes: number, chunks: number}>} largest first
 */
export function readFirstLoadJs(projectDir, distDir = path.join(projectDir, '.next')) {
  const statsFile = path.join(distDir, ROUTE_STATS_FILE)
  if (!fs.existsSync(statsFile)) {
    throw new Error(`no ${path.relative(projectDir, statsFile)}: build with \`next build\` (Turbopack writes it) before checking the JavaScript budgets`)
  }
  const rows = JSON.parse(fs.readFileSync(statsFile, 'utf8'))
  if (!Array.isArray(rows)) throw new Error(`${statsFile}: expected a list of routes`)
  const gzipped = new Map()
  const sizeOf = (chunk) => {
    if (!gzipped.has(chunk)) {
      const file = path.resolve(projectDir, chunk)
      // A chunk the record names but the build lacks would make every figure a lie: stop.
      if (!fs.existsSync(file)) throw new Error(`${statsFile} names ${chunk}, which the build does not hold`)
      const bytes = fs.readFileSync(file)
      gzipped.set(chunk, { raw: bytes.length, gzip: zlib.gzipSync(bytes).length })
    }
    return gzipped.get(chunk)
  }
  return rows
    .map(({ route, firstLoadChunkPaths }) => {
      const chunks = [...new Set((firstLoadChunkPaths ?? []).filter((c) => c.endsWith('.js')))]
      const sizes = chunks.map(sizeOf)
      return {
        route,
        gzipBytes: sizes.reduce((sum, s) => sum + s.gzip, 0),
        rawBytes: sizes.reduce((sum, s) => sum + s.raw, 0),
        chunks: chunks.length,
      }
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
}

/**
 * Each route against its budget in KB (1,000 bytes, gzipped): its own entry in `budgets`, else `*`.
 * A route with neither has no budget and fails, so no route goes unchecked.
 * @param {ReturnType<typeof readFirstLoadJs>} rows
 * @param {Record<string, number>} budgets
 */
export function checkFirstLoadJs(rows, budgets) {
  return rows.map((row) => {
    const budgetKb = budgets[row.route] ?? budgets['*'] ?? null
    return { ...row, budgetKb, passed: budgetKb !== null && row.gzipBytes <= budgetKb * 1000 }
  })
}

/** The table `npm test` prints: route, gzipped and raw first-load JS, budget, PASS or FAIL. */
export function formatFirstLoadJs(checked) {
  const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`
  const rows = [
    ['route', 'first-load JS (gzip)', 'uncompressed', 'chunks', 'budget', ''],
    ...checked.map((r) => [
      r.route,
      kb(r.gzipBytes),
      kb(r.rawBytes),
      String(r.chunks),
      r.budgetKb === null ? 'none' : `${r.budgetKb} KB`,
      r.passed ? 'PASS' : 'FAIL',
    ]),
  ]
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)))
  const lines = rows.map((row) =>
    row
      .map((cell, i) => cell.padEnd(widths[i]))
      .join('  ')
      .trimEnd(),
  )
  lines.splice(1, 0, widths.map((w) => '-'.repeat(w)).join('  '))
  return lines.join('\n')
}

import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Issue 32: the answers' shapes live in one folder that the server and the browser both import, so
// it may import zod, the pure domain and itself only: never Payload, server code or node modules.
const folder = path.resolve(import.meta.dirname, '../../../src/contracts')
const allowed = (specifier: string) => specifier === 'zod' || specifier.startsWith('@/domain/') || specifier.startsWith('@/contracts/')

describe('src/contracts', () => {
  it('imports only zod, src/domain and itself', () => {
    const files = readdirSync(folder).filter((name) => name.endsWith('.ts'))
    expect(files.length).toBeGreaterThan(0)
    const wrong = files.flatMap((name) => {
      const source = readFileSync(path.join(folder, name), 'utf8')
      const specifiers = [...source.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+'([^']+)'/gm), ...source.matchAll(/^\s*import\s+'([^']+)'/gm)].map(
        (m) => m[1],
      )
      return specifiers.filter((s) => !allowed(s)).map((s) => `${name}: ${s}`)
    })
    expect(wrong).toEqual([])
  })
})

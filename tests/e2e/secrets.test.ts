import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, inject, it } from 'vitest'

// Issue 20, the ASVS review's "secret handling" (V14.3.2, V8.3.4; docs/security-review.md): no
// secret reaches a browser. Two ways one could: code that reads server configuration bundled into
// the client's scripts at build time, or a value rendered into a page or its RSC payload at run
// time. Both are checked on the production build and server the browser tests use.
const root = path.resolve(import.meta.dirname, '../..')

/** Every file the server hands to browsers as it is: scripts, styles, prerendered pages and RSC payloads. */
function servedFiles(): string[] {
  const files: string[] = []
  const walk = (dir: string, keep: (name: string) => boolean) => {
    if (!fs.existsSync(dir)) return
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full, keep)
      else if (keep(entry.name)) files.push(full)
    }
  }
  walk(path.join(root, '.next', 'static'), (name) => /\.(js|css|json)$/.test(name))
  walk(path.join(root, '.next', 'server', 'app'), (name) => /\.(html|rsc|body)$/.test(name))
  return files
}

/** The names of the settings that hold secrets (README "Configuration"); client code must not even read them. */
const secretSettings = ['PAYLOAD_SECRET', 'DATABASE_URL', 'SMTP_URL', 'REDIS_URL', 'S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID']
/** Fingerprints of server-only code: the database drivers, the mailer, the secret's own file. */
const serverOnly = ['payload-secret', 'drizzle-orm', 'better-sqlite3', '@libsql/client', 'pg-pool', 'nodemailer', 'BEGIN PRIVATE KEY']

describe('no secret reaches the browser', () => {
  const server = inject('server')
  const dataDir = path.dirname(server.outboxDir)
  const runtimeSecret = fs.readFileSync(path.join(dataDir, 'payload-secret'), 'utf8').trim()
  // The build read the demo's own secret file (.data/) when it evaluated the Payload config.
  const buildSecretFile = path.join(root, '.data', 'payload-secret')
  const buildSecrets = [process.env.PAYLOAD_SECRET, fs.existsSync(buildSecretFile) ? fs.readFileSync(buildSecretFile, 'utf8').trim() : undefined].filter(
    (s): s is string => Boolean(s),
  )

  it("the build's scripts, styles and prerendered pages name no secret setting, hold no secret and no server-only code", () => {
    const files = servedFiles()
    expect(files.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(20)
    const found: string[] = []
    for (const file of files) {
      const text = fs.readFileSync(file, 'utf8')
      for (const needle of [...secretSettings, ...serverOnly, ...buildSecrets, runtimeSecret]) {
        if (text.includes(needle)) found.push(`${path.relative(root, file)}: ${needle.length === 64 ? 'a PAYLOAD_SECRET value' : needle}`)
      }
    }
    expect(found).toEqual([])
  })

  it("the running server's pages, their RSC payloads and their scripts hold neither its secret nor its paths", async () => {
    const pages = [
      '/de/',
      '/en/',
      '/ja/',
      '/de/kontakt/',
      '/de/schmuck/herzstueck-ring-in-rot/',
      '/de/account/login/',
      '/de/search/?s=Ring',
      '/admin/login',
      '/api/v1/openapi.json',
      '/api/v1/reference/',
    ]
    const scripts = new Set<string>()
    for (const page of pages) {
      for (const headers of [{}, { rsc: '1' }] as Record<string, string>[]) {
        const res = await fetch(`${server.baseUrl}${page}`, { headers })
        expect(res.status, page).toBeLessThan(400)
        const body = await res.text()
        for (const needle of [runtimeSecret, dataDir, ...secretSettings])
          expect(body.includes(needle), `${page} ${JSON.stringify(headers)} holds ${needle === runtimeSecret ? 'the secret' : needle}`).toBe(false)
        for (const m of body.matchAll(/<script[^>]+src="([^"]+)"/g)) scripts.add(m[1]!)
      }
    }
    expect(scripts.size).toBeGreaterThan(5)
    for (const src of scripts) {
      const text = await (await fetch(new URL(src, server.baseUrl))).text()
      expect(text.includes(runtimeSecret) || text.includes(dataDir), src).toBe(false)
    }
  })
})

#!/usr/bin/env node
// The production server: Next's request handler behind the micro-cache (scripts/microcache.mjs).
// Started by scripts/start.mjs, with the environment of scripts/server-env.mjs.
import http from 'node:http'
import path from 'node:path'
import next from 'next'
import { createBrotliStatic } from './brotliStatic.mjs'
import { payloadLibsql, reuseStatements } from './libsql-statements.mjs'
import { createMicrocache } from './microcache.mjs'

// Before Payload opens the database: SQLite statements are compiled once, not per query.
reuseStatements(payloadLibsql())

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOSTNAME ?? '0.0.0.0'
const app = next({ dev: false, dir: root, port, hostname })
const handle = app.getRequestHandler()
await app.prepare()

const microcache = createMicrocache({ ttlMs: Number(process.env.MICROCACHE_MS ?? 1000) })
const brotliStatic = createBrotliStatic({ staticDir: path.join(root, '.next', 'static') })
const trustProxy = process.env.TRUST_PROXY === '1'
// Paths src/proxy.ts does not see (its config.matcher): admin, Payload's REST and files, Next's own,
// anything with a dot. Next answered a malformed escape in them (`/cms-api/media/file/%ff`) with a bare
// 500; the proxy answers the others (a localized 404 page, or 400 for the API).
const OUTSIDE_PROXY = /^\/(?:admin|cms-api|_next)(?:[/?]|$)|^[^?]*\./
const malformedPath = (url) => {
  try {
    decodeURIComponent(url.split('?')[0])
    return false
  } catch {
    return true
  }
}
/** Removes a request header everywhere Next may read it: the parsed headers and the raw list. */
function dropHeader(req, name) {
  delete req.headers[name]
  for (let i = req.rawHeaders.length - 2; i >= 0; i -= 2) if (req.rawHeaders[i].toLowerCase() === name) req.rawHeaders.splice(i, 2)
}
const server = http.createServer((req, res) => {
  // The address rate limits key on: never taken from a header the client controls.
  const forwarded = trustProxy ? String(req.headers['x-forwarded-for'] ?? '').split(',')[0].trim() : ''
  req.headers['x-client-ip'] = forwarded || req.socket.remoteAddress || 'unknown'
  // Host and scheme come from the request itself unless a trusted proxy states them (CSRF origin check).
  if (!trustProxy) {
    dropHeader(req, 'x-forwarded-host')
    dropHeader(req, 'x-forwarded-proto')
  }
  if (OUTSIDE_PROXY.test(req.url ?? '/') && malformedPath(req.url ?? '/')) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'X-Content-Type-Options': 'nosniff' })
    return res.end('Bad Request')
  }
  if (microcache.handle(req, res)) return
  brotliStatic.handle(req, res)
  handle(req, res)
})
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () => {
  console.log(`maison: listening on http://localhost:${port}, starting (migrations, demo seed, search index)…`)
  announceReady()
})

/** Tells the person who ran `npm start` when the house can be opened (health turns 200). */
async function announceReady() {
  const started = Date.now()
  const host = ['0.0.0.0', '::'].includes(hostname) ? '127.0.0.1' : hostname.includes(':') ? `[${hostname}]` : hostname
  for (;;) {
    try {
      const res = await fetch(`http://${host}:${port}/api/health`, { signal: AbortSignal.timeout(5000) })
      const { status } = await res.json()
      if (res.ok) return console.log(`maison: ready on http://localhost:${port}/ (${Math.round((Date.now() - started) / 1000)} s after listening)`)
      if (status === 'failed') return console.error('maison: not ready: the start failed (see the log above); /api/health answers 503')
    } catch {
      // not answering yet
    }
    await new Promise((r) => setTimeout(r, 1000))
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))

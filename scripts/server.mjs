#!/usr/bin/env node
// The production server: Next's request handler behind the micro-cache (scripts/microcache.mjs).
import http from 'node:http'
import path from 'node:path'
import next from 'next'
import { createMicrocache } from './microcache.mjs'

const root = path.resolve(import.meta.dirname, '..')
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOSTNAME ?? '0.0.0.0'
const app = next({ dev: false, dir: root, port, hostname })
const handle = app.getRequestHandler()
await app.prepare()

const microcache = createMicrocache({ ttlMs: Number(process.env.MICROCACHE_MS ?? 1000) })
const trustProxy = process.env.TRUST_PROXY === '1'
const server = http.createServer((req, res) => {
  // The address rate limits key on: never taken from a header the client controls.
  const forwarded = trustProxy ? String(req.headers['x-forwarded-for'] ?? '').split(',')[0].trim() : ''
  req.headers['x-client-ip'] = forwarded || req.socket.remoteAddress || 'unknown'
  if (microcache.handle(req, res)) return
  handle(req, res)
})
server.keepAliveTimeout = 65_000
server.listen(port, hostname, () => console.log(`maison: serving on http://localhost:${port}`))
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))

// The production server: Next's request handler behind the micro-cache (microcache.ts) and the
// brotli copies of the build's static files (brotliStatic.ts). Compiled by `npm run build` to
// dist/serve/server.js and run with plain `node` (no TypeScript loader in production), started by
// start.ts with the environment of serverEnv.ts.
// Imports carry `.js`: the compiled files are loaded by Node as they are, without a bundler.
import http from 'node:http'
import path from 'node:path'
import next from 'next'
import { announceReady } from './announceReady.js'
import { createBrotliStatic } from './brotliStatic.js'
import { payloadLibsql, reuseStatements } from './libsqlStatements.js'
import { createMicrocache } from './microcache.js'
import { malformedOutsideProxy, settleClientHeaders } from './requestGuards.js'

// Before Payload opens the database: SQLite statements are compiled once, not per query.
reuseStatements(payloadLibsql())

// Two levels up from src/serve/ as from dist/serve/: the project root.
const root = path.resolve(import.meta.dirname, '..', '..')
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOSTNAME ?? '0.0.0.0'
const app = next({ dev: false, dir: root, port, hostname })
const handle = app.getRequestHandler()
await app.prepare()

const microcache = createMicrocache({ ttlMs: Number(process.env.MICROCACHE_MS ?? 1000) })
const brotliStatic = createBrotliStatic({ staticDir: path.join(root, '.next', 'static') })
const trustProxy = process.env.TRUST_PROXY === '1'

const server = http.createServer((req, res) => {
  settleClientHeaders(req, trustProxy)
  if (malformedOutsideProxy(req.url ?? '/')) {
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
  announceReady(hostname, port)
})

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)))

#!/usr/bin/env node
// `npm start`: builds when the build is missing or older than the sources (Next's build and the
// compiled production server, scripts/build-if-stale.mjs), then runs the compiled launcher
// (src/serve/start.ts → dist/serve/start.js) in this process. Plain JavaScript: it runs before
// anything is compiled.
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { buildIfStale, serveDir } from './build-if-stale.mjs'

if (process.env.SKIP_BUILD !== '1') {
  const status = buildIfStale()
  if (status !== 0) process.exit(status)
}

await import(pathToFileURL(path.join(serveDir, 'start.js')).href)

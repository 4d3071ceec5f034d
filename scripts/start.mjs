#!/usr/bin/env node
// `npm start`: build when the build is missing or older than the sources, then serve.
// Migrations and the demo seed run inside the server before its first request (src/instrumentation.ts).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { buildIfStale } from './build-if-stale.mjs'
import { serverEnv } from './server-env.mjs'

const root = path.resolve(import.meta.dirname, '..')

if (process.env.SKIP_BUILD !== '1') {
  const status = buildIfStale()
  if (status !== 0) process.exit(status)
}

fs.mkdirSync(path.join(root, '.data'), { recursive: true })
const server = spawn(process.execPath, [path.join(root, 'scripts', 'server.mjs')], { cwd: root, env: serverEnv(), stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))

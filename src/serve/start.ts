// `npm start` after its build step (scripts/start.mjs): runs the production server in a child
// process, with the environment of serverEnv.ts, which glibc reads only at a process's start.
// Migrations and the demo seed run inside the server before its first request (src/instrumentation.ts).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { serverEnv } from './serverEnv.js'

const root = path.resolve(import.meta.dirname, '..', '..')

fs.mkdirSync(path.join(root, '.data'), { recursive: true })
const server = spawn(process.execPath, [path.join(import.meta.dirname, 'server.js')], { cwd: root, env: serverEnv(), stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))

#!/usr/bin/env node
// Builds the production app when there is no build or the sources are newer than it: the production
// server (src/serve, compiled by tsc to dist/serve, which `node` runs as it is) and Next's build.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const root = path.resolve(import.meta.dirname, '..')
const buildId = path.join(root, '.next', 'BUILD_ID')
/** The compiled production server: server.js (the server), start.js (`npm start`'s), serverEnv.js. */
export const serveDir = path.join(root, 'dist', 'serve')
const sources = ['src', 'seed', 'next.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.server.json']

function newestMtime(entry) {
  const full = path.join(root, entry)
  if (!fs.existsSync(full)) return 0
  const stat = fs.statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const child of fs.readdirSync(full)) {
    if (child === 'images') continue // seed images are read at run time, not built
    newest = Math.max(newest, newestMtime(path.join(entry, child)))
  }
  return newest
}

const mtime = (file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)

export function needsBuild() {
  // The older of the two outputs: a `next build` run alone leaves the compiled server stale.
  const built = Math.min(mtime(buildId), mtime(path.join(serveDir, 'server.js')))
  if (built === 0) return true
  return sources.some((s) => newestMtime(s) > built)
}

export function buildIfStale() {
  if (!needsBuild()) return 0
  console.log('maison: building (sources changed or no build yet)…')
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
  // As `npm run build`: the server first (seconds, and its type errors stop the build early), then Next.
  const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc')
  const server = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.server.json'], { cwd: root, env, stdio: 'inherit' }).status ?? 1
  if (server !== 0) return server
  const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
  return spawnSync(process.execPath, [next, 'build'], { cwd: root, env, stdio: 'inherit' }).status ?? 1
}

/** serverEnv() of the compiled server (src/serve/serverEnv.ts), for tools that start server.js themselves; after a build. */
export async function compiledServerEnv() {
  const { serverEnv } = await import(pathToFileURL(path.join(serveDir, 'serverEnv.js')).href)
  return serverEnv
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(buildIfStale())

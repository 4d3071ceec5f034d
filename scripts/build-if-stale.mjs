#!/usr/bin/env node
// Builds the production app when there is no build or the sources are newer than it.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const buildId = path.join(root, '.next', 'BUILD_ID')
const sources = ['src', 'seed', 'next.config.ts', 'package.json', 'package-lock.json', 'tsconfig.json']

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

export function needsBuild() {
  if (!fs.existsSync(buildId)) return true
  const built = fs.statSync(buildId).mtimeMs
  return sources.some((s) => newestMtime(s) > built)
}

export function buildIfStale() {
  if (!needsBuild()) return 0
  console.log('maison: building (sources changed or no build yet)…')
  const env = { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' }
  const next = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')
  return spawnSync(process.execPath, [next, 'build'], { cwd: root, env, stdio: 'inherit' }).status ?? 1
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(buildIfStale())

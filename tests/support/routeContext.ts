import fs from 'node:fs'
import path from 'node:path'
import type { NextRouteContext } from '@/server/http/route'

/** The route folders under src/app/api, as segment lists ("[id]" and "[...slug]" kept as written). */
const apiRoot = path.resolve(import.meta.dirname, '../../src/app/api')

function routeFolders(dir: string, prefix: string[]): string[][] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    if (!e.isDirectory()) return e.name === 'route.ts' ? [prefix] : []
    return routeFolders(path.join(dir, e.name), [...prefix, e.name])
  })
}

let folders: string[][] | undefined

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The params of one folder for a path's segments, or null when it does not match. */
function matchFolder(folder: string[], segments: string[]): Record<string, string | string[]> | null {
  const params: Record<string, string | string[]> = {}
  for (let i = 0; i < folder.length; i++) {
    const part = folder[i]!
    const catchAll = /^\[\.\.\.(\w+)\]$/.exec(part)
    if (catchAll) {
      if (i >= segments.length) return null
      params[catchAll[1]!] = segments.slice(i).map(decode)
      return params
    }
    const segment = segments[i]
    if (segment === undefined) return null
    const dynamic = /^\[(\w+)\]$/.exec(part)
    if (dynamic) params[dynamic[1]!] = decode(segment)
    else if (part !== segment) return null
  }
  return folder.length === segments.length ? params : null
}

/**
 * The second argument Next hands an API route handler for a URL: its folder's dynamic segments by
 * name, decoded. Like Next, a static folder wins over a dynamic one (/orders/current/ is not /orders/{id}/).
 */
export function routeContext(url: string): NextRouteContext {
  folders ??= routeFolders(apiRoot, [])
  const segments = new URL(url, 'http://maison.test').pathname.split('/').filter(Boolean).slice(1)
  const matches = folders
    .map((folder) => ({ folder, params: matchFolder(folder, segments) }))
    .filter((m): m is { folder: string[]; params: Record<string, string | string[]> } => m.params !== null)
    // Fewer dynamic segments first, then the earlier static one: Next's precedence.
    .sort((a, b) => rank(a.folder).localeCompare(rank(b.folder)))
  return { params: Promise.resolve(matches[0]?.params ?? {}) }
}

const rank = (folder: string[]) => folder.map((part) => (part.startsWith('[...') ? '2' : part.startsWith('[') ? '1' : '0')).join('')

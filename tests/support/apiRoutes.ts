import fs from 'node:fs'
import path from 'node:path'

/** Every route.ts under src/app/api/v1 (and /api/next, the spec's Next.js routes) with the OpenAPI path it serves and the methods it exports. */
export const apiV1Root = path.resolve(import.meta.dirname, '../../src/app/api/v1')
const apiRoots = { '/api/v1': apiV1Root, '/api/next': path.resolve(import.meta.dirname, '../../src/app/api/next') }
const httpMethods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? routeFiles(full) : e.name === 'route.ts' ? [full] : []
  })
}

export type ApiRoute = { file: string; path: string; methods: string[] }

export function apiV1Routes(): ApiRoute[] {
  return Object.entries(apiRoots).flatMap(([prefix, root]) => routesUnder(prefix, root))
}

function routesUnder(prefix: string, root: string): ApiRoute[] {
  return routeFiles(root)
    .sort()
    .map((file) => {
      const relative = path.relative(root, path.dirname(file)).split(path.sep).join('/')
      // [id] and [...slug] are {id} and {slug}; a file-like last segment (feed.xml) has no trailing slash.
      const segments = relative.replace(/\[(?:\.\.\.)?(\w+)\]/g, '{$1}')
      const last = segments.split('/').at(-1) ?? ''
      const openApiPath = `${prefix}/${segments}${/\.\w+$/.test(last) ? '' : '/'}`
      const source = fs.readFileSync(file, 'utf8')
      const methods = httpMethods.filter((m) => new RegExp(`export (const|async function|function) ${m}\\b`).test(source)).map((m) => m.toLowerCase())
      return { file, path: openApiPath, methods }
    })
}

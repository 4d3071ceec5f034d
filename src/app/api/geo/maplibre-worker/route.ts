import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
let worker: Promise<Buffer> | null = null

/**
 * MapLibre's web worker, from the installed package (issue 18: no foreign request). MapLibre looks
 * for it beside its own module by default, which a bundler moves; the map sets this address instead.
 */
export async function GET(): Promise<Response> {
  worker ??= readFile(path.join(path.dirname(require.resolve('maplibre-gl/package.json')), 'dist', 'maplibre-gl-worker.mjs'))
  const body = await worker
  return new Response(new Uint8Array(body), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  })
}

import { readFile } from 'node:fs/promises'
import path from 'node:path'

let worker: Promise<Buffer> | null = null

/**
 * MapLibre's web worker, from the installed package (issue 18: no foreign request). MapLibre looks
 * for it beside its own module by default, which the bundler moves; the map sets this address instead.
 * Read from node_modules at the project root, where the server runs (maplibre-gl is a dependency).
 */
export async function GET(): Promise<Response> {
  worker ??= readFile(path.join(process.cwd(), 'node_modules', 'maplibre-gl', 'dist', 'maplibre-gl-worker.mjs')).catch((err) => {
    worker = null
    throw err
  })
  const body = await worker
  return new Response(new Uint8Array(body), {
    headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  })
}

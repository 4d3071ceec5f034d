import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { acceptsBrotli, createBrotliStatic } from '@/serve/brotliStatic'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brotli-static-'))
const staticDir = path.join(dir, 'static')
const script = `${'export const words = ["Ring", "Kette", "Armband"];\n'.repeat(400)}`
let brotliStatic: ReturnType<typeof createBrotliStatic>
let server: http.Server
let base: string

/**
 * Stands in for Next's static file serving: its headers, a weak ETag and 304, byte ranges, gzip
 * when asked for it, the body streamed in pieces or, with ?head=1, headers given to writeHead.
 */
function nextServes(req: http.IncomingMessage, res: http.ServerResponse) {
  const url = new URL(req.url ?? '/', 'http://x')
  let file = ''
  try {
    file = path.join(dir, decodeURIComponent(url.pathname).replace(/^\/_next\//, ''))
  } catch {
    // a malformed path: not found, as Next answers it
  }
  if (!file.startsWith(staticDir) || !fs.existsSync(file)) {
    res.statusCode = 404
    return res.end('not found')
  }
  const body = fs.readFileSync(file)
  const headers: Record<string, string | number> = {
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Type': 'application/javascript; charset=UTF-8',
    'X-Content-Type-Options': 'nosniff',
    ETag: 'W/"abc"',
  }
  if (req.headers['if-none-match'] === 'W/"abc"') {
    res.writeHead(304, headers)
    return res.end()
  }
  const range = /bytes=(\d+)-(\d+)/.exec(String(req.headers.range ?? ''))
  if (range) {
    res.writeHead(206, { ...headers, 'Content-Range': `bytes ${range[1]}-${range[2]}/${body.length}` })
    return res.end(body.subarray(Number(range[1]), Number(range[2]) + 1))
  }
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))
  const sent = gzip ? zlib.gzipSync(body) : body
  if (gzip) headers['Content-Encoding'] = 'gzip'
  headers['Content-Length'] = sent.length
  if (url.searchParams.has('head')) res.writeHead(200, headers)
  else for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
  if (req.method === 'HEAD') return res.end()
  res.write(sent.subarray(0, 100))
  res.end(sent.subarray(100))
}

async function get(urlPath: string, headers: Record<string, string> = {}, method = 'GET') {
  const answer = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(`${base}${urlPath}`, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
  return answer
}

beforeAll(async () => {
  fs.mkdirSync(path.join(staticDir, 'chunks'), { recursive: true })
  fs.writeFileSync(path.join(staticDir, 'chunks', 'app.js'), script)
  fs.writeFileSync(path.join(dir, 'secret.txt'), 'not for the web '.repeat(100))
  brotliStatic = createBrotliStatic({ staticDir })
  server = http.createServer((req, res) => {
    brotliStatic.handle(req, res)
    nextServes(req, res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  fs.rmSync(dir, { recursive: true, force: true })
})

describe('brotli for the build’s static files', () => {
  it('answers the first request with gzip and compresses the file meanwhile; later ones get brotli', async () => {
    const first = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(first.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(first.body).toString()).toBe(script)
    await brotliStatic.idle()

    const later = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(later.status).toBe(200)
    expect(later.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(later.body).toString()).toBe(script)
    expect(Number(later.headers['content-length'])).toBe(later.body.length)
    expect(later.body.length).toBeLessThan(zlib.gzipSync(script).length)
    // Next's own headers stay as they were.
    expect(later.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(later.headers['x-content-type-options']).toBe('nosniff')
    expect(later.headers.etag).toBe('W/"abc"')
    expect(later.headers.vary).toMatch(/Accept-Encoding/)
  })

  it('keeps the headers Next gives to writeHead', async () => {
    const answer = await get('/_next/static/chunks/app.js?head=1', { 'accept-encoding': 'br' })
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(script)
  })

  it('gives clients without brotli, or refusing it, what Next gives them', async () => {
    const gzipOnly = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' })
    expect(gzipOnly.headers['content-encoding']).toBe('gzip')
    const refused = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br;q=0, gzip' })
    expect(refused.headers['content-encoding']).toBe('gzip')
    const none = await get('/_next/static/chunks/app.js')
    expect(none.headers['content-encoding']).toBeUndefined()
    expect(none.body.toString()).toBe(script)
  })

  it('answers HEAD with the brotli length and no body, and passes 304 and ranges through', async () => {
    const head = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.headers['content-encoding']).toBe('br')
    expect(Number(head.headers['content-length'])).toBeLessThan(script.length)
    expect(head.body.length).toBe(0)

    const notModified = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br', 'if-none-match': 'W/"abc"' })
    expect(notModified.status).toBe(304)
    expect(notModified.body.length).toBe(0)

    const range = await get('/_next/static/chunks/app.js', { 'accept-encoding': 'br', range: 'bytes=0-9' })
    expect(range.status).toBe(206)
    expect(range.headers['content-encoding']).toBeUndefined()
    expect(range.body.toString()).toBe(script.slice(0, 10))
  })

  it('never reads a file outside the static folder, and leaves other paths alone', async () => {
    const before = brotliStatic.bytes()
    for (const attempt of ['/_next/static/..%2F..%2Fsecret.txt', '/_next/static/%2e%2e/secret.txt', '/_next/static/%E0%A4%A.js']) {
      const answer = await get(attempt, { 'accept-encoding': 'br' })
      expect(answer.headers['content-encoding']).toBeUndefined()
    }
    await get('/de/', { 'accept-encoding': 'br' })
    await brotliStatic.idle()
    expect(brotliStatic.bytes()).toBe(before)
  })

  it('reads Accept-Encoding as HTTP does', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsBrotli('BR;q=0.5')).toBe(true)
    expect(acceptsBrotli('br;q=0')).toBe(false)
    expect(acceptsBrotli('gzip')).toBe(false)
    expect(acceptsBrotli(undefined)).toBe(false)
  })
})

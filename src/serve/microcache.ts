// A one-second micro-cache in front of Next for public, cacheable page responses.
// Next already serves published pages from its cache, but its request pipeline costs a few
// milliseconds of CPU per hit; under load this cache answers repeat requests from memory.
// Only responses Next itself marks shared-cacheable (Cache-Control s-maxage, no Set-Cookie)
// are kept, so drafts, previews, APIs and anything personal always go to Next.
// Bounded by entries and by bytes: every distinct URL (query strings included) is a key, so without
// a byte limit a crawl of filter combinations or a large file could keep any amount of memory.
import { randomUUID } from 'node:crypto'
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http'
import { type ChunkedResponse, chunkBuffer } from './responseChunks.js'

/** What the cache reads of a request (node:http's IncomingMessage is one). */
export type CacheRequest = { method?: string; url?: string; headers: IncomingHttpHeaders }

/** What the cache uses of a response, and wraps (node:http's ServerResponse is one). */
export type CacheResponse = ChunkedResponse & {
  getHeaders(): OutgoingHttpHeaders
  writeHead(status: number, headers: OutgoingHttpHeaders): unknown
}

type Entry = { status: number; headers: OutgoingHttpHeaders; body: Buffer; expires: number }

export type MicrocacheOptions = {
  ttlMs?: number
  maxEntries?: number
  maxBytes?: number
  maxEntryBytes?: number
  now?: () => number
}

const BYPASS_PATHS = /^\/(api|cms-api|admin|_next\/data)(\/|$)/
const BYPASS_COOKIES = /(?:^|;\s*)(payload-token|__prerender_bypass|__next_preview_data)=/

export function createMicrocache({
  ttlMs = 1000,
  maxEntries = 500,
  // /de/ is 70 KB unzipped: 16 MB holds over 200 pages, a second's worth of what a busy site serves.
  maxBytes = 16 * 1024 * 1024,
  // Anything larger (a download streamed through a page route) is not worth a slot; its chunks are
  // not even collected, so the cache never doubles the memory of a big response.
  maxEntryBytes = 1024 * 1024,
  now = () => Date.now(),
}: MicrocacheOptions = {}) {
  /** Oldest first (Map keeps insertion order), so eviction drops the entry closest to expiry. */
  const entries = new Map<string, Entry>()
  let bytes = 0

  function remove(key: string) {
    const entry = entries.get(key)
    if (!entry) return
    bytes -= entry.body.length
    entries.delete(key)
  }

  function store(key: string, entry: Entry) {
    remove(key)
    if (entry.body.length > maxBytes) return
    while (entries.size > 0 && (entries.size >= maxEntries || bytes + entry.body.length > maxBytes)) remove(entries.keys().next().value!)
    entries.set(key, entry)
    bytes += entry.body.length
  }

  function keyOf(req: CacheRequest): string | null {
    if (ttlMs <= 0 || (req.method !== 'GET' && req.method !== 'HEAD')) return null
    const url = req.url ?? '/'
    if (BYPASS_PATHS.test(url)) return null
    const h = req.headers
    // RSC and router requests get other bodies for the same URL (see Next's Vary header).
    if (h.rsc || h['next-router-state-tree'] || h['next-router-prefetch'] || h['next-action'] || h.authorization) return null
    if (BYPASS_COOKIES.test(h.cookie ?? '')) return null
    const gzip = /\bgzip\b/.test(String(h['accept-encoding'] ?? '')) ? 'gz' : 'id'
    // https and http answers differ (HSTS goes only over https); the scheme is the trusted proxy's word.
    const scheme = String(h['x-forwarded-proto'] ?? '').startsWith('https') ? 'https' : 'http'
    return `${gzip} ${scheme} ${url}`
  }

  function serve(key: string, req: CacheRequest, res: CacheResponse) {
    const hit = entries.get(key)
    if (!hit) return false
    if (hit.expires <= now()) {
      remove(key)
      return false
    }
    res.writeHead(hit.status, { ...hit.headers, 'x-request-id': randomUUID(), 'x-microcache': 'HIT' })
    res.end(req.method === 'HEAD' ? undefined : hit.body)
    return true
  }

  /** Wraps res so the body Next writes is kept when the finished response is shared-cacheable. */
  function record(key: string, res: CacheResponse) {
    let chunks: Buffer[] | null = []
    let length = 0
    const write = res.write.bind(res)
    const end = res.end.bind(res)
    const keep = (chunk: unknown, encoding: unknown) => {
      const buffer = chunks && chunkBuffer(chunk, encoding)
      if (!chunks || !buffer) return
      length += buffer.length
      if (length > maxEntryBytes)
        chunks = null // too large to keep: stop collecting
      else chunks.push(buffer)
    }
    res.write = (chunk, encoding, cb) => {
      keep(chunk, encoding)
      return write(chunk, encoding, cb)
    }
    res.end = (chunk, encoding, cb) => {
      keep(chunk, encoding)
      const headers = res.getHeaders()
      const cacheControl = String(headers['cache-control'] ?? '')
      if (chunks && res.statusCode === 200 && /s-maxage=\d+/.test(cacheControl) && !headers['set-cookie']) {
        const { 'x-request-id': _ignored, ...kept } = headers
        store(key, { status: 200, headers: kept, body: Buffer.concat(chunks), expires: now() + ttlMs })
      }
      return end(chunk, encoding, cb)
    }
  }

  return {
    /** Answers from memory when it can; otherwise arranges to remember Next's answer. */
    handle(req: CacheRequest, res: CacheResponse): boolean {
      const key = keyOf(req)
      if (!key) return false
      if (serve(key, req, res)) return true
      if (req.method === 'GET') record(key, res)
      return false
    },
    size: () => entries.size,
    bytes: () => bytes,
  }
}

// Brotli for the build's scripts and stylesheets (/_next/static/…). Next compresses on the fly with
// gzip only. These files never change once built (hashed names, served immutable), so each is
// compressed once, at brotli's highest level, off the event loop, and kept: a first visit then
// downloads about 14 % fewer bytes (docs/decisions.md, "Brotli for the build's static files").
// Next still serves every request (headers, ETag, 304, ranges); only the body is swapped. The first
// request for a file starts its compression and gets Next's gzip, as do clients without `br`.
import fs from 'node:fs/promises'
import type { IncomingHttpHeaders, OutgoingHttpHeader, OutgoingHttpHeaders } from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { type ChunkedResponse, chunkBuffer } from './responseChunks.js'

/** What the swap reads of a request, and changes (node:http's IncomingMessage is one). */
export type StaticRequest = { method?: string; url?: string; headers: IncomingHttpHeaders }

/** What the swap uses of a response, and wraps (node:http's ServerResponse is one). */
export type StaticResponse = ChunkedResponse & {
  req?: { method?: string }
  getHeader(name: string): number | string | string[] | undefined
  setHeader(name: string, value: number | string | readonly string[]): unknown
  /** writeHead(status, reason?, headers?) or writeHead(status, headers?), replaced by a wrapper. */
  writeHead(status: number, reason?: string | OutgoingHttpHeaders | OutgoingHttpHeader[], headers?: OutgoingHttpHeaders | OutgoingHttpHeader[]): unknown
}

export type BrotliStaticOptions = { staticDir: string; maxBytes?: number; quality?: number }

const compress = promisify<zlib.InputType, zlib.BrotliOptions, Buffer>(zlib.brotliCompress)
const STATIC_TEXT = /^\/_next\/static\/[^?#]+\.(?:js|css|json|svg|txt)(?:[?#]|$)/

/** Whether the client takes brotli: listed, and not refused with q=0. */
export function acceptsBrotli(header: string | undefined): boolean {
  return String(header ?? '')
    .split(',')
    .some((part) => {
      const [coding, ...params] = part.trim().split(';')
      if (coding.trim().toLowerCase() !== 'br') return false
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return !q || Number(q.slice(2)) > 0
    })
}

/** `staticDir`: the build's static folder (.next/static), which /_next/static/ serves. */
export function createBrotliStatic({ staticDir, maxBytes = 32 * 1024 * 1024, quality = zlib.constants.BROTLI_MAX_QUALITY }: BrotliStaticOptions) {
  const root = path.resolve(staticDir)
  /** path → compressed body; `pending` holds the paths being compressed, so each is done once. */
  const ready = new Map<string, Buffer>()
  const pending = new Set<string>()
  let bytes = 0

  /** The file a /_next/static/ path names, or null when the path leaves the folder. */
  function fileOf(key: string): string | null {
    let relative: string
    try {
      relative = decodeURIComponent(key.slice('/_next/static/'.length))
    } catch {
      return null
    }
    const file = path.resolve(root, relative)
    return file.startsWith(root + path.sep) ? file : null
  }

  function compressLater(key: string) {
    const file = fileOf(key)
    if (!file || pending.has(key) || ready.has(key)) return
    pending.add(key)
    const params = (size: number) => ({ [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size })
    fs.readFile(file)
      .then(async (body) => [body, await compress(body, { params: params(body.length) })] as const)
      .then(([body, br]) => {
        // Kept only when it helps and fits: a full cache leaves later files to gzip.
        if (br.length < body.length && bytes + br.length <= maxBytes) {
          ready.set(key, br)
          bytes += br.length
        }
      })
      .catch(() => {})
      .finally(() => pending.delete(key))
  }

  /**
   * Wraps res so the identity body Next writes is replaced by its brotli copy. Headers are held
   * back until the end (writeHead included), when the encoding is known.
   */
  function swapBody(br: Buffer, res: StaticResponse) {
    const chunks: Buffer[] = []
    const write = res.write.bind(res)
    const end = res.end.bind(res)
    const writeHead = res.writeHead.bind(res)
    res.writeHead = (status, reason, headers) => {
      res.statusCode = status
      const given = typeof reason === 'object' ? reason : headers
      // An undefined value is passed on as Next gave it: setHeader refuses it as writeHead itself would.
      for (const [name, value] of headerPairs(given)) res.setHeader(name, value as OutgoingHttpHeader)
      return res
    }
    // A whole 200 answer is replaced: its plain body is dropped as it comes, never held in memory.
    const swapped = () => res.statusCode === 200 && !res.getHeader('content-encoding') && !res.getHeader('content-range')
    const keep = (chunk: unknown, encoding: unknown) => {
      const buffer = swapped() ? null : chunkBuffer(chunk, encoding)
      if (buffer) chunks.push(buffer)
    }
    res.write = (chunk, encoding, cb) => {
      keep(chunk, encoding)
      if (typeof cb === 'function') cb()
      else if (typeof encoding === 'function') encoding()
      return true
    }
    res.end = (chunk, encoding, cb) => {
      keep(chunk, encoding)
      const done = typeof cb === 'function' ? cb : typeof encoding === 'function' ? encoding : typeof chunk === 'function' ? chunk : undefined
      const whole = swapped()
      const body = whole ? br : Buffer.concat(chunks)
      if (whole) {
        res.setHeader('Content-Encoding', 'br')
        res.setHeader('Content-Length', body.length)
      }
      const vary = String(res.getHeader('vary') ?? '')
      if (!/\baccept-encoding\b/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
      writeHead(res.statusCode)
      if (body.length > 0 && res.req?.method !== 'HEAD') write(body)
      return end(done)
    }
  }

  return {
    /**
     * Prepares a static file's request; Next then answers it. Returns whether the answer will be
     * brotli: Next is asked for the plain body, and the kept copy replaces it.
     */
    handle(req: StaticRequest, res: StaticResponse): boolean {
      if ((req.method !== 'GET' && req.method !== 'HEAD') || req.headers.range || !STATIC_TEXT.test(req.url ?? '')) return false
      if (!acceptsBrotli(req.headers['accept-encoding'])) return false
      const key = (req.url ?? '').split(/[?#]/)[0]
      const br = ready.get(key)
      if (!br) {
        compressLater(key)
        return false
      }
      req.headers['accept-encoding'] = 'identity'
      swapBody(br, res)
      return true
    },
    /** Settles once every compression started so far has finished (tests). */
    async idle() {
      while (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 5))
    },
    bytes: () => bytes,
  }
}

/** writeHead's headers, given as an object or as node:http's flat [name, value, name, value…] list. */
function headerPairs(given: OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined): [string, OutgoingHttpHeader | undefined][] {
  if (!Array.isArray(given)) return Object.entries(given ?? {})
  const pairs: [string, OutgoingHttpHeader | undefined][] = []
  for (let i = 0; i < given.length; i += 2) pairs.push([String(given[i]), given[i + 1]])
  return pairs
}

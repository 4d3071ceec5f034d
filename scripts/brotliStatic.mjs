// Brotli for the build's scripts and stylesheets (/_next/static/…). Next compresses on the fly with
// gzip only. These files never change once built (hashed names, served immutable), so each is
// compressed once, at brotli's highest level, off the event loop, and kept: a first visit then
// downloads about 14 % fewer bytes (docs/decisions.md, "Brotli for the build's static files").
// Next still serves every request (headers, ETag, 304, ranges); only the body is swapped. The first
// request for a file starts its compression and gets Next's gzip, as do clients without `br`.
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const compress = promisify(zlib.brotliCompress)
const STATIC_TEXT = /^\/_next\/static\/[^?#]+\.(?:js|css|json|svg|txt)(?:[?#]|$)/

/** Whether the client takes brotli: listed, and not refused with q=0. */
export function acceptsBrotli(header) {
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
export function createBrotliStatic({ staticDir, maxBytes = 32 * 1024 * 1024, quality = zlib.constants.BROTLI_MAX_QUALITY }) {
  const root = path.resolve(staticDir)
  /** path → compressed body; `pending` holds the paths being compressed, so each is done once. */
  const ready = new Map()
  const pending = new Set()
  let bytes = 0

  /** The file a /_next/static/ path names, or null when the path leaves the folder. */
  function fileOf(key) {
    let relative
    try {
      relative = decodeURIComponent(key.slice('/_next/static/'.length))
    } catch {
      return null
    }
    const file = path.resolve(root, relative)
    return file.startsWith(root + path.sep) ? file : null
  }

  function compressLater(key) {
    const file = fileOf(key)
    if (!file || pending.has(key) || ready.has(key)) return
    pending.add(key)
    fs.readFile(file)
      .then(async (body) => [body, await compress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })])
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
  function swapBody(br, res) {
    const chunks = []
    const write = res.write.bind(res)
    const end = res.end.bind(res)
    const writeHead = res.writeHead.bind(res)
    res.writeHead = (status, reason, headers) => {
      res.statusCode = status
      const given = typeof reason === 'object' ? reason : headers
      const pairs = Array.isArray(given) ? given.reduce((all, v, i) => (i % 2 ? all : [...all, [v, given[i + 1]]]), []) : Object.entries(given ?? {})
      for (const [name, value] of pairs) res.setHeader(name, value)
      return res
    }
    // A whole 200 answer is replaced: its plain body is dropped as it comes, never held in memory.
    const swapped = () => res.statusCode === 200 && !res.getHeader('content-encoding') && !res.getHeader('content-range')
    const keep = (chunk, encoding) => {
      if (chunk && typeof chunk !== 'function' && !swapped()) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'))
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
    handle(req, res) {
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

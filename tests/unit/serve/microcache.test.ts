import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { createMicrocache } from '@/serve/microcache'

type Headers = Record<string, string>

function fakeRes() {
  const res = Object.assign(new EventEmitter(), {
    statusCode: 200,
    headers: {} as Headers,
    body: '',
    written: { status: 0, headers: {} as Headers },
    setHeader(k: string, v: string) {
      this.headers[k.toLowerCase()] = v
    },
    getHeaders() {
      return { ...this.headers }
    },
    writeHead(status: number, headers: Headers) {
      this.written = { status, headers }
      return this
    },
    write(chunk: string) {
      this.body += chunk
      return true
    },
    end(chunk?: string) {
      if (chunk) this.body += chunk
      return this
    },
  })
  return res
}

const req = (url: string, headers: Headers = {}, method = 'GET') => ({ url, headers, method })

/** What Next does for a published page: shared-cacheable headers, then the body. */
function nextAnswers(res: ReturnType<typeof fakeRes>, body: string, headers: Headers = { 'cache-control': 's-maxage=31536000' }) {
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v)
  res.write(body.slice(0, 3))
  res.end(body.slice(3))
}

describe('micro-cache in front of Next', () => {
  it('answers a repeat request for a cacheable page from memory, with a fresh request id', () => {
    const cache = createMicrocache({ ttlMs: 1000 })
    const first = fakeRes()
    expect(cache.handle(req('/de/'), first)).toBe(false)
    nextAnswers(first, '<html>Haus</html>')
    const second = fakeRes()
    expect(cache.handle(req('/de/'), second)).toBe(true)
    expect(second.body).toBe('<html>Haus</html>')
    expect(second.written.headers['x-microcache']).toBe('HIT')
    expect(second.written.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('forgets an entry after its time to live, so published changes show within a second', () => {
    let t = 0
    const cache = createMicrocache({ ttlMs: 1000, now: () => t })
    nextAnswers(withHandle(cache, '/de/'), 'old')
    t = 1001
    expect(cache.handle(req('/de/'), fakeRes())).toBe(false)
  })

  it('stays within its byte limit, dropping the oldest entries first', () => {
    const cache = createMicrocache({ maxBytes: 10, maxEntryBytes: 10 })
    nextAnswers(withHandle(cache, '/a/'), '1234')
    nextAnswers(withHandle(cache, '/b/'), '1234')
    nextAnswers(withHandle(cache, '/c/'), '1234')
    expect(cache.bytes()).toBe(8)
    expect(cache.size()).toBe(2)
    expect(cache.handle(req('/a/'), fakeRes())).toBe(false)
    expect(cache.handle(req('/c/'), fakeRes())).toBe(true)
  })

  it('stays within its entry limit', () => {
    const cache = createMicrocache({ maxEntries: 2 })
    for (const url of ['/a/', '/b/', '/c/']) nextAnswers(withHandle(cache, url), 'x')
    expect(cache.size()).toBe(2)
    expect(cache.handle(req('/a/'), fakeRes())).toBe(false)
  })

  it('neither keeps nor collects a response larger than one entry may be', () => {
    const cache = createMicrocache({ maxEntryBytes: 5 })
    nextAnswers(withHandle(cache, '/big/'), '123456')
    expect(cache.size()).toBe(0)
    expect(cache.bytes()).toBe(0)
  })

  it('counts an entry once when concurrent misses of one page both finish', () => {
    const cache = createMicrocache()
    const first = withHandle(cache, '/de/')
    const second = withHandle(cache, '/de/')
    nextAnswers(first, 'abc')
    nextAnswers(second, 'abcd')
    expect(cache.size()).toBe(1)
    expect(cache.bytes()).toBe(4)
  })

  it.each([
    ['a response that sets a cookie', { 'cache-control': 's-maxage=60', 'set-cookie': 'a=b' }],
    ['a private response', { 'cache-control': 'private, no-cache, no-store' }],
  ])('never keeps %s', (_, headers) => {
    const cache = createMicrocache()
    nextAnswers(withHandle(cache, '/de/'), 'x', headers as Headers)
    expect(cache.size()).toBe(0)
  })

  it.each([
    ['the API', req('/api/v1/users/me/')],
    ['the admin', req('/admin/')],
    ['an RSC request', req('/de/', { rsc: '1' })],
    ['a preview', req('/de/', { cookie: 'x=1; __prerender_bypass=abc' })],
    ['a POST', req('/de/', {}, 'POST')],
  ])('lets %s through to Next', (_, request) => {
    const cache = createMicrocache()
    expect(cache.handle(request, fakeRes())).toBe(false)
    expect(cache.size()).toBe(0)
  })

  function withHandle(cache: ReturnType<typeof createMicrocache>, url: string) {
    const res = fakeRes()
    cache.handle(req(url), res)
    return res
  }
})

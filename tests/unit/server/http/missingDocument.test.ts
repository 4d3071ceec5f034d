import { NextRequest } from 'next/server'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { missingDocumentLocale } from '@/server/http/missingDocument'

// Issue 4: "unknown slug → localized 404". The proxy's question before rendering: which answers
// make it send the 404 page, and which let the request through to the page route.
const request = (path: string, headers: Record<string, string> = { 'sec-fetch-dest': 'document' }, method = 'GET') =>
  new NextRequest(`http://shop.example${path}`, { headers, method })
const answer = (status: number, headers: Record<string, string> = {}) => vi.fn(async () => new Response(null, { status, headers }))

describe('the proxy asking whether a document answers an address', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('sends the 404 page only for the exists route’s own “missing” answer', async () => {
    const fetch = answer(404, { 'x-document': 'missing' })
    vi.stubGlobal('fetch', fetch)
    expect(await missingDocumentLocale(request('/ja/jewellery/no-such-piece/'))).toBe('ja')
    const asked = new URL(String(fetch.mock.calls[0]?.[0 as never]))
    expect(asked.pathname).toBe('/api/v1/pages/exists/')
    expect(asked.searchParams.get('path')).toBe('/ja/jewellery/no-such-piece/')
    // The server itself is asked, never the public host a visitor named.
    expect(asked.hostname).not.toBe('shop.example')
  })

  it('lets the request through on any other 404, an error or a timeout', async () => {
    vi.stubGlobal('fetch', answer(404))
    expect(await missingDocumentLocale(request('/de/a/'))).toBeNull()
    vi.stubGlobal('fetch', answer(500))
    expect(await missingDocumentLocale(request('/de/b/'))).toBeNull()
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new DOMException('timed out', 'TimeoutError'))),
    )
    expect(await missingDocumentLocale(request('/de/c/'))).toBeNull()
  })

  it('remembers an address that has a document instead of asking on every request', async () => {
    const fetch = answer(204)
    vi.stubGlobal('fetch', fetch)
    expect(await missingDocumentLocale(request('/de/die-werkstatt/'))).toBeNull()
    expect(await missingDocumentLocale(request('/de/die-werkstatt/'))).toBeNull()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('does not ask for the app’s own fetches, other methods, the home page or app routes', async () => {
    const fetch = answer(404, { 'x-document': 'missing' })
    vi.stubGlobal('fetch', fetch)
    expect(await missingDocumentLocale(request('/de/x/', { 'sec-fetch-dest': 'empty' }))).toBeNull()
    expect(await missingDocumentLocale(request('/de/x/', {}, 'POST'))).toBeNull()
    expect(await missingDocumentLocale(request('/de/'))).toBeNull()
    expect(await missingDocumentLocale(request('/de/account/login/'))).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
    // Clients that send no fetch metadata are treated as page loads.
    expect(await missingDocumentLocale(request('/de/x/', {}))).toBe('de')
  })
})

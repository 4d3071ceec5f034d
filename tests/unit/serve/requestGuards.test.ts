import { describe, expect, it } from 'vitest'
import { type GuardedRequest, malformedOutsideProxy, settleClientHeaders } from '@/serve/requestGuards'

/** A request as node:http parses it: lower-case headers and the raw name/value list. */
function request(raw: string[], remoteAddress?: string): GuardedRequest {
  const headers: Record<string, string> = {}
  for (let i = 0; i < raw.length; i += 2) headers[raw[i].toLowerCase()] = raw[i + 1]
  return { url: '/de/', headers, rawHeaders: [...raw], socket: { remoteAddress } }
}

describe('the client address and forwarded headers (server.ts)', () => {
  it('takes the socket address, never a client’s X-Forwarded-For, without a trusted proxy', () => {
    const req = request(['X-Forwarded-For', '203.0.113.9', 'X-Client-IP', '198.51.100.1'], '192.0.2.7')
    settleClientHeaders(req, false)
    expect(req.headers['x-client-ip']).toBe('192.0.2.7')
  })

  it('takes the first X-Forwarded-For address behind a trusted proxy, else the socket’s', () => {
    const forwarded = request(['X-Forwarded-For', ' 203.0.113.9 , 10.0.0.2'], '10.0.0.1')
    settleClientHeaders(forwarded, true)
    expect(forwarded.headers['x-client-ip']).toBe('203.0.113.9')
    const direct = request([], '10.0.0.1')
    settleClientHeaders(direct, true)
    expect(direct.headers['x-client-ip']).toBe('10.0.0.1')
    const unknown = request([])
    settleClientHeaders(unknown, true)
    expect(unknown.headers['x-client-ip']).toBe('unknown')
  })

  it('drops X-Forwarded-Host and -Proto from the parsed and the raw headers unless a proxy is trusted', () => {
    const raw = ['Host', 'maison.example', 'X-Forwarded-Host', 'evil.example', 'x-forwarded-proto', 'https', 'Accept', '*/*']
    const untrusted = request(raw, '192.0.2.7')
    settleClientHeaders(untrusted, false)
    expect(untrusted.headers['x-forwarded-host']).toBeUndefined()
    expect(untrusted.headers['x-forwarded-proto']).toBeUndefined()
    expect(untrusted.rawHeaders).toEqual(['Host', 'maison.example', 'Accept', '*/*'])
    const trusted = request(raw, '10.0.0.1')
    settleClientHeaders(trusted, true)
    expect(trusted.headers['x-forwarded-host']).toBe('evil.example')
    expect(trusted.rawHeaders).toEqual(raw)
  })
})

describe('malformed escapes outside the proxy (server.ts answers 400)', () => {
  it('refuses a malformed escape in admin, Payload’s REST and files, Next’s own and dotted paths', () => {
    for (const url of ['/cms-api/media/file/%ff', '/admin/%e0', '/_next/static/%zz.js', '/robots%ff.txt']) expect(malformedOutsideProxy(url), url).toBe(true)
  })

  it('leaves paths the proxy sees, well-formed escapes and query strings alone', () => {
    const left = ['/de/%ff/', '/api/v1/cms/cdn/stories/%ff', '/cms-api/media/file/ring%20rot.webp', '/admin?q=%ff', '/cms-api?x=1%ff', '/administrator/%ff']
    for (const url of left) expect(malformedOutsideProxy(url), url).toBe(false)
  })
})

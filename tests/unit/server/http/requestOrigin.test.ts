import { afterEach, describe, expect, it } from 'vitest'
import { requestOrigin } from '@/server/http/requestOrigin'

// Issue 13 §4: "Django compares the Origin with the request's own host (plus trusted origins); do
// the same, honouring `X-Forwarded-Host` only with `TRUST_PROXY=1`."
const request = (headers: Record<string, string>) => new Request('http://internal:3000/api/v1/users/me/', { headers })

describe('the origin a request was addressed to', () => {
  afterEach(() => {
    delete process.env.TRUST_PROXY
  })

  it('is the Host header with the request scheme', () => {
    expect(requestOrigin(request({ host: '127.0.0.1:3000' }))).toBe('http://127.0.0.1:3000')
    expect(requestOrigin(request({ host: 'localhost:3000' }))).toBe('http://localhost:3000')
  })

  it('ignores X-Forwarded-Host and -Proto unless the proxy is trusted', () => {
    const forwarded = { host: 'localhost:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }
    expect(requestOrigin(request(forwarded))).toBe('http://localhost:3000')
    process.env.TRUST_PROXY = '1'
    expect(requestOrigin(request(forwarded))).toBe('https://evil.example')
    expect(requestOrigin(request({ ...forwarded, 'x-forwarded-host': 'shop.example, lb.internal' }))).toBe('https://shop.example')
  })
})

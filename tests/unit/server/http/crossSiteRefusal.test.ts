import { afterEach, describe, expect, it, vi } from 'vitest'
import { crossSiteRefusal } from '@/server/http/crossSiteRefusal'

afterEach(() => vi.unstubAllEnvs())

const post = (headers: Record<string, string>, method = 'POST') =>
  new Request('http://internal:3000/api/v1/users/me/', { method, headers: { host: 'shop.aurelle.example', ...headers } })

// ASVS 4.0.3 V13.2.3 "Verify that RESTful web services that utilize cookies are protected from
// Cross-Site Request Forgery via the use of at least one or more of the following: double submit
// cookie pattern, CSRF nonces, or Origin request header checks."
describe('ASVS 13.2.3: a cookie-authenticated change must come from the site', () => {
  it('passes the site’s own origin and PUBLIC_URL, and requests a browser marks as same-origin', () => {
    vi.stubEnv('PUBLIC_URL', 'https://www.aurelle.example')
    expect(crossSiteRefusal(post({ origin: 'http://shop.aurelle.example' }), true)).toBeNull()
    expect(crossSiteRefusal(post({ origin: 'https://www.aurelle.example' }), true)).toBeNull()
    expect(crossSiteRefusal(post({ 'sec-fetch-site': 'same-origin' }), true)).toBeNull()
    // Scripts and API clients without browser headers: the cookie is theirs to send.
    expect(crossSiteRefusal(post({}), true)).toBeNull()
  })

  it('refuses a foreign Origin, also from a sibling subdomain SameSite=Lax would let through', async () => {
    vi.stubEnv('PUBLIC_URL', 'https://www.aurelle.example')
    for (const origin of ['https://evil.example', 'https://blog.aurelle.example', 'null']) {
      const res = crossSiteRefusal(post({ origin }), true)
      expect(res?.status).toBe(403)
      expect((await res?.json()).detail).toMatch(/^CSRF Failed: Origin checking failed/)
    }
  })

  it('refuses a change the browser marks as sent by another site even when it sent no Origin', () => {
    for (const site of ['cross-site', 'same-site']) expect(crossSiteRefusal(post({ 'sec-fetch-site': site }), true)?.status).toBe(403)
    for (const method of ['PATCH', 'PUT', 'DELETE']) expect(crossSiteRefusal(post({ 'sec-fetch-site': 'cross-site' }, method), true)?.status).toBe(403)
  })

  it('leaves reads and Bearer-authenticated requests alone', () => {
    expect(crossSiteRefusal(post({ origin: 'https://evil.example' }, 'GET'), true)).toBeNull()
    expect(crossSiteRefusal(post({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }), false)).toBeNull()
  })
})

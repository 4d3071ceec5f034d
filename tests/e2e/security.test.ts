import http from 'node:http'
import { describe, expect, inject, it } from 'vitest'
import { demoAccounts } from '@seed/accounts'

/** A raw GET, for request targets fetch would normalise (a backslash becomes a slash in URL parsing). */
function rawGet(baseUrl: string, target: string): Promise<{ status: number; location: string | undefined }> {
  const { hostname, port } = new URL(baseUrl)
  return new Promise((resolve, reject) => {
    const req = http.request({ host: hostname, port, path: target, method: 'GET' }, (res) => {
      res.resume()
      resolve({ status: res.statusCode ?? 0, location: res.headers.location })
    })
    req.on('error', reject)
    req.end()
  })
}

// Issue 20, the OWASP ASVS level 2 review (docs/security-review.md), checked through the production
// server as a browser or an attacker meets it.
describe('ASVS review, through the production server', () => {
  const server = inject('server')

  // V14.4.3–14.4.7: CSP, nosniff, Referrer-Policy, frame-ancestors / X-Frame-Options, HSTS.
  it.each(['/de/', '/de/account/login/', '/api/health', '/admin/login'])('V14.4: %s carries the security headers', async (path) => {
    const res = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' })
    const csp = res.headers.get('content-security-policy') ?? ''
    for (const directive of ["default-src 'self'", "frame-ancestors 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]) expect(csp).toContain(directive)
    expect(csp).not.toContain('unsafe-eval')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('permissions-policy')).toContain('camera=()')
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/)
    expect(res.headers.get('x-powered-by')).toBeNull()
  })

  // V5.1.5 "Verify that URL redirects and forwards only allow destinations which appear on an allow
  // list, or show a warning when redirecting to potentially untrusted content." The proxy adds a
  // trailing slash by redirecting: a path that starts with // or /\ must not become an address of
  // another host (a protocol-relative Location).
  it.each(['//evil.example/de', '/\\evil.example/de', '//evil.example/de/', '/%2F%2Fevil.example/de', '/de//evil.example'])(
    'V5.1.5: %s never redirects to another host',
    async (target) => {
      const { status, location } = await rawGet(server.baseUrl, target)
      if (status >= 300 && status < 400) {
        expect(location).toBeTruthy()
        expect(location).not.toMatch(/^(?:[a-z]+:)?[/\\]{2}/i)
        expect(new URL(location as string, server.baseUrl).origin).toBe(server.baseUrl)
      }
    },
  )

  // V7.4.1 / V14.3.3: errors answer a generic message, never a stack trace or a file path.
  it('V7.4.1: malformed requests answer without stack traces or server paths', async () => {
    const answers = await Promise.all([
      fetch(`${server.baseUrl}/api/v1/jwt/create/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email": ' }),
      fetch(`${server.baseUrl}/cms-api/admins/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email": ' }),
      fetch(`${server.baseUrl}/cms-api/pages/999999999`),
      fetch(`${server.baseUrl}/api/v1/users/me/`, { headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJ1c2VyX2lkIjoiMSJ9.' } }),
    ])
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      const body = await res.text()
      expect(body).not.toMatch(/\bat \S+ \(|node_modules|\/work\/|\.next\/server|"stack"/)
    }
  })

  // V14.5.3 "the Cross-Origin Resource Sharing (CORS) Access-Control-Allow-Origin header uses a
  // strict allow list of trusted domains": no other site may read answers with the visitor's cookies.
  it('V14.5.3: no foreign origin is allowed to read the APIs', async () => {
    for (const path of ['/api/v1/users/me/', '/cms-api/admins/me', '/api/v1/search/?s=Ring']) {
      const res = await fetch(`${server.baseUrl}${path}`, { headers: { origin: 'https://evil.example' } })
      const allowed = res.headers.get('access-control-allow-origin')
      expect(allowed === null || (allowed === '*' && res.headers.get('access-control-allow-credentials') !== 'true')).toBe(true)
      expect(allowed).not.toBe('https://evil.example')
    }
  })

  // V2.2.1 (anti-automation) and issue 20's enumeration: site accounts sign in only through /api/v1,
  // where the throttles, the activation check and the uniform answers are. Payload's own endpoints
  // for the users collection gave a token without any of them.
  it('V2.2.1: Payload’s login, refresh and reset endpoints for site accounts are closed; /api/v1 signs in', async () => {
    const body = JSON.stringify({ email: demoAccounts.customer.email, password: demoAccounts.customer.password })
    for (const path of ['login', 'forgot-password', 'reset-password', 'refresh-token']) {
      const res = await fetch(`${server.baseUrl}/cms-api/users/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      expect(res.status).toBe(404)
      expect(await res.text()).not.toContain('token')
    }
    const contract = await fetch(`${server.baseUrl}/api/v1/jwt/create/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    expect(contract.status).toBe(200)
  })

  // V4.1.3 / V12.4.1 (issue 20: "the careers application files must be readable only by hr/admin"):
  // neither a visitor nor an editor lists or downloads an applicant's file.
  it('V4.1.3: application files are refused to visitors and editors', async () => {
    const login = await fetch(`${server.baseUrl}/cms-api/admins/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoAccounts.editor.email, password: demoAccounts.editor.password }),
    })
    const { token } = (await login.json()) as { token: string }
    for (const headers of [{}, { authorization: `JWT ${token}` }] as Record<string, string>[]) {
      expect((await fetch(`${server.baseUrl}/cms-api/application-files`, { headers })).status).toBe(403)
      expect([403, 404]).toContain((await fetch(`${server.baseUrl}/cms-api/application-files/file/lebenslauf.pdf`, { headers })).status)
    }
  })

  // V3.4.2 HttpOnly, V3.4.3 SameSite, V3.3.1 logout invalidates the session (Payload's sessions).
  it('V3.3.1 / V3.4: the admin session cookie is HttpOnly and SameSite=Lax, and logout ends the session on the server', async () => {
    const login = await fetch(`${server.baseUrl}/cms-api/admins/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demoAccounts.editor.email, password: demoAccounts.editor.password }),
    })
    expect(login.status).toBe(200)
    const setCookie = login.headers.getSetCookie().find((c) => c.startsWith('payload-token=')) ?? ''
    expect(setCookie).toMatch(/; HttpOnly/)
    expect(setCookie).toMatch(/; SameSite=Lax/)
    const { token } = (await login.json()) as { token: string }
    const me = () => fetch(`${server.baseUrl}/cms-api/admins/me`, { headers: { authorization: `JWT ${token}` } }).then((r) => r.json() as Promise<{ user: unknown }>)
    expect((await me()).user).toBeTruthy()
    const logout = await fetch(`${server.baseUrl}/cms-api/admins/logout`, { method: 'POST', headers: { authorization: `JWT ${token}` } })
    expect(logout.status).toBe(200)
    // The token is still well signed and unexpired; the server-side session behind it is gone.
    expect((await me()).user).toBeNull()
  })
})

import http from 'node:http'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoAccounts } from '@seed/accounts'
import { startServer, type RunningServer } from './support/server'
import { signInStaff } from '../support/staff'

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
    for (const directive of ["default-src 'self'", "frame-ancestors 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"])
      expect(csp).toContain(directive)
    expect(csp).not.toContain('unsafe-eval')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('permissions-policy')).toContain('camera=()')
    expect(res.headers.get('x-powered-by')).toBeNull()
  })

  // V14.4.5 and issue 30, 10: "HSTS only on https responses". The server speaks http; https ends at
  // the trusted proxy (TRUST_PROXY=1 here), which says so in X-Forwarded-Proto.
  it.each(['/de/', '/api/health', '/admin/login'])('V14.4.5: %s sends HSTS over https only', async (path) => {
    const plain = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual' })
    expect(plain.headers.get('strict-transport-security')).toBeNull()
    const https = await fetch(`${server.baseUrl}${path}`, { redirect: 'manual', headers: { 'x-forwarded-proto': 'https' } })
    expect(https.headers.get('strict-transport-security')).toMatch(/^max-age=\d{8}; includeSubDomains$/)
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
    const { token } = await signInStaff(server.baseUrl, demoAccounts.editor)
    for (const headers of [{}, { authorization: `JWT ${token}` }] as Record<string, string>[]) {
      expect((await fetch(`${server.baseUrl}/cms-api/application-files`, { headers })).status).toBe(403)
      expect([403, 404]).toContain((await fetch(`${server.baseUrl}/cms-api/application-files/file/lebenslauf.pdf`, { headers })).status)
    }
  })

  // V3.4.2 HttpOnly, V3.4.3 SameSite, V3.3.1 logout invalidates the session (Payload's sessions).
  it('V3.3.1 / V3.4: the admin session cookie is HttpOnly and SameSite=Lax, and logout ends the session on the server', async () => {
    const { response: login, token } = await signInStaff(server.baseUrl, demoAccounts.editor)
    expect(login.status).toBe(200)
    const setCookie = login.headers.getSetCookie().find((c) => c.startsWith('payload-token=')) ?? ''
    expect(setCookie).toMatch(/; HttpOnly/)
    expect(setCookie).toMatch(/; SameSite=Lax/)
    const me = () =>
      fetch(`${server.baseUrl}/cms-api/admins/me`, { headers: { authorization: `JWT ${token}` } }).then((r) => r.json() as Promise<{ user: unknown }>)
    expect((await me()).user).toBeTruthy()
    const logout = await fetch(`${server.baseUrl}/cms-api/admins/logout`, { method: 'POST', headers: { authorization: `JWT ${token}` } })
    expect(logout.status).toBe(200)
    // The token is still well signed and unexpired; the server-side session behind it is gone.
    expect((await me()).user).toBeNull()
  })
})

// Issue 30, "Staff security": what an outside test found, checked as it met it.
describe('issue 30, through the production server', () => {
  const server = inject('server')

  // 4. "The staff sign-in limit answers 500 {"errors":[{"message":"An unknown error occurred."}]} from
  // the 21st attempt from one client address (any e-mail). It must be 429 with Retry-After."
  it('4: the 21st staff sign-in from one address → 429 with Retry-After', { timeout: 180_000 }, async () => {
    const client = { 'x-forwarded-for': '198.18.30.4' }
    // The site's API counts first, as on a running site: its bundle then holds the shared limiters.
    await fetch(`${server.baseUrl}/api/v1/jwt/create/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...client },
      body: JSON.stringify({ email: 'nobody@example.com', password: 'Falsch-geraten-2026' }),
    })
    for (let n = 0; n < 20; n++)
      expect((await signInStaff(server.baseUrl, { email: `guess-${n}@aurelle.example`, password: 'Sommer2026!' }, client)).response.status).toBe(401)
    const { response: res } = await signInStaff(server.baseUrl, { email: 'guess-20@aurelle.example', password: 'Sommer2026!' }, client)
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  // 5. "Uploaded SVGs run under the site's CSP (script-src 'self' 'unsafe-inline', no Content-Disposition),
  // e.g. /cms-api/engraving-images/file/<id>.svg/. Serve every uploaded file with nosniff, and SVG (any XML
  // type) with a CSP that runs nothing (default-src 'none'; style-src 'unsafe-inline'; sandbox)."
  it('5: an uploaded SVG is served with a CSP that runs nothing; every uploaded file with nosniff', async () => {
    const json = { 'content-type': 'application/json' }
    const jwt = await fetch(`${server.baseUrl}/api/v1/jwt/create/`, { method: 'POST', headers: json, body: JSON.stringify(demoAccounts.jeweller) })
    const { access } = (await jwt.json()) as { access: string }
    const [store] = (await (await fetch(`${server.baseUrl}/api/v1/locations/`, { headers: { authorization: `Bearer ${access}` } })).json()) as { id: number }[]
    const commerce = await fetch(`${server.baseUrl}/api/v1/locations/${store.id}/commerce/authenticate/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}` },
    })
    const { token } = (await commerce.json()) as { token: string }
    const form = new FormData()
    form.append(
      'file',
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M1 1L9 9" style="stroke:#000"/></svg>'], { type: 'image/svg+xml' }),
      'gravur.svg',
    )
    const uploaded = await fetch(`${server.baseUrl}/api/v1/commerce/engraving-images/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    })
    expect(uploaded.status).toBe(201)
    const { id } = (await uploaded.json()) as { id: number }

    const admin = await signInStaff(server.baseUrl, demoAccounts.admin, { 'x-forwarded-for': '198.18.30.5' })
    const staff = { authorization: `JWT ${admin.token}` }
    const { filename } = (await (await fetch(`${server.baseUrl}/cms-api/engraving-images/${id}`, { headers: staff })).json()) as { filename: string }
    for (const path of [`/cms-api/engraving-images/file/${filename}`, `/cms-api/engraving-images/file/${filename}/`]) {
      const file = await fetch(`${server.baseUrl}${path}`, { headers: staff })
      expect(file.status, path).toBe(200)
      expect(file.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
      expect(file.headers.get('content-security-policy'), path).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
      expect(file.headers.get('x-content-type-options')).toBe('nosniff')
    }

    const { docs } = (await (await fetch(`${server.baseUrl}/cms-api/media?limit=1&depth=0`)).json()) as { docs: { filename: string }[] }
    const image = await fetch(`${server.baseUrl}/cms-api/media/file/${docs[0].filename}`)
    expect(image.status).toBe(200)
    expect(image.headers.get('x-content-type-options')).toBe('nosniff')
    expect(image.headers.get('content-security-policy') ?? '').not.toContain('unsafe-inline')
  })

  // 6. "/cms-api/media/file/<unknown name> → 500 (must be 404)."
  it('6: an uploaded file of an unknown name → 404', async () => {
    for (const path of ['/cms-api/media/file/gibt-es-nicht.webp', '/cms-api/downloads/file/gibt-es-nicht.pdf']) {
      expect((await fetch(`${server.baseUrl}${path}`)).status, path).toBe(404)
    }
  })
})

// Issue 30, 3 and 10, on a server started as the default `npm start` runs it: no PUBLIC_URL, no trusted proxy.
describe('issue 30: the default `npm start` (no PUBLIC_URL, no TRUST_PROXY)', () => {
  let plain: RunningServer

  beforeAll(async () => {
    plain = await startServer({ env: { PUBLIC_URL: '', TRUST_PROXY: '' }, house: inject('freshHouse') })
  })
  afterAll(async () => {
    await plain?.stop()
  })

  // 3. "PATCH /cms-api/admins/{id} with the staff cookie and Origin: https://evil.example → 200, saved.
  // Refuse a foreign Origin on every cookie-authenticated staff write, whatever PUBLIC_URL says."
  it('3: a cookie-authenticated staff write from a foreign Origin → 403, nothing saved; from the site itself → 200', async () => {
    const { token, id } = await signInStaff(plain.baseUrl, demoAccounts.editor)
    const cookie = `payload-token=${token}`
    const patch = (origin: string, name: string, extra: Record<string, string> = {}) =>
      fetch(`${plain.baseUrl}/cms-api/admins/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', cookie, origin, ...extra },
        body: JSON.stringify({ name }),
      })
    expect((await patch('https://evil.example', 'Übernommen')).status).toBe(403)
    // 10. "X-Forwarded-Host counts only with TRUST_PROXY=1": naming the foreign host does not make it the site's.
    expect((await patch('https://evil.example', 'Übernommen', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })).status).toBe(403)
    const me = await fetch(`${plain.baseUrl}/cms-api/admins/me`, { headers: { authorization: `JWT ${token}` } })
    expect(((await me.json()) as { user: { name?: string } }).user.name).not.toBe('Übernommen')
    expect((await patch(plain.baseUrl, 'Redaktion')).status).toBe(200)
  })

  // 10. "HSTS only on https responses": without a trusted proxy, X-Forwarded-Proto is the client's word.
  // (This server's PUBLIC_URL is empty, which once made every page a 500: src/server/http/publicUrl.ts.)
  it('10: X-Forwarded-Proto from a client does not bring HSTS', async () => {
    const res = await fetch(`${plain.baseUrl}/de/`, { headers: { 'x-forwarded-proto': 'https' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('strict-transport-security')).toBeNull()
  })
})

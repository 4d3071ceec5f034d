import { generatePayloadCookie } from 'payload/shared'
import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllEnvs()
  vi.resetModules()
})

const adminCookie = async () => {
  const { Admins } = await import('@/collections/Admins')
  const auth = Admins.auth as { cookies: { secure?: boolean; sameSite?: 'Lax' }; tokenExpiration?: number }
  return generatePayloadCookie({ collectionAuthConfig: auth as never, cookiePrefix: 'payload', token: 'header.payload.signature' }) as string
}

// ASVS 4.0.3 V3.4.1 "Verify that cookie-based session tokens have the 'Secure' attribute set" and
// V3.4.2/3.4.3 (HttpOnly, SameSite). Payload's default for the admin's session cookie is secure: false.
describe('ASVS 3.4.1–3.4.3: the admin session cookie', () => {
  it('is Secure, HttpOnly and SameSite=Lax on an https deployment', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('PUBLIC_URL', 'https://aurelle.example')
    const cookie = await adminCookie()
    expect(cookie).toMatch(/^payload-token=header\.payload\.signature;/)
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Lax/)
    expect(cookie).toMatch(/; Secure/)
  })

  it('stays usable over http for a local npm start (browsers drop Secure cookies there)', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('PUBLIC_URL', 'http://127.0.0.1:3000')
    expect(await adminCookie()).not.toMatch(/Secure/)
  })
})

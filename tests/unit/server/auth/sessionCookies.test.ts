import { afterEach, describe, expect, it, vi } from 'vitest'
import { hasSessionHint } from '@/domain/sessionHint'
import { clearedSessionCookies, sessionCookies, withCookies } from '@/server/auth/cookies'

afterEach(() => {
  vi.unstubAllEnvs()
})

// Issue 13 §8: a readable, non-secret "signed in" hint set and cleared with the HttpOnly session cookie.
describe('session cookies and their hint', () => {
  it('sets the HttpOnly token and a readable hint holding no secret, for the same 30 days on the same path', () => {
    const [session, hint] = sessionCookies('header.payload.signature')
    expect(session).toBe('_wff_access_token=header.payload.signature; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax')
    expect(hint).toBe('_wff_signed_in=1; Path=/; Max-Age=2592000; SameSite=Lax')
  })

  it('clears both together', () => {
    expect(clearedSessionCookies()).toEqual([
      '_wff_access_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
      '_wff_signed_in=; Path=/; Max-Age=0; SameSite=Lax',
    ])
  })

  it('marks both Secure on an https deployment', () => {
    vi.stubEnv('NODE_ENV', 'production')
    vi.stubEnv('PUBLIC_URL', 'https://aurelle.example')
    for (const cookie of [...sessionCookies('t'), ...clearedSessionCookies()]) expect(cookie).toMatch(/; Secure$/)
  })

  it('sends each cookie as its own Set-Cookie header', () => {
    const res = withCookies(Response.json({ access: 't' }), sessionCookies('t'))
    expect(res.headers.getSetCookie()).toHaveLength(2)
    expect(res.headers.getSetCookie()[1]).toMatch(/^_wff_signed_in=1;/)
  })
})

describe('hasSessionHint (the browser’s decision to ask GET /users/me/)', () => {
  it.each([
    ['', false],
    ['consent=1; wishlist=x', false],
    ['_wff_signed_in=1', true],
    ['a=b; _wff_signed_in=1; c=d', true],
    ['_wff_signed_in=', false],
    ['x_wff_signed_in=1', false],
  ])('%j → %s', (cookies, expected) => {
    expect(hasSessionHint(cookies)).toBe(expected)
  })
})

import type { Payload } from 'payload'
import { beforeAll, beforeEach, expect, it } from 'vitest'
import { POST as register } from '@/app/api/v1/users/route'
import { POST as activate } from '@/app/api/v1/users/activation/route'
import { GET as getMe, PATCH as patchMe } from '@/app/api/v1/users/me/route'
import { POST as resetPassword } from '@/app/api/v1/users/reset-password/route'
import { POST as resetConfirm } from '@/app/api/v1/users/reset-password-confirm/route'
import { POST as createJwt } from '@/app/api/v1/jwt/create/route'
import { POST as refreshJwt } from '@/app/api/v1/jwt/refresh/route'
import { POST as verifyJwt } from '@/app/api/v1/jwt/verify/route'
import { POST as logout } from '@/app/api/v1/token/logout/route'
import { flushMail } from '@/server/jobs/queueMail'
import { resetAllLimits } from '@/server/rateLimit/limiter'
import { call, linkIn, mailsTo } from '../support/api'
import { describeDb, testPayload } from '../support/payload'

// Issue 3: the exact djoser / simplejwt contract of spec 1 §7, every status code and body.
describeDb('accounts API (djoser / simplejwt contract)', () => {
  let payload: Payload
  let mpn: string
  const strong = 'Goldfaden-1897'

  beforeAll(async () => {
    payload = await testPayload()
    const media = await payload.create({ collection: 'media', data: { alt: 'Ring' }, filePath: 'seed/images/p-10-1101-main.webp', overrideAccess: true })
    const product = await payload.create({
      collection: 'products',
      data: { name: 'Herzstück', slug: 'herzstueck-ring', mpn: '10-1101-00-1-WG', type: 'ring', imageMain: media.id, _status: 'published' },
      overrideAccess: true,
    })
    mpn = product.mpn
  })
  beforeEach(() => resetAllLimits())

  async function registered(email: string, extra: Record<string, unknown> = {}) {
    const res = await call(register, 'POST', '/api/v1/users/', { email, password: strong, language: 'DE', wishlist: [], ...extra })
    expect(res.status).toBe(201)
    await flushMail()
    return res
  }
  async function activeUser(email: string) {
    await registered(email)
    const { uid, token } = linkIn(mailsTo(email).at(-1) as string)
    expect((await call(activate, 'POST', '/api/v1/users/activation/', { uid, token })).status).toBe(204)
  }
  async function login(email: string, password = strong) {
    const res = await call(createJwt, 'POST', '/api/v1/jwt/create/', { email, password })
    expect(res.status).toBe(200)
    return res.body as { access: string; refresh: string }
  }
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

  it('POST /users/ → 201 {id, email}, an inactive account, the wishlist kept and a German activation e-mail', async () => {
    const wishlist = [{ article: mpn, date_added: '2026-11-01T10:00:00.000Z' }]
    const res = await registered('neu@example.com', { wishlist })
    expect(Object.keys(res.body).sort()).toEqual(['email', 'id'])
    expect(res.body.email).toBe('neu@example.com')
    const user = await payload.findByID({ collection: 'users', id: res.body.id, overrideAccess: true })
    expect(user.isActive).toBe(false)
    expect(user.wishlist).toEqual(wishlist)
    const mail = mailsTo('neu@example.com')
    expect(mail).toHaveLength(1)
    expect(mail[0]).toMatch(/Subject: .*Konto/)
    expect(mail[0]).toContain('Content-Type: text/plain')
    expect(mail[0]).toContain('Content-Type: text/html')
    expect(linkIn(mail[0]).url).toMatch(/\/de\/account\/login\/\?uid=/)
  })

  it('POST /users/ → 400 with Django texts, one entry per failing password rule in order', async () => {
    expect((await call(register, 'POST', '/api/v1/users/', {})).body).toEqual({ email: ['This field is required.'], password: ['This field is required.'] })
    expect((await call(register, 'POST', '/api/v1/users/', { email: 'no-at-sign', password: strong })).body).toEqual({
      email: ['Enter a valid email address.'],
    })
    const weak = await call(register, 'POST', '/api/v1/users/', { email: 'a@example.com', password: '1234567' })
    expect(weak.status).toBe(400)
    expect(weak.body).toEqual({
      password: ['This password is too short. It must contain at least 8 characters.', 'This password is too common.', 'This password is entirely numeric.'],
    })
    const similar = await call(register, 'POST', '/api/v1/users/', { email: 'hartmann.juwelier@example.com', password: 'hartmannjuwelier' })
    expect(similar.body).toEqual({ password: ['The password is too similar to the email address.'] })
    const common = await call(register, 'POST', '/api/v1/users/', { email: 'b@example.com', password: 'password' })
    expect(common.body).toEqual({ password: ['This password is too common.'] })
  })

  it('POST /users/ → 400 "user with this email address already exists." (any letter case)', async () => {
    await registered('twice@example.com')
    const res = await call(register, 'POST', '/api/v1/users/', { email: 'Twice@Example.com', password: strong, language: 'EN' })
    expect(res).toMatchObject({ status: 400, body: { email: ['user with this email address already exists.'] } })
  })

  it('POST /users/ refuses unknown wishlist articles and languages', async () => {
    const res = await call(register, 'POST', '/api/v1/users/', {
      email: 'w@example.com',
      password: strong,
      language: 'FR',
      wishlist: [{ article: '99-9999-00-0-XX', date_added: '2026-01-01T00:00:00Z' }],
    })
    expect(res.status).toBe(400)
    expect(res.body.language).toEqual(['"FR" is not a valid choice.'])
    expect(res.body.wishlist).toEqual(['Unknown article "99-9999-00-0-XX".'])
  })

  it('POST /users/activation/ → 204, then 403 stale for the same link; bad uid and token → 400', async () => {
    await registered('act@example.com')
    const { uid, token } = linkIn(mailsTo('act@example.com')[0])
    expect((await call(activate, 'POST', '/api/v1/users/activation/', { uid: 'MTIzNDU2Nzg', token })).body).toEqual({
      uid: ["Invalid user id or user doesn't exist."],
    })
    expect((await call(activate, 'POST', '/api/v1/users/activation/', { uid, token: '1-' + '0'.repeat(32) })).body).toEqual({
      token: ['Invalid token for given user.'],
    })
    expect((await call(activate, 'POST', '/api/v1/users/activation/', { uid, token })).status).toBe(204)
    expect(await call(activate, 'POST', '/api/v1/users/activation/', { uid, token })).toMatchObject({
      status: 403,
      body: { detail: 'Stale token for given user.' },
    })
  })

  it('POST /jwt/create/ → {access, refresh} and the 30-day HttpOnly cookie; the access token carries the user claim', async () => {
    await activeUser('login@example.com')
    const res = await call(createJwt, 'POST', '/api/v1/jwt/create/', { email: 'login@example.com', password: strong })
    expect(res.status).toBe(200)
    const claims = JSON.parse(Buffer.from(res.body.access.split('.')[1], 'base64url').toString())
    expect(claims).toMatchObject({ token_type: 'access', user: { email: 'login@example.com' } })
    expect(claims.exp - claims.iat).toBe(2_592_000)
    expect(claims.jti).toBeTruthy()
    expect(res.headers.get('set-cookie')).toMatch(/^_wff_access_token=.+; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Lax/)
  })

  it('POST /jwt/create/ → 401 the same vague answer for a wrong password, an unknown and an inactive account; 400 for missing fields', async () => {
    await activeUser('vague@example.com')
    await registered('inactive@example.com')
    const detail = { detail: 'No active account found with the given credentials' }
    for (const [email, password] of [
      ['vague@example.com', 'wrong-password'],
      ['nobody@example.com', strong],
      ['inactive@example.com', strong],
    ]) {
      expect(await call(createJwt, 'POST', '/api/v1/jwt/create/', { email, password })).toMatchObject({ status: 401, body: detail })
    }
    expect((await call(createJwt, 'POST', '/api/v1/jwt/create/', {})).body).toEqual({
      email: ['This field is required.'],
      password: ['This field is required.'],
    })
  })

  it('locks an account after ten wrong passwords in a row, answering exactly as for an unknown account', async () => {
    await activeUser('locked@example.com')
    for (let i = 0; i < 10; i++) {
      await call(createJwt, 'POST', '/api/v1/jwt/create/', { email: 'locked@example.com', password: `wrong-${i}` })
      resetAllLimits()
    }
    const res = await call(createJwt, 'POST', '/api/v1/jwt/create/', { email: 'locked@example.com', password: strong })
    expect(res).toMatchObject({ status: 401, body: { detail: 'No active account found with the given credentials' } })
  })

  it('rate limits logins per e-mail with 429, Retry-After and a translated message', async () => {
    let res
    for (let i = 0; i < 11; i++)
      res = await call(createJwt, 'POST', '/api/v1/jwt/create/', { email: 'flood@example.com', password: 'x' }, { 'accept-language': 'de-DE' })
    expect(res?.status).toBe(429)
    expect(Number(res?.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(res?.body.detail).toMatch(/Zu viele Versuche/)
  })

  it('GET /users/me/ → the profile with Bearer, JWT or the cookie; 401 without or with a bad token', async () => {
    await activeUser('me@example.com')
    const { access } = await login('me@example.com')
    for (const headers of [bearer(access), { authorization: `JWT ${access}` }, { cookie: `_wff_access_token=${access}` }]) {
      const res = await call(getMe, 'GET', '/api/v1/users/me/', undefined, headers)
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ email: 'me@example.com', title: '', gender: '', first_name: '', language: 'DE', wishlist: [] })
      expect(res.body).not.toHaveProperty('currency')
    }
    expect(await call(getMe, 'GET', '/api/v1/users/me/')).toMatchObject({ status: 401, body: { detail: 'Authentication credentials were not provided.' } })
    expect(await call(getMe, 'GET', '/api/v1/users/me/', undefined, bearer('nonsense'))).toMatchObject({ status: 401, body: { code: 'token_not_valid' } })
  })

  it('PATCH /users/me/ → 200 updated, id and email ignored; bad enum values → 400 field arrays', async () => {
    await activeUser('patch@example.com')
    const { access } = await login('patch@example.com')
    const ok = await call(
      patchMe,
      'PATCH',
      '/api/v1/users/me/',
      { id: 999, email: 'evil@example.com', title: 'DR', gender: 'W', first_name: 'Anna', address_country: 'de', language: 'EN' },
      bearer(access),
    )
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ email: 'patch@example.com', title: 'DR', gender: 'W', first_name: 'Anna', address_country: 'DE', language: 'EN' })
    expect(ok.body.id).not.toBe(999)
    const bad = await call(patchMe, 'PATCH', '/api/v1/users/me/', { title: 'KING', gender: 'X', language: 'fr' }, bearer(access))
    expect(bad).toMatchObject({
      status: 400,
      body: { title: ['"KING" is not a valid choice.'], gender: ['"X" is not a valid choice.'], language: ['"fr" is not a valid choice.'] },
    })
    // The names the profile requires may not be blanked, and the country is one of the list (or none).
    const blank = await call(patchMe, 'PATCH', '/api/v1/users/me/', { first_name: '  ', last_name: null, address_country: 'ZZ' }, bearer(access))
    expect(blank).toMatchObject({
      status: 400,
      body: { first_name: ['This field may not be blank.'], last_name: ['This field may not be blank.'], address_country: ['"ZZ" is not a valid choice.'] },
    })
    const kept = await call(getMe, 'GET', '/api/v1/users/me/', undefined, bearer(access))
    expect(kept.body).toMatchObject({ first_name: 'Anna', address_country: 'DE' })
    expect((await call(patchMe, 'PATCH', '/api/v1/users/me/', { first_name: ' Bea ', address_country: '' }, bearer(access))).body).toMatchObject({
      first_name: 'Bea',
      address_country: '',
    })
  })

  it('refuses a cookie-authenticated change from a foreign Origin', async () => {
    await activeUser('csrf@example.com')
    const { access } = await login('csrf@example.com')
    const res = await call(
      patchMe,
      'PATCH',
      '/api/v1/users/me/',
      { first_name: 'X' },
      { cookie: `_wff_access_token=${access}`, origin: 'https://evil.example' },
    )
    expect(res.status).toBe(403)
  })

  it('shows trade users their currency, customer id and portal locations', async () => {
    const store = await payload.create({
      collection: 'jewelers',
      data: { name: 'Juwelier Test', slug: 'juwelier-test', type: 'jeweler', latitude: 48.1, longitude: 11.5, currency: 'CHF' },
      overrideAccess: true,
    })
    const other = await payload.create({
      collection: 'jewelers',
      data: { name: 'Juwelier Nebenan', slug: 'juwelier-nebenan', type: 'jeweler', latitude: 48.2, longitude: 11.6, currency: 'EUR' },
      overrideAccess: true,
    })
    const user = await payload.create({
      collection: 'users',
      data: {
        email: 'trade@example.com',
        password: strong,
        isActive: true,
        role: 'jeweller',
        currency: 'CHF',
        customerId: 'C-1',
        first_name: 'Lea',
        last_name: 'Vogt',
        portal_locations: [store.id, other.id],
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'location-users',
      data: { user: user.id, location: store.id, permissions: ['inventory:view_current', 'inventory:manage_article_note'] },
      overrideAccess: true,
      depth: 0,
    })
    const { access } = await login('trade@example.com')
    const res = await call(getMe, 'GET', '/api/v1/users/me/', undefined, bearer(access))
    // Spec 3 §3: "Logged-in user: name, customerId, portal_locations (each with location and permissions)".
    expect(res.body).toMatchObject({
      name: 'Lea Vogt',
      currency: 'CHF',
      customerId: 'C-1',
      portal_locations: [
        { location: { id: store.id, name: 'Juwelier Test' }, permissions: ['inventory:manage_article_note', 'inventory:view_current'] },
        { location: { id: other.id, name: 'Juwelier Nebenan' }, permissions: [] },
      ],
    })
    // A customer (no trade role) has neither.
    await activeUser('plain@example.com')
    const plain = await call(getMe, 'GET', '/api/v1/users/me/', undefined, bearer((await login('plain@example.com')).access))
    expect(plain.body).not.toHaveProperty('name')
    expect(plain.body).not.toHaveProperty('portal_locations')
  })

  it('jwt/refresh and jwt/verify behave as simplejwt; logout revokes every earlier token', async () => {
    await activeUser('tokens@example.com')
    const { access, refresh } = await login('tokens@example.com')
    const refreshed = await call(refreshJwt, 'POST', '/api/v1/jwt/refresh/', { refresh })
    expect(refreshed.status).toBe(200)
    expect(refreshed.body.access).toBeTruthy()
    expect((await call(verifyJwt, 'POST', '/api/v1/jwt/verify/', { token: access })).body).toEqual({})
    expect((await call(refreshJwt, 'POST', '/api/v1/jwt/refresh/', { refresh: access })).body).toEqual({
      detail: 'Token is invalid or expired',
      code: 'token_not_valid',
    })
    expect((await call(refreshJwt, 'POST', '/api/v1/jwt/refresh/', {})).body).toEqual({ refresh: ['This field is required.'] })
    const out = await call(logout, 'POST', '/api/v1/token/logout/', undefined, bearer(access))
    expect(out.status).toBe(204)
    expect(out.headers.get('set-cookie')).toMatch(/_wff_access_token=; .*Max-Age=0/)
    expect((await call(getMe, 'GET', '/api/v1/users/me/', undefined, bearer(access))).status).toBe(401)
    expect((await call(verifyJwt, 'POST', '/api/v1/jwt/verify/', { token: refresh })).status).toBe(401)
  })

  // Issue 13 §8: a readable "signed in" hint rides with the HttpOnly cookie, so the browser asks
  // GET /users/me/ only when a session may exist.
  it('sets the session hint with the cookie on login and refresh; logout and a 401 from /users/me/ clear both', async () => {
    await activeUser('hint@example.com')
    const cleared = ['_wff_access_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax', '_wff_signed_in=; Path=/; Max-Age=0; SameSite=Lax']
    const res = await call(createJwt, 'POST', '/api/v1/jwt/create/', { email: 'hint@example.com', password: strong })
    expect(res.status).toBe(200)
    const set = res.headers.getSetCookie()
    expect(set).toHaveLength(2)
    expect(set[0]).toBe(`_wff_access_token=${res.body.access}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`)
    expect(set[1]).toBe('_wff_signed_in=1; Path=/; Max-Age=2592000; SameSite=Lax')
    const refreshed = await call(refreshJwt, 'POST', '/api/v1/jwt/refresh/', { refresh: res.body.refresh })
    expect(refreshed.headers.getSetCookie()[1]).toBe('_wff_signed_in=1; Path=/; Max-Age=2592000; SameSite=Lax')

    const cookie = `_wff_access_token=${res.body.access}; _wff_signed_in=1`
    expect((await call(getMe, 'GET', '/api/v1/users/me/', undefined, { cookie })).headers.getSetCookie()).toEqual([])
    const out = await call(logout, 'POST', '/api/v1/token/logout/', undefined, { cookie })
    expect(out.status).toBe(204)
    // Logout also ends the trade shop's commerce session and its hint (issue 15).
    expect(out.headers.getSetCookie()).toEqual([
      ...cleared,
      '_wff_commerce_token=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
      '_wff_commerce_signed_in=; Path=/; Max-Age=0; SameSite=Lax',
    ])
    // A browser still holding both (logged out in another browser, say) learns it once.
    const me = await call(getMe, 'GET', '/api/v1/users/me/', undefined, { cookie })
    expect(me.status).toBe(401)
    expect(me.headers.getSetCookie()).toEqual(cleared)
    // A bad Bearer token says nothing about the browser's cookies.
    expect((await call(getMe, 'GET', '/api/v1/users/me/', undefined, bearer('nonsense'))).headers.getSetCookie()).toEqual([])
  })

  it('reset-password → 204 always, mail only for an existing account; confirm sets the password and revokes tokens', async () => {
    await activeUser('reset@example.com')
    const { access } = await login('reset@example.com')
    expect((await call(resetPassword, 'POST', '/api/v1/users/reset-password/', { email: 'ghost@example.com', language: 'EN' })).status).toBe(204)
    expect((await call(resetPassword, 'POST', '/api/v1/users/reset-password/', { email: 'reset@example.com', language: 'EN' })).status).toBe(204)
    await flushMail()
    expect(mailsTo('ghost@example.com')).toHaveLength(0)
    const mail = mailsTo('reset@example.com').at(-1) as string
    expect(mail).toMatch(/Subject: Your new password for Aurelle/)
    const { uid, token } = linkIn(mail)
    expect(linkIn(mail).url).toContain('/en/account/password-reset/')
    const weak = await call(resetConfirm, 'POST', '/api/v1/users/reset-password-confirm/', { uid, token, password: 'Kx9-q' })
    expect(weak.body).toEqual({ password: ['This password is too short. It must contain at least 8 characters.'] })
    expect(
      (await call(resetConfirm, 'POST', '/api/v1/users/reset-password-confirm/', { uid, token: '1-' + 'a'.repeat(32), password: 'Neu-Gold-2026' })).body,
    ).toEqual({ token: ['Invalid token for given user.'] })
    expect((await call(resetConfirm, 'POST', '/api/v1/users/reset-password-confirm/', { uid, token, password: 'Neu-Gold-2026' })).status).toBe(204)
    expect((await call(getMe, 'GET', '/api/v1/users/me/', undefined, bearer(access))).status).toBe(401)
    expect((await call(resetConfirm, 'POST', '/api/v1/users/reset-password-confirm/', { uid, token, password: 'Noch-Neuer-2026' })).body).toEqual({
      token: ['Invalid token for given user.'],
    })
    await login('reset@example.com', 'Neu-Gold-2026')
  })
})

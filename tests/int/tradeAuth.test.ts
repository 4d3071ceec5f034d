import type { Payload } from 'payload'
import { beforeAll, beforeEach, expect, it } from 'vitest'
import { GET as locations } from '@/app/api/v1/locations/route'
import { POST as authenticateLocation } from '@/app/api/v1/locations/[id]/commerce/authenticate/route'
import { GET as limitations } from '@/app/api/v1/commerce/limitations/route'
import { resetAllLimits } from '@/server/rateLimit/limiter'
import { call } from '../support/api'
import { describeDb, testPayload } from '../support/payload'
import { accountToken, bearer, commerceToken, createTradeHouse, grantOrdering, type TradeHouse } from '../support/trade'

// Issue 14: the commerce login per store (spec 2 §2, §3, §6, §7, §9).
describeDb('trade shop: locations and commerce authentication', () => {
  let payload: Payload
  let house: TradeHouse
  const tokenOf = (user: keyof TradeHouse['users']) => accountToken(payload, house.users[user])
  const authenticate = async (storeId: number | string, token: string, headers: Record<string, string> = {}) =>
    call(authenticateLocation, 'POST', `/api/v1/locations/${storeId}/commerce/authenticate/`, undefined, { ...bearer(token), ...headers })
  const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())

  beforeAll(async () => {
    payload = await testPayload()
    house = await createTradeHouse(payload)
  })
  beforeEach(() => resetAllLimits())

  it('GET /locations/ → 401 without an account token', async () => {
    const res = await call(locations, 'GET', '/api/v1/locations/')
    expect(res).toMatchObject({ status: 401, body: { detail: 'Authentication credentials were not provided.' } })
  })

  it('GET /locations/ → the stores a trade user holds, in the account’s order; a customer holds none', async () => {
    const { stores } = house
    expect(await call(locations, 'GET', '/api/v1/locations/', undefined, bearer(await tokenOf('jeweller')))).toMatchObject({
      status: 200,
      body: [{ id: stores.munich, name: 'Juwelier muenchen' }],
    })
    expect((await call(locations, 'GET', '/api/v1/locations/', undefined, bearer(await tokenOf('manager')))).body).toEqual([
      { id: stores.berlin, name: 'Juwelier berlin' },
      { id: stores.zurich, name: 'Juwelier zuerich' },
      { id: stores.london, name: 'Juwelier london' },
    ])
    expect((await call(locations, 'GET', '/api/v1/locations/', undefined, bearer(await tokenOf('customer')))).body).toEqual([])
  })

  it('POST /locations/{id}/commerce/authenticate/ → 200 with a 30-day commerce token for the store, also set as the HttpOnly cookie', async () => {
    const res = await authenticate(house.stores.zurich, await tokenOf('manager'))
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      token: expect.any(String),
      expires_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      location: { id: house.stores.zurich, name: 'Juwelier zuerich' },
      currency: 'CHF',
    })
    const claims = claimsOf(res.body.token)
    expect(claims).toMatchObject({
      token_type: 'commerce',
      aud: 'maison:commerce',
      store_id: String(house.stores.zurich),
      currency: 'CHF',
      user: { email: 'manager@example.com' },
    })
    expect(claims.exp - claims.iat).toBe(2_592_000)
    expect(new Date(res.body.expires_at).getTime()).toBe(claims.exp * 1000)
    // The HttpOnly token and its readable, secret-free hint for the header's cart count (issue 15).
    expect(res.headers.getSetCookie()).toEqual([
      `_wff_commerce_token=${res.body.token}; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax`,
      '_wff_commerce_signed_in=1; Path=/; Max-Age=2592000; SameSite=Lax',
    ])
    // The token opens the commerce API, by header and by cookie.
    expect((await call(limitations, 'GET', '/api/v1/commerce/limitations/', undefined, bearer(res.body.token))).status).toBe(200)
    expect((await call(limitations, 'GET', '/api/v1/commerce/limitations/', undefined, { cookie: `_wff_commerce_token=${res.body.token}` })).status).toBe(200)
  })

  it('the cookie is Secure when the site is served over https', async () => {
    const previous = process.env.PUBLIC_URL
    process.env.PUBLIC_URL = 'https://aurelle.example'
    try {
      const res = await authenticate(house.stores.munich, await tokenOf('jeweller'))
      const [token, hint] = res.headers.getSetCookie()
      expect(token).toMatch(/; HttpOnly; SameSite=Lax; Secure$/)
      expect(hint).toMatch(/; SameSite=Lax; Secure$/)
    } finally {
      if (previous === undefined) delete process.env.PUBLIC_URL
      else process.env.PUBLIC_URL = previous
    }
  })

  it('POST …/authenticate/ → 403 for a store the user does not hold, an unknown store, and a customer; 401 without a token', async () => {
    const forbidden = { status: 403, body: { detail: 'You do not have permission to perform this action.' } }
    expect(await authenticate(house.stores.zurich, await tokenOf('jeweller'))).toMatchObject(forbidden)
    // An id that names no store gets the same answer: the call does not tell which stores exist.
    expect(await authenticate(987654, await tokenOf('jeweller'))).toMatchObject(forbidden)
    expect(await authenticate('not-a-store', await tokenOf('jeweller'))).toMatchObject(forbidden)
    // The customer has the store among portal_locations, but no trade role.
    expect(await authenticate(house.stores.munich, await tokenOf('customer'))).toMatchObject(forbidden)
    expect((await call(authenticateLocation, 'POST', `/api/v1/locations/${house.stores.munich}/commerce/authenticate/`)).status).toBe(401)
    // A store in a currency the shop does not sell in.
    expect(await authenticate(house.stores.london, await tokenOf('manager'))).toMatchObject({ status: 403, body: { detail: 'The shop does not sell in GBP.' } })
  })

  it('POST …/authenticate/ by cookie from a foreign origin → 403 (CSRF)', async () => {
    const res = await call(authenticateLocation, 'POST', `/api/v1/locations/${house.stores.munich}/commerce/authenticate/`, undefined, {
      cookie: `_wff_access_token=${await tokenOf('jeweller')}`,
      origin: 'https://evil.example',
    })
    expect(res.status).toBe(403)
    expect(res.body.detail).toMatch(/^CSRF Failed/)
  })

  it('commerce calls → 401 without a token, with an expired, forged or account token, and once the user no longer holds the store', async () => {
    const get = (headers: Record<string, string>) => call(limitations, 'GET', '/api/v1/commerce/limitations/', undefined, headers)
    const { jeweller } = house.users
    expect(await get({})).toMatchObject({ status: 401, body: { detail: 'Authentication credentials were not provided.' } })
    const expired = await commerceToken(payload, jeweller, house.stores.munich, 'EUR', Date.now() - 31 * 24 * 3600 * 1000)
    expect(await get(bearer(expired))).toMatchObject({ status: 401, body: { code: 'token_not_valid' } })
    expect((await get(bearer('not.a.token'))).status).toBe(401)
    expect((await get(bearer(await tokenOf('jeweller')))).status).toBe(401)
    // …and a commerce token is no account token either.
    const valid = await commerceToken(payload, jeweller, house.stores.munich, 'EUR')
    expect((await call(locations, 'GET', '/api/v1/locations/', undefined, bearer(valid))).status).toBe(401)
    expect((await get(bearer(valid))).status).toBe(200)
    // A token for a store the user does not hold (say, forged with a leaked key) is no use.
    expect((await get(bearer(await commerceToken(payload, jeweller, house.stores.zurich, 'CHF')))).status).toBe(401)
    // The wrong currency for the store: the store's currency changed since the token was issued.
    expect((await get(bearer(await commerceToken(payload, jeweller, house.stores.munich, 'CHF')))).status).toBe(401)
  })

  it('a commerce token dies with the account’s sessions (token version) and with the store taken away', async () => {
    const user = await payload.create({
      collection: 'users',
      data: {
        email: 'leaving@example.com',
        password: 'Goldfaden-1897',
        isActive: true,
        role: 'jeweller',
        portal_locations: [house.stores.munich, house.stores.berlin],
      },
      overrideAccess: true,
    })
    await grantOrdering(payload, user.id, [house.stores.munich, house.stores.berlin])
    const token = (await authenticate(house.stores.munich, await accountToken(payload, user))).body.token
    const get = () => call(limitations, 'GET', '/api/v1/commerce/limitations/', undefined, bearer(token))
    expect((await get()).status).toBe(200)
    await payload.update({ collection: 'users', id: user.id, data: { portal_locations: [house.stores.berlin] }, overrideAccess: true })
    expect((await get()).status).toBe(401)
    await payload.update({ collection: 'users', id: user.id, data: { portal_locations: [house.stores.munich] }, overrideAccess: true })
    expect((await get()).status).toBe(200)
    await payload.update({ collection: 'users', id: user.id, data: { tokenVersion: 1 }, overrideAccess: true })
    expect((await get()).status).toBe(401)
  })

  it('only a colleague allowed to order for the store may shop for it: stock rights alone get no store, no token, no cart', async () => {
    // Spec 2 §6 leaves the permission mapping open; docs/decisions.md, "Who may order".
    const colleague = await payload.create({
      collection: 'users',
      data: {
        email: 'verkauf@example.com',
        password: 'Goldfaden-1897',
        isActive: true,
        role: 'jeweller',
        portal_locations: [house.stores.munich, house.stores.berlin],
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'location-users',
      data: { user: colleague.id, location: house.stores.munich, permissions: ['inventory:view_current'] },
      overrideAccess: true,
      depth: 0,
    })
    await grantOrdering(payload, colleague.id, [house.stores.berlin])
    const token = await accountToken(payload, colleague)
    expect((await call(locations, 'GET', '/api/v1/locations/', undefined, bearer(token))).body).toEqual([{ id: house.stores.berlin, name: 'Juwelier berlin' }])
    expect((await authenticate(house.stores.munich, token)).status).toBe(403)
    expect((await authenticate(house.stores.berlin, token)).status).toBe(200)
    // A token issued while the permission held ends with it.
    const commerce = await commerceToken(payload, colleague, house.stores.berlin, 'EUR')
    const get = () => call(limitations, 'GET', '/api/v1/commerce/limitations/', undefined, bearer(commerce))
    expect((await get()).status).toBe(200)
    await payload.delete({
      collection: 'location-users',
      where: { and: [{ user: { equals: colleague.id } }, { location: { equals: house.stores.berlin } }] },
      overrideAccess: true,
    })
    expect((await get()).status).toBe(401)
  })
})

import type { Payload } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { GET as locations } from '@/app/api/v1/locations/route'
import { POST as authenticateLocation } from '@/app/api/v1/locations/[id]/commerce/authenticate/route'
import { POST as addLine } from '@/app/api/v1/commerce/line_items/route'
import { GET as getOrder, PATCH as patchOrder } from '@/app/api/v1/commerce/orders/[id]/route'
import { GET as current } from '@/app/api/v1/commerce/orders/current/route'
import type { PortalPermission } from '@/domain/portal/permissions'
import { flushMail } from '@/server/jobs/queueMail'
import { resetAllLimits } from '@/server/rateLimit/limiter'
import { call } from '../support/api'
import { describeDb, testPayload } from '../support/payload'
import { accountToken, bearer, commerceToken, createTradeHouse, grantOrdering, setPermissions, type TradeHouse } from '../support/trade'

// Issue 33, "Into the jeweller's stock": "orders:create_service_order gates service lines and
// orders:create_article_order jewellery lines; either one at a store admits to its shop. The store a
// user orders for is the billing address (spec 2 §1–2: the location chooser asks 'for which billing
// address'), so the chooser offers stores where the user holds orders:use_as_billing_location and an
// ordering right; the delivery address is chosen among the user's stores holding
// orders:use_as_shipping_location, the billing store by default. Today neither right counts."
const ARTICLE: PortalPermission = 'orders:create_article_order'
const SERVICE: PortalPermission = 'orders:create_service_order'
const BILLING: PortalPermission = 'orders:use_as_billing_location'
const SHIPPING: PortalPermission = 'orders:use_as_shipping_location'

describeDb('trade shop: who may order what, billed to and delivered where (issue 33)', () => {
  let payload: Payload
  let house: TradeHouse
  /** A second German store selling in EUR, so an order billed to Munich can go there. */
  let augsburg: number
  let serial = 0

  beforeAll(async () => {
    process.env.ORDERS_NOTIFY_TO = 'orders@aurelle.example'
    payload = await testPayload()
    house = await createTradeHouse(payload)
    augsburg = (
      await payload.create({
        collection: 'jewelers',
        data: {
          name: 'Juwelier augsburg',
          slug: 'augsburg',
          type: 'jeweler',
          address: 'Maximilianstraße 12',
          zip: '86150',
          city: 'Augsburg',
          country: 'DE',
          latitude: 48.37,
          longitude: 10.9,
          currency: 'EUR',
          _status: 'published',
        },
        overrideAccess: true,
        depth: 0,
        context: { skipRevalidate: true },
      })
    ).id
  })
  beforeEach(() => resetAllLimits())
  afterAll(() => flushMail())

  /** A jeweller holding stores, with the given permissions at each (none where not listed). */
  const trader = async (stores: number[], grants: [number, PortalPermission[]][]) => {
    const user = await payload.create({
      collection: 'users',
      data: { email: `rights-${++serial}@example.com`, password: 'Goldfaden-1897', isActive: true, role: 'jeweller', language: 'DE', portal_locations: stores },
      overrideAccess: true,
      depth: 0,
    })
    for (const [store, permissions] of grants) await grantOrdering(payload, user.id, [store], permissions)
    return user
  }
  const eur = async (user: { id: number; email: string }, store = house.stores.munich) => bearer(await commerceToken(payload, user, store, 'EUR'))
  const add = (headers: Record<string, string>, body: unknown) => call(addLine, 'POST', '/api/v1/commerce/line_items/', body, headers)
  const cart = (headers: Record<string, string>) => call(current, 'GET', '/api/v1/commerce/orders/current/?language=de', undefined, headers)
  const patch = (headers: Record<string, string>, id: number, body: unknown) => call(patchOrder, 'PATCH', `/api/v1/commerce/orders/${id}/`, body, headers)
  const ring = () => ({
    article_group_id: house.groups.ring.uuid,
    quantity: 1,
    selection: { metalColor: 'WG', alloy: 'white_gold', length: 56, orderType: 'nocommission' },
  })
  const care = () => ({ article_group_id: house.groups.careKit.uuid, quantity: 5, selection: {} })
  const authorizeAndPlace = async (headers: Record<string, string>, id: number) => {
    const authorized = await patch(headers, id, { _authorize: true })
    expect(authorized.status, JSON.stringify(authorized.body)).toBe(200)
    return patch(headers, id, { _place: true })
  }
  const munichAddress = { full_name: 'Juwelier muenchen', line_1: 'Hauptstraße 8', line_2: '', zip_code: '80331', city: 'muenchen', country_code: 'DE' }
  const augsburgAddress = { full_name: 'Juwelier augsburg', line_1: 'Maximilianstraße 12', line_2: '', zip_code: '86150', city: 'Augsburg', country_code: 'DE' }

  describe('the kinds of line', () => {
    it('a user with only the service right cannot add a jewellery line, and may add a service item', async () => {
      const user = await trader([house.stores.munich], [[house.stores.munich, [SERVICE, BILLING, SHIPPING]]])
      const headers = await eur(user)
      const refused = await add(headers, ring())
      expect(refused).toMatchObject({ status: 400, body: { article_group_id: ['shop.error.article-order-not-permitted'] } })
      expect((await add(headers, care())).status).toBe(201)
      expect((await cart(headers)).body.line_items.map((l: { metadata: { meta_type: string } }) => l.metadata.meta_type)).toEqual(['service_item'])
    })

    it('a user with only the article right cannot add a service item, and may add jewellery', async () => {
      const user = await trader([house.stores.munich], [[house.stores.munich, [ARTICLE, BILLING, SHIPPING]]])
      const headers = await eur(user)
      expect(await add(headers, care())).toMatchObject({ status: 400, body: { article_group_id: ['shop.error.service-order-not-permitted'] } })
      expect((await add(headers, ring())).status).toBe(201)
    })

    it('rights removed between adding and placing: the order is refused at placing, naming the lines, and nothing is placed', async () => {
      const user = await trader([house.stores.munich], [[house.stores.munich, [ARTICLE, SERVICE, BILLING, SHIPPING]]])
      const headers = await eur(user)
      const jewellery = (await add(headers, ring())).body.id as number
      expect((await add(headers, care())).status).toBe(201)
      const { id } = (await cart(headers)).body
      expect((await patch(headers, id, { _authorize: true })).status).toBe(200)
      // The manager takes the article right away after the cart was authorized.
      await setPermissions(payload, user.id, house.stores.munich, [SERVICE, BILLING, SHIPPING])
      const placed = await patch(headers, id, { _place: true })
      expect(placed).toMatchObject({ status: 403, body: { code: 'line-not-permitted', lines: [jewellery] } })
      expect((await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })).status).toBe('cart')
      // Authorizing again is refused the same way; without the jewellery line the order goes through.
      expect((await patch(headers, id, { _authorize: true })).body.code).toBe('line-not-permitted')
      await payload.delete({ collection: 'order-lines', id: jewellery, overrideAccess: true })
      expect((await authorizeAndPlace(headers, id)).body).toMatchObject({ status: 'placed' })
    })

    it('the billing right removed before placing ends the commerce session itself (401)', async () => {
      const user = await trader([house.stores.munich], [[house.stores.munich, [ARTICLE, BILLING, SHIPPING]]])
      const headers = await eur(user)
      expect((await add(headers, ring())).status).toBe(201)
      const { id } = (await cart(headers)).body
      await setPermissions(payload, user.id, house.stores.munich, [ARTICLE, SHIPPING])
      expect((await patch(headers, id, { _authorize: true })).status).toBe(401)
    })
  })

  describe('the store billed: the location chooser', () => {
    it('offers only stores with the billing right and an ordering right; authenticating for another is 403 and its token is no use', async () => {
      const user = await trader(
        [house.stores.munich, augsburg, house.stores.berlin],
        [
          // Both ordering rights, no billing right: not offered.
          [house.stores.munich, [ARTICLE, SERVICE, SHIPPING]],
          // The billing right alone: not offered either.
          [augsburg, [BILLING, SHIPPING]],
          [house.stores.berlin, [SERVICE, BILLING]],
        ],
      )
      const token = await accountToken(payload, user)
      expect((await call(locations, 'GET', '/api/v1/locations/', undefined, bearer(token))).body).toEqual([
        { id: house.stores.berlin, name: 'Juwelier berlin' },
      ])
      const authenticate = (store: number) => call(authenticateLocation, 'POST', `/api/v1/locations/${store}/commerce/authenticate/`, undefined, bearer(token))
      expect((await authenticate(house.stores.munich)).status).toBe(403)
      expect((await authenticate(augsburg)).status).toBe(403)
      expect((await authenticate(house.stores.berlin)).status).toBe(200)
      // A token for the store without the billing right (issued before the right was taken, or forged) is refused.
      expect((await cart(await eur(user, house.stores.munich))).status).toBe(401)
    })
  })

  describe('the delivery address', () => {
    it('defaults to the billing store and offers the user’s stores holding the shipping right', async () => {
      const user = await trader(
        [house.stores.munich, augsburg, house.stores.berlin],
        [
          [house.stores.munich, [ARTICLE, BILLING, SHIPPING]],
          [augsburg, [SHIPPING]],
          // Held, but without the shipping right: not offered.
          [house.stores.berlin, [ARTICLE, BILLING]],
        ],
      )
      const res = await cart(await eur(user))
      expect(res.body).toMatchObject({
        billing_address: munichAddress,
        shipping_address: munichAddress,
        shipping_location: { id: house.stores.munich, name: 'Juwelier muenchen', city: 'muenchen' },
        shipping_locations: [
          { id: house.stores.munich, name: 'Juwelier muenchen', city: 'muenchen' },
          { id: augsburg, name: 'Juwelier augsburg', city: 'Augsburg' },
        ],
      })
    })

    it('a shipping store chosen is the placed order’s shipping address; the billing address stays the store’s', async () => {
      const user = await trader(
        [house.stores.munich, augsburg],
        [
          [house.stores.munich, [ARTICLE, BILLING, SHIPPING]],
          [augsburg, [SHIPPING]],
        ],
      )
      const headers = await eur(user)
      expect((await add(headers, ring())).status).toBe(201)
      const { id } = (await cart(headers)).body
      const chosen = await patch(headers, id, { shipping_location: augsburg })
      expect(chosen.status, JSON.stringify(chosen.body)).toBe(200)
      expect(chosen.body).toMatchObject({
        status: 'cart',
        shipping_location: { id: augsburg },
        shipping_address: augsburgAddress,
        billing_address: munichAddress,
      })
      // The house ships to Germany: Augsburg has the same methods as Munich.
      expect(chosen.body.shipments[0].available_shipping_methods.length).toBeGreaterThan(0)
      const placed = await authorizeAndPlace(headers, id)
      expect(placed.status, JSON.stringify(placed.body)).toBe(200)
      expect(placed.body).toMatchObject({ status: 'placed', shipping_address: augsburgAddress, billing_address: munichAddress })
      const read = await call(getOrder, 'GET', `/api/v1/commerce/orders/${id}/`, undefined, headers)
      expect(read.body).toMatchObject({ shipping_address: augsburgAddress, billing_address: munichAddress })
      const stored = await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })
      expect(stored).toMatchObject({ shippingAddress: augsburgAddress, billingAddress: munichAddress, shippingStore: augsburg, store: house.stores.munich })
    })

    it('a store without the shipping right, or not the user’s, cannot be chosen (400); null goes back to the default', async () => {
      const user = await trader(
        [house.stores.munich, augsburg],
        [
          [house.stores.munich, [ARTICLE, BILLING, SHIPPING]],
          [augsburg, [ARTICLE, BILLING]],
        ],
      )
      const headers = await eur(user)
      const { id } = (await cart(headers)).body
      expect(await patch(headers, id, { shipping_location: augsburg })).toMatchObject({
        status: 400,
        body: { shipping_location: [`Invalid pk "${augsburg}" - object does not exist.`] },
      })
      // Another user's store (Zürich is the manager's) and a store that does not exist.
      expect((await patch(headers, id, { shipping_location: house.stores.zurich })).status).toBe(400)
      expect((await patch(headers, id, { shipping_location: 999_999 })).status).toBe(400)
      expect(await patch(headers, id, { shipping_location: 'Augsburg' })).toMatchObject({
        status: 400,
        body: { shipping_location: ['Incorrect type. Expected pk value, received string.'] },
      })
      expect((await payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })).shippingStore ?? null).toBeNull()
      expect((await patch(headers, id, { shipping_location: null })).body).toMatchObject({ shipping_location: { id: house.stores.munich } })
    })

    it('choosing another store voids the authorization: placing waits for a new one', async () => {
      const user = await trader(
        [house.stores.munich, augsburg],
        [
          [house.stores.munich, [ARTICLE, BILLING, SHIPPING]],
          [augsburg, [SHIPPING]],
        ],
      )
      const headers = await eur(user)
      expect((await add(headers, ring())).status).toBe(201)
      const { id } = (await cart(headers)).body
      expect((await patch(headers, id, { _authorize: true })).body.authorized).toBe(true)
      // The same store again changes nothing.
      expect((await patch(headers, id, { shipping_location: house.stores.munich })).body.authorized).toBe(true)
      expect((await patch(headers, id, { shipping_location: augsburg })).body.authorized).toBe(false)
      expect(await patch(headers, id, { _place: true })).toMatchObject({ status: 409, body: { code: 'not-authorized' } })
      // Chosen and authorized in one call: the store first, then the authorization covers it.
      expect((await patch(headers, id, { shipping_location: house.stores.munich, _authorize: true })).body).toMatchObject({
        authorized: true,
        shipping_location: { id: house.stores.munich },
      })
    })

    it('the delivery store’s country decides the shipping methods (the house has none for Austria)', async () => {
      const user = await trader(
        [house.stores.munich, house.stores.berlin],
        [
          [house.stores.munich, [ARTICLE, BILLING, SHIPPING]],
          [house.stores.berlin, [SHIPPING]],
        ],
      )
      const headers = await eur(user)
      expect((await add(headers, ring())).status).toBe(201)
      const { id } = (await cart(headers)).body
      const toAustria = await patch(headers, id, { shipping_location: house.stores.berlin })
      expect(toAustria.body.shipments[0].available_shipping_methods).toEqual([])
      expect(toAustria.body.vat_rate).toEqual({ country_code: 'DE', percent: 19 })
      expect((await patch(headers, id, { _authorize: true })).body.code).toBe('no-shipping-method')
    })

    it('a billing store without the shipping right sends the order to the first store that has it; with none, the order cannot be placed', async () => {
      const user = await trader(
        [house.stores.munich, augsburg],
        [
          [house.stores.munich, [ARTICLE, BILLING]],
          [augsburg, [SHIPPING]],
        ],
      )
      const headers = await eur(user)
      expect((await add(headers, ring())).status).toBe(201)
      const first = await cart(headers)
      expect(first.body).toMatchObject({ shipping_location: { id: augsburg }, shipping_address: augsburgAddress, billing_address: munichAddress })
      const { id } = first.body

      await setPermissions(payload, user.id, augsburg, [])
      const none = await cart(headers)
      expect(none.body).toMatchObject({ shipping_location: null, shipping_address: null, shipping_locations: [] })
      expect(await patch(headers, id, { _authorize: true })).toMatchObject({ status: 409, body: { code: 'no-shipping-location' } })
    })
  })
})

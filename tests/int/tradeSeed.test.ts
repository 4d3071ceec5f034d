import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'
import { GET as products } from '@/app/api/v1/commerce/products/route'
import { GET as limitations } from '@/app/api/v1/commerce/limitations/route'
import { call } from '../support/api'
import { describeDb, testPayload } from '../support/payload'
import { bearer, commerceToken, grantOrdering } from '../support/trade'

// Issue 14: the demo trade shop (price lists, SKUs, groups, the ring of the year, service items).
describeDb('demo trade seed', () => {
  let payload: Payload
  let seconds = 0
  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        (['price-lists', 'skus', 'product-groups', 'limitation-numbers'] as const).map(async (c) => [
          c,
          (await payload.count({ collection: c, overrideAccess: true })).totalDocs,
        ]),
      ),
    )
  const shopper = async (currency: 'EUR' | 'CHF' | 'JPY' | 'USD') => {
    const store = await payload.create({
      collection: 'jewelers',
      data: { name: `Store ${currency}`, slug: `store-${currency.toLowerCase()}`, latitude: 48, longitude: 9, currency } as never,
      overrideAccess: true,
      context: { skipRevalidate: true },
    })
    const user = await payload.create({
      collection: 'users',
      data: { email: `${currency.toLowerCase()}@example.com`, password: 'Goldfaden-1897', isActive: true, role: 'jeweller', portal_locations: [store.id] },
      overrideAccess: true,
    })
    await grantOrdering(payload, user.id, [store.id])
    return bearer(await commerceToken(payload, user, store.id, currency))
  }

  beforeAll(async () => {
    payload = await testPayload()
    const { seedTrade } = await import('@seed/trade')
    const started = Date.now()
    await seedTrade(payload, new Map())
    seconds = (Date.now() - started) / 1000
  })

  it('fills price lists for all seven currencies, the SKUs, 42 groups and the limitation numbers', async () => {
    console.info(`seedTrade took ${seconds.toFixed(1)} s`)
    expect(await counts()).toEqual({ 'price-lists': 7, skus: 76, 'product-groups': 42, 'limitation-numbers': 25 })
  })

  it('sells in EUR, CHF and JPY; a USD store sees an empty shop', async () => {
    for (const currency of ['EUR', 'CHF', 'JPY'] as const) {
      const { body } = await call(products, 'GET', '/api/v1/commerce/products/', undefined, await shopper(currency))
      expect(body.results).toHaveLength(42)
      const power = body.results.find((g: { hasDefaultEngravingPowerBracelet: boolean }) => g.hasDefaultEngravingPowerBracelet)
      expect(power).toMatchObject({ skuPrefix: '30-3401', productType: 'bracelet', allowEngraving: true, standardEngraving: 2 })
      expect(body.results.filter((g: { metaType: string }) => g.metaType === 'service_item')).toHaveLength(2)
      expect(body.results.find((g: { isRingOfTheYear: boolean }) => g.isRingOfTheYear)).toMatchObject({
        skuPrefix: '10-1206',
        isLimited: true,
        metalColors: ['GW'],
      })
    }
    const euro = await call(products, 'GET', '/api/v1/commerce/products/?language=ja', undefined, await payloadShopper('EUR'))
    // Issue 33: the demo's figures are the RRP (uvp); the house sells at half, rounded to ten euros.
    expect(euro.body.results[0]).toMatchObject({
      name: 'ヘルツシュトゥック リング レッド',
      uvp: { GG: 239000, WG: 245000 },
      basePrices: { GG: 120000, WG: 123000 },
    })
    const morningDew = euro.body.results.find((g: { skuPrefix: string }) => g.skuPrefix === '10-1501')
    expect(morningDew).toMatchObject({ baseSkus: { GW: '10-1501-00-2-GW' }, uvp: { GW: 268000 }, basePrices: { GW: 134000 } })
    // Service items are not resold: a trade price, no RRP.
    expect(euro.body.results.find((g: { skuPrefix: string }) => g.skuPrefix === '90-9001')).toMatchObject({ uvp: {}, serviceItem: { price: 2500 } })
    expect((await call(products, 'GET', '/api/v1/commerce/products/', undefined, await shopper('USD'))).body.results).toEqual([])
  })

  it('is idempotent and never frees a reserved number', async () => {
    const before = await counts()
    await payload.update({ collection: 'limitation-numbers', where: { number: { equals: 20 } }, data: { status: 'reserved' }, overrideAccess: true })
    const { seedTrade } = await import('@seed/trade')
    await seedTrade(payload, new Map())
    expect(await counts()).toEqual(before)
    const free = await call(limitations, 'GET', '/api/v1/commerce/limitations/', undefined, await payloadShopper('EUR'))
    expect(free.body).toEqual({ '10-1206': [21, 22, 23, 24, 25] })
  })

  async function payloadShopper(currency: 'EUR') {
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: `${currency.toLowerCase()}@example.com` } },
      overrideAccess: true,
      depth: 0,
    })
    return bearer(await commerceToken(payload, docs[0], docs[0].portal_locations?.[0] as number, currency))
  }
})

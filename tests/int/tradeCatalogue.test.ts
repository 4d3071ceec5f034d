import type { Payload } from 'payload'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { GET as products } from '@/app/api/v1/commerce/products/route'
import { GET as limitations } from '@/app/api/v1/commerce/limitations/route'
import { GET as skus } from '@/app/api/v1/commerce/skus/route'
import { logger } from '@/server/log/logger'
import { call } from '../support/api'
import { describeDb, testPayload } from '../support/payload'
import { bearer, commerceToken, createTradeHouse, type TradeHouse } from '../support/trade'

// Issue 14: product groups with prices in the store's currency, limitation numbers and SKUs.
describeDb('trade shop: products, limitations and SKUs', () => {
  let payload: Payload
  let house: TradeHouse
  let eur: Record<string, string>
  let chf: Record<string, string>
  let jpy: Record<string, string>
  const image = expect.stringMatching(/^\/cms-api\/media\/file\/[^/]+\.webp$/)

  beforeAll(async () => {
    payload = await testPayload()
    house = await createTradeHouse(payload)
    const { users, stores } = house
    eur = bearer(await commerceToken(payload, users.jeweller, stores.munich, 'EUR'))
    chf = bearer(await commerceToken(payload, users.manager, stores.zurich, 'CHF'))
    jpy = bearer(await commerceToken(payload, users.tokyo, stores.tokyo, 'JPY'))
  })
  afterEach(() => vi.restoreAllMocks())

  const list = (headers: Record<string, string>, query = '') => call(products, 'GET', `/api/v1/commerce/products/${query}`, undefined, headers)
  const groupIn = (body: { results: { uuid: string }[] }, group: { uuid: string }) => body.results.find((g) => g.uuid === group.uuid)

  it('GET /commerce/products/ → every field of spec 2 §3, prices in EUR cents', async () => {
    const res = await list(eur, '?language=de&currency=EUR')
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ currency: 'EUR', page: 1, per_page: 100 })
    expect(res.body.results.map((g: { skuPrefix: string }) => g.skuPrefix)).toEqual(['10-1101', '10-1206', '20-2901', '30-3401', '90-9001'])
    expect(groupIn(res.body, house.groups.ring)).toEqual({
      uuid: house.groups.ring.uuid,
      name: 'Herzstück Ring',
      metaType: 'jewelry',
      productType: 'ring',
      metalColors: ['WG', 'GG'],
      alloys: ['white_gold', 'yellow_gold'],
      baseSkus: { WG: '10-1101-00-1-WG', GG: '10-1101-00-1-GG' },
      skuPrefix: '10-1101',
      basePrices: { WG: 129000, GG: 119000 },
      // The test house keeps no RRP: none is answered, and the trade price never stands in for it (issue 33).
      uvp: {},
      isLimited: false,
      isRingOfTheYear: false,
      isDefaultAssortment: false,
      allowEngraving: true,
      engravingPrices: { 1: 4500, 2: 6500, 3: 9500 },
      standardEngraving: null,
      hasDefaultEngravingPowerBracelet: false,
      allowSpecialColor: true,
      specialColorPrices: { 3: 12000, 5: 12000 },
      // Stock lengths without price rows cost nothing extra; sorted whatever the editor's order.
      articleLengths: {
        WG: [
          { length: 54, price: 0 },
          { length: 56, price: 0 },
          { length: 58, price: 0 },
        ],
        GG: [{ length: 56, price: 0 }],
      },
      specialLengths: {
        WG: [
          { length: 45, price: 15000 },
          { length: 70, price: 15000 },
        ],
      },
      useSizeLabels: false,
      // Each colour's base SKU's delivery time: the date picker's earliest day.
      deliveryWeeks: { WG: 4, GG: 4 },
      // The spec's product fields, and the catalogue's filter attributes for the shop's filter panels (spec 2 §2).
      products: [
        {
          name: 'Herzstück',
          name2: 'Ring in Rot',
          type: 'ring',
          filterAlloy: ['white_gold'],
          imageMain: image,
          fullSlug: 'schmuck/herzstueck-ring',
          filterRingWidth: ['narrow'],
          filterRingDesign: ['romantic', 'classic'],
          filterRingDiamonds: [],
          filterRingEnamelColor: [],
          filterEarringsType: [],
          filterNecklaceGeneration: [],
          filterBraceletClasp: [],
          isLimited: false,
          hasEnamel: true,
          hasHeartSymbol: true,
          hasMultipleDiamonds: false,
        },
      ],
    })
    expect(groupIn(res.body, house.groups.careKit)).toMatchObject({
      metaType: 'service_item',
      metalColors: [],
      deliveryWeeks: 0,
      serviceItem: { articleNumber: '90-9001-00-1-SV', price: 1500, orderQuantity: 5, maxQuantity: 20, unitLabel: 'Stück' },
    })
    expect(groupIn(res.body, house.groups.powerBracelet)).toMatchObject({
      hasDefaultEngravingPowerBracelet: true,
      standardEngraving: 2,
      engravingPrices: { 2: 0 },
      basePrices: { GG: 89000 },
    })
    expect(groupIn(res.body, house.groups.ringOfTheYear)).toMatchObject({
      isRingOfTheYear: true,
      isLimited: true,
      metalColors: ['GW'],
      basePrices: { GW: 249000 },
      deliveryWeeks: { GW: 2 },
    })
  })

  it('deliveryWeeks follows each colour’s base SKU, also after an editor changes it (the cached list is refreshed)', async () => {
    const ring = () => list(eur, '?language=de').then((res) => groupIn(res.body, house.groups.ring))
    expect(await ring()).toMatchObject({ deliveryWeeks: { WG: 4, GG: 4 } })
    await payload.update({ collection: 'skus', id: house.skus.ringGG, data: { deliveryTimeWeeks: 9 }, overrideAccess: true })
    try {
      expect(await ring()).toMatchObject({ deliveryWeeks: { WG: 4, GG: 9 } })
    } finally {
      await payload.update({ collection: 'skus', id: house.skus.ringGG, data: { deliveryTimeWeeks: 4 }, overrideAccess: true })
    }
  })

  it('in another language: names and full slugs of that language', async () => {
    const res = await list(eur, '?language=en')
    expect(groupIn(res.body, house.groups.ring)).toMatchObject({
      name: 'Herzstück ring',
      products: [{ name: 'Herzstück', name2: 'Ring in Red', fullSlug: 'en/jewellery/herzstueck-ring-en' }],
    })
  })

  it('in CHF (rappen): the CHF prices; a group without a CHF price is left out and logged once', async () => {
    const warn = vi.spyOn(logger, 'warn')
    const res = await list(chf, '?language=de&currency=CHF')
    expect(res.status).toBe(200)
    expect(res.body.currency).toBe('CHF')
    expect(groupIn(res.body, house.groups.euroOnlyGroup)).toBeUndefined()
    expect(groupIn(res.body, house.groups.ring)).toMatchObject({
      basePrices: { WG: 139000, GG: 128000 },
      engravingPrices: { 1: 4800, 2: 7000 }, // type 3 has no CHF price: not offered in Switzerland
      specialColorPrices: { 3: 13000, 5: 13000 },
      specialLengths: {
        WG: [
          { length: 45, price: 16000 },
          { length: 70, price: 16000 },
        ],
      },
    })
    expect(groupIn(res.body, house.groups.ring)).not.toHaveProperty('engravingPrices.3')
    expect(groupIn(res.body, house.groups.careKit)).toMatchObject({ serviceItem: { price: 1600 } })
    await list(chf)
    const leftOut = warn.mock.calls.filter(([fields]) => (fields as { group?: string }).group === house.groups.euroOnlyGroup.uuid)
    expect(leftOut).toHaveLength(1)
    expect(leftOut[0][0]).toMatchObject({ currency: 'CHF' })
  })

  it('in JPY (minor unit 1): whole yen', async () => {
    const res = await list(jpy, '?language=ja&currency=JPY')
    expect(res.body.currency).toBe('JPY')
    expect(groupIn(res.body, house.groups.ring)).toMatchObject({
      basePrices: { WG: 210000, GG: 195000 },
      engravingPrices: { 1: 7000, 2: 10000 },
      specialColorPrices: { 3: 19000, 5: 19000 },
      specialLengths: {
        WG: [
          { length: 45, price: 24000 },
          { length: 70, price: 24000 },
        ],
      },
    })
    expect(groupIn(res.body, house.groups.careKit)).toMatchObject({ serviceItem: { price: 2400 } })
    expect(groupIn(res.body, house.groups.ringOfTheYear)).toMatchObject({ basePrices: { GW: 399000 } })
  })

  it('a currency other than the store’s → 400, not honoured; bad language or page → 400', async () => {
    expect(await list(chf, '?currency=EUR')).toMatchObject({ status: 400, body: { currency: ['The store orders in CHF; prices in EUR are not given.'] } })
    expect(await list(eur, '?currency=XYZ')).toMatchObject({ status: 400, body: { currency: [expect.any(String)] } })
    expect(await list(eur, '?language=fr')).toMatchObject({ status: 400, body: { language: ['"fr" is not a valid choice.'] } })
    expect(await list(eur, '?page=0')).toMatchObject({ status: 400, body: { page: ['Ensure this value is greater than or equal to 1.'] } })
    expect(await list(eur, '?page=x')).toMatchObject({ status: 400, body: { page: ['A valid integer is required.'] } })
    expect((await list({})).status).toBe(401)
  })

  it('GET /commerce/limitations/ → the free numbers per SKU prefix', async () => {
    const res = await call(limitations, 'GET', '/api/v1/commerce/limitations/', undefined, eur)
    expect(res).toMatchObject({ status: 200, body: { '10-1206': [3, 5, 7] } })
    expect(Object.keys(res.body)).toEqual(['10-1206'])
  })

  it('GET /commerce/skus/?filter[code_in]= → SKUs with their price in the store currency, in the order asked', async () => {
    const codes = ['10-1101-00-1-GG', '10-1101-0580-1-WG', '10-1101-0560-1-WG']
    const res = await call(skus, 'GET', `/api/v1/commerce/skus/?filter[code_in]=${codes.join(',')}`, undefined, chf)
    expect(res.status).toBe(200)
    expect(res.body.results).toEqual([
      { code: '10-1101-00-1-GG', active: true, weight_grams: 4.5, delivery_time_weeks: 4, price: { amount: 128000, currency: 'CHF' } },
      // Width 58 has a SKU of its own…
      { code: '10-1101-0580-1-WG', active: true, weight_grams: 4.8, delivery_time_weeks: 6, price: { amount: 141000, currency: 'CHF' } },
      // …width 56 is made from the base SKU.
      { code: '10-1101-0560-1-WG', active: true, weight_grams: 4.5, delivery_time_weeks: 4, price: { amount: 139000, currency: 'CHF' } },
    ])
    const euroOnly = await call(skus, 'GET', '/api/v1/commerce/skus/?filter%5Bcode_in%5D=20-2901-00-1-GG', undefined, jpy)
    expect(euroOnly.body.results).toEqual([{ code: '20-2901-00-1-GG', active: true, weight_grams: 4.5, delivery_time_weeks: 4, price: null }])
  })

  it('GET /commerce/skus/ with an unknown code → 404 and an error log line naming it', async () => {
    const error = vi.spyOn(logger, 'error')
    const res = await call(skus, 'GET', '/api/v1/commerce/skus/?filter[code_in]=10-1101-00-1-GG,99-9999-00-1-XX', undefined, eur)
    expect(res).toMatchObject({ status: 404, body: { detail: 'No SKU with the code "99-9999-00-1-XX".' } })
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ code: '99-9999-00-1-XX' }), 'commerce: sku not found')
    expect(await call(skus, 'GET', '/api/v1/commerce/skus/', undefined, eur)).toMatchObject({
      status: 400,
      body: { 'filter[code_in]': ['This field is required.'] },
    })
  })

  it('pages 100 groups at a time, counting only the groups sold in the currency', async () => {
    const sku = (await payload.find({ collection: 'skus', where: { code: { equals: '10-1101-00-1-GG' } }, overrideAccess: true })).docs[0]
    const yenOnly = await payload.create({
      collection: 'skus',
      data: { code: '11-9999-00-1-GG', weightGrams: 1, deliveryTimeWeeks: 0, prices: [{ priceList: house.lists.JPY, amount: 1000 }] },
      overrideAccess: true,
    })
    for (let i = 0; i < 130; i++) {
      const yen = i % 13 === 0 // 10 groups priced in yen only: left out of the EUR list
      await payload.create({
        collection: 'product-groups',
        data: {
          name: `Gruppe ${i}`,
          metaType: 'jewelry',
          productType: 'ring',
          skuPrefix: `11-${String(i).padStart(4, '0')}`,
          metalColors: ['GG'],
          baseSkus: [{ metalColor: 'GG', sku: yen ? yenOnly.id : sku.id }],
        } as never,
        overrideAccess: true,
        depth: 0,
      })
    }
    const pages = await Promise.all([1, 2, 3].map((page) => list(eur, `?page=${page}`)))
    expect(pages.map((p) => p.body.results.length)).toEqual([100, 25, 0])
    const uuids = pages.flatMap((p) => p.body.results.map((g: { uuid: string }) => g.uuid))
    expect(new Set(uuids).size).toBe(125)
  })
})

import { describe, expect, it } from 'vitest'
import type { ProductGroup as ProductGroupDoc, Sku } from '@/payload-types'
import { baseSkuCode } from '@/server/trade/findSkus'
import { listAmount, surchargeAmount } from '@/server/trade/priceAmounts'
import { toProductGroup, type GroupContext } from '@/server/trade/toProductGroup'

const EUR = 1
const CHF = 2
const sku = (id: number, code: string, prices: [number, number][], active = true, deliveryTimeWeeks = 3): Sku =>
  ({
    id,
    code,
    active,
    weightGrams: 5,
    deliveryTimeWeeks,
    prices: prices.map(([priceList, amount]) => ({ priceList, amount })),
    createdAt: '',
    updatedAt: '',
  }) as Sku
const context = (priceListId: number, skus: Sku[]): GroupContext => ({ priceListId, skus: new Map(skus.map((s) => [String(s.id), s])), products: new Map() })
const group = (extra: Partial<ProductGroupDoc> = {}): ProductGroupDoc =>
  ({
    id: 1,
    uuid: 'u-1',
    name: 'Ring',
    metaType: 'jewelry',
    productType: 'ring',
    skuPrefix: '10-1101',
    metalColors: ['WG', 'GG'],
    alloys: ['white_gold'],
    baseSkus: [
      { metalColor: 'WG', sku: 11 },
      { metalColor: 'GG', sku: 12 },
    ],
    createdAt: '',
    updatedAt: '',
    ...extra,
  }) as ProductGroupDoc

describe('prices per price list', () => {
  it('a SKU price is the row of the list; none is null, never 0', () => {
    expect(listAmount([{ priceList: EUR, amount: 129000 }], EUR)).toBe(129000)
    expect(listAmount([{ priceList: EUR, amount: 129000 }], CHF)).toBeNull()
    expect(listAmount([], EUR)).toBeNull()
    expect(listAmount([{ priceList: { id: EUR } as never, amount: 5 }], EUR)).toBe(5)
  })

  it('a surcharge without rows costs nothing anywhere; with rows but not this list it is not offered', () => {
    expect(surchargeAmount([], EUR)).toBe(0)
    expect(surchargeAmount(null, EUR)).toBe(0)
    expect(surchargeAmount([{ priceList: EUR, amount: 4500 }], CHF)).toBeNull()
  })
})

describe('toProductGroup', () => {
  it('offers only metal colours whose base SKU is active and priced in the list', () => {
    const ctx = context(EUR, [sku(11, '10-1101-00-1-WG', [[EUR, 129000]], false), sku(12, '10-1101-00-1-GG', [[EUR, 119000]])])
    const result = toProductGroup(group(), ctx)
    expect(result).toMatchObject({ group: { metalColors: ['GG'], baseSkus: { GG: '10-1101-00-1-GG' }, basePrices: { GG: 119000 }, uvp: {} } })
  })

  it('keeps the trade price (the base SKU in the list) apart from the RRP (the colour row in the list, issue 33)', () => {
    const doc = group({
      baseSkus: [
        { metalColor: 'WG', sku: 11, rrp: [{ priceList: EUR, amount: 268000 }] },
        // Yellow gold has an RRP in francs only: in euros it is sold without one.
        { metalColor: 'GG', sku: 12, rrp: [{ priceList: CHF, amount: 259000 }] },
      ],
    })
    const skus = [sku(11, '10-1101-00-1-WG', [[EUR, 134000]]), sku(12, '10-1101-00-1-GG', [[EUR, 119000]])]
    const result = toProductGroup(doc, context(EUR, skus))
    expect(result).toMatchObject({ group: { basePrices: { WG: 134000, GG: 119000 }, uvp: { WG: 268000 } } })
    expect('group' in result && 'GG' in result.group.uvp).toBe(false)
  })

  it('leaves out a group without any priced colour, and a service item without its priced SKU', () => {
    const ctx = context(CHF, [sku(11, '10-1101-00-1-WG', [[EUR, 1]]), sku(12, '10-1101-00-1-GG', [[EUR, 1]]), sku(13, '90-9001-00-1-SV', [[EUR, 1]])])
    expect(toProductGroup(group(), ctx)).toEqual({ leftOut: expect.any(String) })
    expect(toProductGroup(group({ metaType: 'service_item', serviceItem: { sku: 13, orderQuantity: 5, maxQuantity: 20 } }), ctx)).toEqual({
      leftOut: expect.any(String),
    })
  })

  it('lengths only for offered colours, sorted and each once; options without a price in the list drop out', () => {
    const ctx = context(EUR, [sku(11, '10-1101-00-1-WG', [[EUR, 100]]), sku(12, '10-1101-00-1-GG', [[CHF, 100]])])
    const result = toProductGroup(
      group({
        articleLengths: [
          { metalColor: 'WG', length: 58 },
          { metalColor: 'WG', length: 54 },
          { metalColor: 'WG', length: 54 },
          { metalColor: 'GG', length: 56 },
        ],
        specialLengths: [
          { metalColor: 'WG', length: 70, prices: [{ priceList: CHF, amount: 1 }] },
          { metalColor: 'WG', length: 45, prices: [{ priceList: EUR, amount: 15000 }] },
        ],
        engravingPrices: [
          { engravingType: '1', prices: [{ priceList: EUR, amount: 4500 }] },
          { engravingType: '3', prices: [{ priceList: CHF, amount: 9500 }] },
        ],
        specialColorPrices: [{ specialColor: '9', prices: [{ priceList: EUR, amount: 15000 }] }],
        standardEngraving: '2',
      }),
      ctx,
    )
    expect(result).toMatchObject({
      group: {
        metalColors: ['WG'],
        articleLengths: {
          WG: [
            { length: 54, price: 0 },
            { length: 58, price: 0 },
          ],
        },
        specialLengths: { WG: [{ length: 45, price: 15000 }] },
        engravingPrices: { 1: 4500 },
        specialColorPrices: { 9: 15000 },
        standardEngraving: 2,
      },
    })
    expect('group' in result && result.group.articleLengths).not.toHaveProperty('GG')
  })
})

describe('deliveryWeeks', () => {
  it('per offered metal colour from its base SKU; a service item’s from its SKU', () => {
    const skus = [
      sku(11, '10-1101-00-1-WG', [[EUR, 100]], true, 4),
      sku(12, '10-1101-00-1-GG', [[EUR, 100]], true, 7),
      sku(13, '90-9001-00-1-SV', [[EUR, 1]], true, 0),
    ]
    expect(toProductGroup(group(), context(EUR, skus))).toMatchObject({ group: { deliveryWeeks: { WG: 4, GG: 7 } } })
    // A colour left out (inactive base SKU) has no delivery time either.
    const gg = toProductGroup(group(), context(EUR, [sku(11, '10-1101-00-1-WG', [[EUR, 100]], false, 4), skus[1]]))
    expect('group' in gg && gg.group.deliveryWeeks).toEqual({ GG: 7 })
    const service = toProductGroup(group({ metaType: 'service_item', serviceItem: { sku: 13, orderQuantity: 5, maxQuantity: 20 } }), context(EUR, skus))
    expect(service).toMatchObject({ group: { metaType: 'service_item', deliveryWeeks: 0 } })
  })
})

describe('baseSkuCode', () => {
  it('a stock length falls back to the article without length; codes without a length or with suffixes do not', () => {
    expect(baseSkuCode('10-1101-0560-1-WG')).toBe('10-1101-00-1-WG')
    expect(baseSkuCode('30-3401-0425-1-GG')).toBe('30-3401-00-1-GG')
    expect(baseSkuCode('10-1101-00-1-WG')).toBeNull()
    expect(baseSkuCode('10-1101-0560-1-WG-C3')).toBeNull()
    expect(baseSkuCode('nonsense')).toBeNull()
  })
})

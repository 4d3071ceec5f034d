import { describe, expect, it } from 'vitest'
import { configuredArticleNumber } from '@/domain/trade/configuredArticleNumber'
import { engravingOption } from '@/domain/trade/engravingOption'
import { InvalidSelectionError } from '@/domain/trade/invalidSelectionError'
import { orderLineMetadata } from '@/domain/trade/orderLineMetadata'
import { parseArticleNumber } from '@/domain/trade/parseArticleNumber'
import { isArticleNumber } from '@/domain/articleNumber'
import { powerBracelet, ringGroup, select, serviceGroup, yearlyRing } from '../../../support/tradeFixtures'

describe('configuredArticleNumber', () => {
  const ring = ringGroup()

  it("writes an article length into the base SKU's length part", () => {
    expect(configuredArticleNumber(ring, select(ring))).toEqual({ skuCode: '10-1234-0560-1-WG', fullCode: '10-1234-0560-1-WG' })
    expect(configuredArticleNumber(ring, select(ring, { metalColor: 'GG', length: 54 })).skuCode).toBe('10-1234-0540-1-GG')
  })

  it('adds the special colour and special length as suffixes of the full code, not to the SKU', () => {
    expect(configuredArticleNumber(ring, select(ring, { specialColor: 3 }))).toEqual({
      skuCode: '10-1234-0560-1-WG',
      fullCode: '10-1234-0560-1-WG-C3',
    })
    expect(configuredArticleNumber(ring, select(ring, { length: 57.5, specialColor: 9 }))).toEqual({
      skuCode: '10-1234-00-1-WG',
      fullCode: '10-1234-00-1-WG-C9-L0575',
    })
  })

  it('replaces a length already in the base SKU by the chosen article length', () => {
    const bracelet = powerBracelet()
    expect(configuredArticleNumber(bracelet, select(bracelet, { length: 21 })).skuCode).toBe('30-0042-0210-2-GW')
    expect(configuredArticleNumber(bracelet, select(bracelet, { length: 18.5 }))).toEqual({
      skuCode: '30-0042-0180-2-GW',
      fullCode: '30-0042-0180-2-GW-L0185',
    })
  })

  it('keeps the base SKU as it is for a group without lengths', () => {
    const earrings = ringGroup({ productType: 'earrings', articleLengths: {}, specialLengths: {} })
    expect(configuredArticleNumber(earrings, select(earrings)).skuCode).toBe('10-1234-00-1-WG')
  })

  it('gives codes that parse back to the selection', () => {
    const { skuCode, fullCode } = configuredArticleNumber(ring, select(ring, { length: 57.5, specialColor: 3 }))
    expect(isArticleNumber(skuCode)).toBe(true)
    expect(parseArticleNumber(fullCode)).toMatchObject({ finish: 'WG', length: null, specialColor: 3, specialLength: 57.5 })
  })

  it("is a service item's article number", () => {
    const service = serviceGroup()
    expect(configuredArticleNumber(service, select(service))).toEqual({ skuCode: '99-9901-00-1-GG', fullCode: '99-9901-00-1-GG' })
  })

  it('refuses what priceLine refuses, and a colour without a base SKU', () => {
    expect(() => configuredArticleNumber(ring, select(ring, { length: 55 }))).toThrow(InvalidSelectionError)
    const noSku = ringGroup({ baseSkus: { WG: '10-1234-00-1-WG' } })
    expect(() => configuredArticleNumber(noSku, select(noSku, { metalColor: 'GG', length: 54 }))).toThrow(InvalidSelectionError)
  })
})

describe('engravingOption (spec 2 §3 "Cart line item: engraving option data")', () => {
  const ring = ringGroup()

  it('is null without an engraving', () => {
    expect(engravingOption(ring, select(ring))).toBeNull()
  })

  it('carries type, text with symbol tokens and price for a text engraving', () => {
    expect(engravingOption(ring, select(ring, { engraving: 2, engravingText: ' Anna {heart_filled} Ben ', engravingImage: 'media/1' }))).toEqual({
      type: 2,
      text: 'Anna {heart_filled} Ben',
      image: null,
      price: 5500,
    })
  })

  it('carries the image and no text for an image engraving', () => {
    expect(engravingOption(ring, select(ring, { engraving: 3, engravingText: 'stale', engravingImage: 'media/7' }))).toEqual({
      type: 3,
      text: null,
      image: 'media/7',
      price: 12000,
    })
  })
})

// Spec 2 §3 "Order line metadata: article_group_id, limit_nr, order_type, note, requested_delivery_date,
// end_customer_name, order_number, meta_type, final_length, special_color, article_metal_color,
// product_type, prices (base, special colour, final length amounts)".
describe('orderLineMetadata', () => {
  it('has every field of the spec for a jewellery line', () => {
    const ring = ringGroup()
    const metadata = orderLineMetadata(
      ring,
      select(ring, {
        length: 57.5,
        specialColor: 3,
        engraving: 1,
        engravingText: 'A',
        note: ' Bitte polieren ',
        requestedDeliveryDate: '2026-07-01',
        endCustomerName: ' Anna Muster ',
        orderNumber: ' PO-17 ',
      }),
    )
    expect(metadata).toEqual({
      article_group_id: 'group-ring',
      limit_nr: null,
      order_type: 'commission',
      note: 'Bitte polieren',
      requested_delivery_date: '2026-07-01',
      end_customer_name: 'Anna Muster',
      order_number: 'PO-17',
      meta_type: 'jewelry',
      final_length: 57.5,
      special_color: 3,
      article_metal_color: 'WG',
      alloy: 'white_gold',
      product_type: 'ring',
      prices: { base: 249000, special_color: 18000, final_length: 7500 },
    })
  })

  // Issue 30: the cart, the mails and the order name the chosen alloy, so the line carries it.
  it('carries the chosen alloy beside the metal colour', () => {
    const ring = ringGroup()
    expect(orderLineMetadata(ring, select(ring, { metalColor: 'GG', length: 54, alloy: 'yellow_gold' }))).toMatchObject({
      article_metal_color: 'GG',
      alloy: 'yellow_gold',
    })
    expect(orderLineMetadata(ring, select(ring, { metalColor: 'GG', length: 54, alloy: 'white_gold' })).alloy).toBe('white_gold')
  })

  it('carries the reserved limitation number of a ring of the year only', () => {
    const yearly = yearlyRing()
    expect(orderLineMetadata(yearly, select(yearly, { yearlyRingId: '17', endCustomerName: 'A' })).limit_nr).toBe('17')
    const ring = ringGroup()
    expect(orderLineMetadata(ring, select(ring, { yearlyRingId: '17' })).limit_nr).toBeNull()
  })

  it('drops the end customer of a stock (nocommission) order', () => {
    const ring = ringGroup()
    expect(orderLineMetadata(ring, select(ring, { orderType: 'nocommission', endCustomerName: 'Anna' }))).toMatchObject({
      order_type: 'nocommission',
      end_customer_name: '',
    })
  })

  it('prices a service item line by its unit price', () => {
    const service = serviceGroup()
    expect(orderLineMetadata(service, select(service, { note: 'n' }))).toMatchObject({
      meta_type: 'service_item',
      article_metal_color: null,
      alloy: null,
      final_length: null,
      special_color: null,
      prices: { base: 350, special_color: 0, final_length: 0 },
    })
  })

  it('refuses a selection the group does not allow', () => {
    const ring = ringGroup({ allowSpecialColor: false })
    expect(() => orderLineMetadata(ring, select(ring, { specialColor: 1 }))).toThrow(InvalidSelectionError)
  })
})

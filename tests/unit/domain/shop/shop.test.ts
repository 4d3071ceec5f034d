import { describe, expect, it } from 'vitest'
import { deliveryWeeksOf, isSoldOut, startingPrice, startingRrp } from '@/domain/shop/catalogue'
import { configure, initialConfigurator } from '@/domain/shop/configurator'
import { lineItemErrors } from '@/domain/shop/lineItemErrors'
import { assortmentOptions, categoryOptions, filterShopGroups, NO_SHOP_FILTERS, panelGroups, panelTypeFor } from '@/domain/shop/shopFilters'
import { toggleFilterItem } from '@/domain/productFilters'
import type { GroupProduct } from '@/domain/trade/productGroup'
import { powerBracelet, ringGroup, serviceGroup, yearlyRing } from '../../../support/tradeFixtures'

const product = (extra: Partial<GroupProduct> & Record<string, unknown>): GroupProduct =>
  ({ name: 'P', name2: null, type: 'ring', filterAlloy: [], imageMain: null, fullSlug: 'schmuck/p', ...extra }) as GroupProduct

describe('shop filters', () => {
  const modern = ringGroup({ uuid: 'modern', products: [product({ filterAlloy: ['white_gold'], filterRingDesign: ['modern'] })] })
  const classic = ringGroup({
    uuid: 'classic',
    isDefaultAssortment: false,
    products: [product({ filterAlloy: ['yellow_gold'], filterRingDesign: ['classic'] })],
  })
  const bracelet = powerBracelet()
  const groups = [modern, classic, bracelet, serviceGroup()]

  it('offers the categories present, all first, service items last; assortments only where they split the list', () => {
    expect(categoryOptions(groups)).toEqual(['all', 'ring', 'bracelet', 'service_item'])
    expect(assortmentOptions(groups)).toEqual(['all', 'default'])
    expect(assortmentOptions([modern])).toEqual(['all'])
    expect(assortmentOptions([modern, yearlyRing()])).toEqual(['all', 'limited'])
  })

  it('builds a panel from the spec’s values of the groups the data carries', () => {
    expect(panelGroups(groups, 'ring')).toEqual([
      { groupId: 'filterRingDesign', items: ['modern', 'romantic', 'classic', 'dynamic'] },
      { groupId: 'filterAlloy', items: ['white_gold', 'yellow_gold'] },
      { groupId: 'booleanFilters', items: ['isLimited'] },
    ])
    expect(panelGroups(groups, 'necklace')).toEqual([])
  })

  it('filters by category, assortment and panel; the panel only lets its own type through', () => {
    expect(filterShopGroups(groups, { ...NO_SHOP_FILTERS, category: 'ring' }).map((g) => g.uuid)).toEqual(['modern', 'classic'])
    expect(filterShopGroups(groups, { ...NO_SHOP_FILTERS, assortment: 'default' }).map((g) => g.uuid)).toEqual(['modern', 'group-power', 'group-service'])
    const panel = toggleFilterItem([], 'ring', 'filterRingDesign', 'classic', true)
    expect(filterShopGroups(groups, { ...NO_SHOP_FILTERS, category: 'ring', panel }).map((g) => g.uuid)).toEqual(['classic'])
    expect(filterShopGroups(groups, { ...NO_SHOP_FILTERS, panel }).map((g) => g.uuid)).toEqual(['classic'])
  })

  it('offers the only category’s panel without a dropdown', () => {
    expect(panelTypeFor(NO_SHOP_FILTERS, categoryOptions([modern, classic]))).toBe('ring')
    expect(panelTypeFor(NO_SHOP_FILTERS, categoryOptions(groups))).toBeNull()
  })
})

describe('line item errors (400)', () => {
  it('takes field keys nested under selection, snake_case ones and the rest as general messages', () => {
    expect(
      lineItemErrors({
        selection: { endCustomerName: ['form-general.required-field'], non_field_errors: ['10-1234-0560-1-WG is not available.'] },
        order_number: ['form-general.error.too-long'],
        article_group_id: ['Invalid pk'],
      }),
    ).toEqual({
      fields: { endCustomerName: 'form-general.required-field', orderNumber: 'form-general.error.too-long' },
      general: ['10-1234-0560-1-WG is not available.', 'Invalid pk'],
      quantityHint: null,
    })
  })

  it('reads the too-large-quantity hint with its numbers', () => {
    expect(lineItemErrors({ quantity: ['shop.hint.too-large-quantity'], hint: { key: 'shop.hint.too-large-quantity', quantity: 225, max: 200 } })).toEqual({
      fields: {},
      general: [],
      quantityHint: { quantity: 225, max: 200 },
    })
    expect(lineItemErrors('nonsense')).toEqual({ fields: {}, general: [], quantityHint: null })
  })
})

describe('catalogue helpers', () => {
  it('calls a ring of the year sold out only when its prefix has no free number', () => {
    expect(isSoldOut(yearlyRing(), { '10-2026': [] })).toBe(true)
    expect(isSoldOut(yearlyRing(), {})).toBe(true)
    expect(isSoldOut(yearlyRing(), { '10-2026': [3] })).toBe(false)
    expect(isSoldOut(yearlyRing(), null)).toBe(false)
    expect(isSoldOut(ringGroup(), {})).toBe(false)
  })

  it('counts the earliest delivery from the chosen colour’s weeks, a service item’s number, else 0', () => {
    const ring = ringGroup({ deliveryWeeks: { WG: 3, GG: 6 } })
    expect(deliveryWeeksOf(ring, 'WG')).toBe(3)
    expect(deliveryWeeksOf(ring, 'GG')).toBe(6)
    expect(deliveryWeeksOf(ring, 'GW')).toBe(0)
    expect(deliveryWeeksOf(ring, null)).toBe(0)
    expect(deliveryWeeksOf({ ...serviceGroup(), deliveryWeeks: 2 }, null)).toBe(2)
    // A value that is not whole weeks never moves the picker.
    expect(deliveryWeeksOf(ringGroup({ deliveryWeeks: { WG: 1.5 } }), 'WG')).toBe(0)
  })

  it('starts a card at the price of its initial selection', () => {
    expect(startingPrice(ringGroup())).toBe(249000)
    expect(startingPrice(serviceGroup())).toBe(350)
  })

  it('shows the lowest RRP of the colours beside the trade price; none without one, none for a service item (issue 33)', () => {
    expect(startingRrp(ringGroup())).toBe(478000)
    expect(startingRrp(ringGroup({ uvp: { WG: 498000 } }))).toBe(498000)
    // An RRP for a colour the group no longer offers is not shown.
    expect(startingRrp(ringGroup({ metalColors: ['WG'], uvp: { GG: 1 } }))).toBeNull()
    expect(startingRrp(serviceGroup())).toBeNull()
  })

  it('prefills a power bracelet’s text engraving with Liebe, and only an empty one', () => {
    const group = powerBracelet()
    let state = configure(group, initialConfigurator(group), { type: 'engraving', value: 2 })
    expect(state.selection.engravingText).toBe('Liebe')
    state = configure(group, state, { type: 'engravingText', value: 'Mia' })
    state = configure(group, state, { type: 'engraving', value: 1 })
    expect(state.selection.engravingText).toBe('Mia')
    const ring = ringGroup()
    expect(configure(ring, initialConfigurator(ring), { type: 'engraving', value: 2 }).selection.engravingText).toBe('')
  })
})

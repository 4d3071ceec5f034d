import { describe, expect, it } from 'vitest'
import { filterValues, productTypes } from '@/domain/productFilters'
import { alloys, isAlloy } from '@/domain/trade/alloys'
import { engravingSymbols, isEngravingSymbol } from '@/domain/trade/engravingSymbols'
import { engravingTypes, isEngravingType, isTextEngravingType } from '@/domain/trade/engravingTypes'
import { isMaterial, materials } from '@/domain/trade/materials'
import { metaTypes } from '@/domain/trade/metaTypes'
import { isOrderType, orderTypes } from '@/domain/trade/orderTypes'
import { sizeLabelFor, sizeLabels } from '@/domain/trade/sizeLabels'
import { isSpecialColor, specialColorNumbers, specialColors } from '@/domain/trade/specialColors'

// Spec 2 §3 "Enumerations".
describe('trade enumerations', () => {
  it('special colours: "1 crystal white, 2 truffle white, 3 forget-me-not blue, 4 ivy green, 5 hibiscus red, 6 onyx black, 7 stardust black, 8 clear coat, 9 light nude"', () => {
    expect(specialColors).toEqual({
      1: 'crystal_white',
      2: 'truffle_white',
      3: 'forget_me_not_blue',
      4: 'ivy_green',
      5: 'hibiscus_red',
      6: 'onyx_black',
      7: 'stardust_black',
      8: 'clear_coat',
      9: 'light_nude',
    })
    expect(specialColorNumbers).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    for (const n of specialColorNumbers) expect(isSpecialColor(n)).toBe(true)
    for (const v of [0, 10, 1.5, '1', null, -1]) expect(isSpecialColor(v)).toBe(false)
  })

  it('engraving types: "1 text block, 2 text cursive, 3 image"', () => {
    expect(engravingTypes).toEqual({ 1: 'text_block', 2: 'text_cursive', 3: 'image' })
    for (const t of [1, 2, 3]) expect(isEngravingType(t)).toBe(true)
    for (const t of [0, 4, '1', null, 1.5]) expect(isEngravingType(t)).toBe(false)
    expect([1, 2, 3].map(isTextEngravingType)).toEqual([true, true, false])
  })

  it('materials: "WG (white gold), GG (yellow gold), GW (yellow and white gold)"', () => {
    expect(materials).toEqual(['WG', 'GG', 'GW'])
    for (const m of materials) expect(isMaterial(m)).toBe(true)
    for (const m of ['wg', 'XX', '', null]) expect(isMaterial(m)).toBe(false)
  })

  it('alloys: "white_gold, yellow_gold", the same list as the catalogue filter (defined once)', () => {
    expect(alloys).toEqual(['white_gold', 'yellow_gold'])
    expect(alloys).toBe(filterValues.filterAlloy)
    expect(isAlloy('white_gold')).toBe(true)
    expect(isAlloy('rose_gold')).toBe(false)
  })

  it('order types: "commission, nocommission"', () => {
    expect(orderTypes).toEqual(['commission', 'nocommission'])
    expect(isOrderType('nocommission')).toBe(true)
    expect(isOrderType('no_commission')).toBe(false)
  })

  it('meta types: "jewelry or service_item"', () => {
    expect(metaTypes).toEqual(['jewelry', 'service_item'])
  })

  it('product types: "ring, necklace, earrings, bracelet, ronde, amulet" (the catalogue list)', () => {
    expect(productTypes).toEqual(['ring', 'necklace', 'earrings', 'bracelet', 'ronde', 'amulet'])
  })

  it('the 17 engraving symbols', () => {
    expect(engravingSymbols).toHaveLength(17)
    expect(new Set(engravingSymbols).size).toBe(17)
    expect(engravingSymbols).toEqual([
      'angel',
      'cloverleaf',
      'heart_border_slope',
      'heart_border',
      'heart_filled_slope',
      'heart_filled',
      'hearts_border_left',
      'hearts_filled_left',
      'infinity',
      'nutkey',
      'protect',
      'rings_1',
      'rings_2',
      'rose',
      'star_border',
      'star_filled',
      'wedding_wagon',
    ])
    expect(isEngravingSymbol('heart_filled')).toBe(true)
    expect(isEngravingSymbol('heart')).toBe(false)
  })

  it('shop filter values are the catalogue\'s (spec 2 §3 "Filter values"), not a second copy', () => {
    expect(filterValues.filterRingWidth).toEqual(['narrow', 'wide'])
    expect(filterValues.filterRingDiamonds).toEqual(['multiple', 'solitaire', 'none'])
    expect(filterValues.filterRingDesign).toEqual(['modern', 'romantic', 'classic', 'dynamic'])
    expect(filterValues.filterEarringsType).toEqual(['hoop_earrings', 'ear_studs'])
    expect(filterValues.filterNecklaceGeneration).toEqual(['classic', 'brilliance_of_the_sun', 'pure_delight', 'silken_delight'])
    expect(filterValues.filterRingEnamelColor).toEqual(['red', 'yellow', 'orange', 'rose', 'blue', 'green', 'white', 'black'])
  })
})

// Spec 2 §3: "Ring size labels: 15 S, 17 M, 19 L, 21 XL."
describe('sizeLabelFor', () => {
  it('labels 15 S, 17 M, 19 L, 21 XL when the group uses size labels', () => {
    expect(sizeLabels).toEqual({ 15: 'S', 17: 'M', 19: 'L', 21: 'XL' })
    expect([15, 17, 19, 21].map((l) => sizeLabelFor(l, true))).toEqual(['S', 'M', 'L', 'XL'])
  })

  it('shows no label without useSizeLabels, or for a length without one', () => {
    expect(sizeLabelFor(17, false)).toBeNull()
    expect(sizeLabelFor(16, true)).toBeNull()
    expect(sizeLabelFor(17.5, true)).toBeNull()
  })
})

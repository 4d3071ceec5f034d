import { describe, expect, it } from 'vitest'
import {
  activeFilterCount,
  filterGroupsByType,
  filterQueryString,
  hasActiveFilters,
  matchesFilters,
  parseFilterState,
  readFilterQuery,
  serializeFilterState,
  sortClaspValues,
  toggleFilterItem,
  type FilterSelection,
} from '@/domain/productFilters'

const params = (query: string) => new URLSearchParams(query)

// Spec 1 §3 "Product filter selection: groupId, productType, type (boolean or multi), activeItemIDs",
// kept in the page address (issue 6) so a filtered list can be shared and survives a reload.
describe('filter state ↔ URL', () => {
  it('reads the compact form into the spec selection objects, in panel order', () => {
    expect(parseFilterState(params('filterRingWidth=narrow&filterRingDesign=modern,classic&isLimited=1'), 'ring')).toEqual([
      { groupId: 'filterRingDesign', productType: 'ring', type: 'multi', activeItemIDs: ['modern', 'classic'] },
      { groupId: 'filterRingWidth', productType: 'ring', type: 'multi', activeItemIDs: ['narrow'] },
      { groupId: 'booleanFilters', productType: 'ring', type: 'boolean', activeItemIDs: ['isLimited'] },
    ])
  })

  it('writes the canonical compact form: groups and values in list order, booleans as =1', () => {
    const selections: FilterSelection[] = [
      { groupId: 'booleanFilters', productType: 'ring', type: 'boolean', activeItemIDs: ['hasEnamel', 'isLimited'] },
      { groupId: 'filterRingWidth', productType: 'ring', type: 'multi', activeItemIDs: ['wide'] },
      { groupId: 'filterRingDesign', productType: 'ring', type: 'multi', activeItemIDs: ['classic', 'modern'] },
    ]
    expect(serializeFilterState(selections)).toBe('filterRingDesign=modern,classic&filterRingWidth=wide&isLimited=1&hasEnamel=1')
    expect(serializeFilterState([])).toBe('')
  })

  it.each([
    [
      'ring',
      'filterRingDesign=modern,romantic&filterRingDiamonds=multiple,none&filterRingEnamelColor=red,black&filterRingWidth=narrow&filterAlloy=white_gold&isLimited=1&hasHeartSymbol=1&hasEnamel=1&hasMultipleDiamonds=1',
    ],
    ['bracelet', 'filterBraceletClasp=flexible_gold,heart_clasp&filterAlloy=yellow_gold&hasEnamel=1'],
    ['earrings', 'filterEarringsType=hoop_earrings,ear_studs'],
    ['necklace', 'filterNecklaceGeneration=classic,silken_delight&isLimited=1'],
  ] as const)('round-trips every %s group: serialize(parse(url)) is the url, parse(serialize(state)) the state', (type, query) => {
    const state = parseFilterState(params(query), type)
    expect(serializeFilterState(state)).toBe(query)
    expect(parseFilterState(params(serializeFilterState(state)), type)).toEqual(state)
    expect(state.every((s) => filterGroupsByType[type].includes(s.groupId))).toBe(true)
  })

  it('reads what a plain GET form sends (repeated keys, checkbox "on") as the same state', () => {
    const fromForm = parseFilterState(params('filterRingDesign=classic&filterRingDesign=modern&filterRingWidth=narrow&isLimited=1'), 'ring')
    expect(fromForm).toEqual(parseFilterState(params('filterRingDesign=modern,classic&filterRingWidth=narrow&isLimited=on'), 'ring'))
    expect(serializeFilterState(fromForm)).toBe('filterRingDesign=modern,classic&filterRingWidth=narrow&isLimited=1')
  })

  it('ignores unknown keys, unknown values, duplicates, false booleans and groups of other panels', () => {
    expect(parseFilterState(params('filterRingDesign=modern,baroque,modern&isLimited=0&hasEnamel=no&utm_source=x'), 'ring')).toEqual([
      { groupId: 'filterRingDesign', productType: 'ring', type: 'multi', activeItemIDs: ['modern'] },
    ])
    // A ring design in the address of a necklace list: the necklace panel has no such group.
    expect(parseFilterState(params('filterRingDesign=modern&filterAlloy=white_gold'), 'necklace')).toEqual([
      { groupId: 'filterAlloy', productType: 'necklace', type: 'multi', activeItemIDs: ['white_gold'] },
    ])
    expect(parseFilterState(params(''), 'ring')).toEqual([])
  })

  it('accepts bracelet clasps by their pattern only, flexible_gold first', () => {
    expect(parseFilterState(params('filterBraceletClasp=heart_clasp,flexible_gold,Heart,box_clasp,clasp'), 'bracelet')[0].activeItemIDs).toEqual([
      'flexible_gold',
      'box_clasp',
      'heart_clasp',
    ])
    expect(sortClaspValues(['heart_clasp', 'amulet_clasp', 'flexible_gold', 'heart_clasp'])).toEqual(['flexible_gold', 'amulet_clasp', 'heart_clasp'])
  })

  it('reads Next.js searchParams objects as well as URLSearchParams', () => {
    expect(parseFilterState({ filterRingDesign: ['classic', 'modern'], isLimited: '1', other: undefined }, 'ring')).toEqual(
      parseFilterState(params('filterRingDesign=modern,classic&isLimited=1'), 'ring'),
    )
  })

  it('knows whether a query holds any filter, type-agnostic (the proxy reads it before knowing the list)', () => {
    expect(hasActiveFilters(readFilterQuery(params('utm_source=x&filterRingDesign=nope')))).toBe(false)
    expect(hasActiveFilters(readFilterQuery(params('hasEnamel=1')))).toBe(true)
    expect(filterQueryString(readFilterQuery(params('isLimited=1&filterEarringsType=ear_studs&filterRingWidth=wide')))).toBe(
      'filterRingWidth=wide&filterEarringsType=ear_studs&isLimited=1',
    )
  })
})

describe('checkbox changes', () => {
  it('switches one item on and off; an emptied group disappears', () => {
    let state = toggleFilterItem([], 'ring', 'filterRingDesign', 'classic', true)
    state = toggleFilterItem(state, 'ring', 'filterRingWidth', 'narrow', true)
    state = toggleFilterItem(state, 'ring', 'filterRingDesign', 'modern', true)
    state = toggleFilterItem(state, 'ring', 'booleanFilters', 'hasEnamel', true)
    expect(serializeFilterState(state)).toBe('filterRingDesign=modern,classic&filterRingWidth=narrow&hasEnamel=1')
    expect(activeFilterCount(state)).toBe(4)
    state = toggleFilterItem(state, 'ring', 'filterRingWidth', 'narrow', false)
    expect(state.map((s) => s.groupId)).toEqual(['filterRingDesign', 'booleanFilters'])
    expect(state[1]).toEqual({ groupId: 'booleanFilters', productType: 'ring', type: 'boolean', activeItemIDs: ['hasEnamel'] })
  })
})

describe('which products match', () => {
  const ring = {
    filterRingDesign: ['modern', 'classic'],
    filterRingWidth: ['wide'],
    filterAlloy: ['white_gold', 'yellow_gold'],
    isLimited: true,
    hasEnamel: false,
  }
  const select = (query: string) => parseFilterState(params(query), 'ring')

  it('any checked value within a group, every group across groups', () => {
    expect(matchesFilters(ring, select('filterRingDesign=romantic,classic'))).toBe(true)
    expect(matchesFilters(ring, select('filterRingDesign=classic&filterRingWidth=narrow'))).toBe(false)
    expect(matchesFilters(ring, select('filterRingDesign=classic&filterRingWidth=wide&filterAlloy=yellow_gold'))).toBe(true)
    expect(matchesFilters(ring, select(''))).toBe(true)
  })

  it('every checked yes/no property must hold; a missing field never matches', () => {
    expect(matchesFilters(ring, select('isLimited=1'))).toBe(true)
    expect(matchesFilters(ring, select('isLimited=1&hasEnamel=1'))).toBe(false)
    expect(matchesFilters({}, select('filterRingDiamonds=none'))).toBe(false)
    expect(matchesFilters({ filterRingDiamonds: null }, select('hasHeartSymbol=1'))).toBe(false)
  })
})

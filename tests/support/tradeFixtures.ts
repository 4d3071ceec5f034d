import { initialSelection } from '@/domain/trade/initialSelection'
import type { JewelryGroup, ServiceItemGroup } from '@/domain/trade/productGroup'
import type { Selection } from '@/domain/trade/selection'

/** Groups for the trade tests, prices in minor units (EUR cents unless a test says otherwise). */
export function ringGroup(overrides: Partial<JewelryGroup> = {}): JewelryGroup {
  return {
    uuid: 'group-ring',
    name: 'Herzstück Ring',
    metaType: 'jewelry',
    productType: 'ring',
    metalColors: ['WG', 'GG'],
    alloys: ['white_gold', 'yellow_gold'],
    baseSkus: { WG: '10-1234-00-1-WG', GG: '10-1234-00-1-GG' },
    skuPrefix: '10-1234',
    basePrices: { WG: 249000, GG: 239000 },
    // The recommended retail price: twice the trade price, as the demo house keeps it.
    uvp: { WG: 498000, GG: 478000 },
    isLimited: false,
    isRingOfTheYear: false,
    isDefaultAssortment: true,
    allowEngraving: true,
    engravingPrices: { 1: 4500, 2: 5500, 3: 12000 },
    standardEngraving: 2,
    hasDefaultEngravingPowerBracelet: false,
    allowSpecialColor: true,
    specialColorPrices: { 1: 15000, 3: 18000, 9: 16000 },
    articleLengths: {
      WG: [48, 50, 52, 54, 56, 58, 60].map((length) => ({ length, price: 0 })),
      GG: [50, 54, 58, 62].map((length) => ({ length, price: 0 })),
    },
    specialLengths: {
      WG: [
        { length: 44, price: 9000 },
        { length: 57.5, price: 7500 },
        { length: 69, price: 11000 },
      ],
      GG: [{ length: 57.5, price: 7000 }],
    },
    useSizeLabels: false,
    deliveryWeeks: { WG: 0, GG: 0 },
    products: [{ name: 'Herzstück', name2: 'Weißgold', type: 'ring', filterAlloy: ['white_gold'], imageMain: null, fullSlug: 'schmuck/herzstueck-ring' }],
    ...overrides,
  }
}

export function powerBracelet(overrides: Partial<JewelryGroup> = {}): JewelryGroup {
  return ringGroup({
    uuid: 'group-power',
    name: 'Power Armband',
    productType: 'bracelet',
    metalColors: ['GW'],
    alloys: ['yellow_gold'],
    baseSkus: { GW: '30-0042-0180-2-GW' },
    skuPrefix: '30-0042',
    basePrices: { GW: 189000 },
    uvp: { GW: 378000 },
    hasDefaultEngravingPowerBracelet: true,
    standardEngraving: 1,
    engravingPrices: { 1: 0, 2: 3000 },
    allowSpecialColor: false,
    specialColorPrices: {},
    articleLengths: { GW: [15, 17, 19, 21].map((length) => ({ length, price: 0 })) },
    specialLengths: { GW: [{ length: 18.5, price: 2500 }] },
    useSizeLabels: true,
    ...overrides,
  })
}

export function yearlyRing(overrides: Partial<JewelryGroup> = {}): JewelryGroup {
  return ringGroup({ uuid: 'group-yearly', isRingOfTheYear: true, isLimited: true, skuPrefix: '10-2026', ...overrides })
}

export function serviceGroup(overrides: Partial<ServiceItemGroup['serviceItem']> = {}): ServiceItemGroup {
  return {
    ...ringGroup({
      uuid: 'group-service',
      productType: 'amulet',
      metalColors: [],
      alloys: [],
      baseSkus: {},
      basePrices: {},
      uvp: {},
      articleLengths: {},
      specialLengths: {},
    }),
    metaType: 'service_item',
    deliveryWeeks: 0,
    serviceItem: { articleNumber: '99-9901-00-1-GG', price: 350, orderQuantity: 25, maxQuantity: 200, unitLabel: 'Stück', ...overrides },
  }
}

/** A selection of a group, starting from what the card opens with. */
export function select(group: JewelryGroup | ServiceItemGroup, changes: Partial<Selection> = {}): Selection {
  return { ...initialSelection(group), ...changes }
}

/** mulberry32: a tiny seeded generator, so the property tests are random but repeatable. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

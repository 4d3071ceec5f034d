import type { Payload } from 'payload'
import { ORDERING_PERMISSIONS } from '@/domain/trade/orderPermission'
import type { PortalPermission } from '@/domain/portal/permissions'
import { signToken } from '@/server/auth/jwt'
import { signCommerceToken } from '@/server/trade/commerceToken'
import type { Currency } from '@/domain/trade/currencies'
import { SKIP_REVALIDATE } from '@/server/cache/revalidateHooks'

/**
 * A small trade house for the commerce API's integration tests: price lists, SKUs and product groups
 * with exact amounts (minor units) in EUR, CHF and JPY, stores in those currencies and users.
 */
export type TradeHouse = Awaited<ReturnType<typeof createTradeHouse>>

const strong = 'Goldfaden-1897'
// Outside a Next request there is no page cache to expire.
const context = { [SKIP_REVALIDATE]: true }

export async function createTradeHouse(payload: Payload) {
  const create = <T extends Parameters<Payload['create']>[0]['collection']>(collection: T, data: Record<string, unknown>) =>
    payload.create({ collection, data: data as never, overrideAccess: true, depth: 0, context })

  const lists = Object.fromEntries(
    await Promise.all((['EUR', 'CHF', 'JPY', 'USD'] as const).map(async (c) => [c, (await create('price-lists', { currency: c })).id] as const)),
  ) as Record<'EUR' | 'CHF' | 'JPY' | 'USD', number>
  /** [EUR, CHF, JPY] amounts in minor units; null leaves the currency out. */
  const prices = (eur: number | null, chf: number | null, jpy: number | null) =>
    [
      ['EUR', eur],
      ['CHF', chf],
      ['JPY', jpy],
    ].flatMap(([c, amount]) => (amount === null ? [] : [{ priceList: lists[c as 'EUR' | 'CHF' | 'JPY'], amount }]))
  const sku = async (code: string, price: ReturnType<typeof prices>, extra: Record<string, unknown> = {}) =>
    (await create('skus', { code, active: true, weightGrams: 4.5, deliveryTimeWeeks: 4, prices: price, ...extra })).id

  const media = await payload.create({ collection: 'media', data: { alt: 'Ring' }, filePath: 'seed/images/p-10-1101-main.webp', overrideAccess: true, context })
  const product = await payload.create({
    collection: 'products',
    data: {
      name: 'Herzstück',
      name2: 'Ring in Rot',
      slug: 'herzstueck-ring',
      mpn: '10-1101-00-1-WG',
      type: 'ring',
      filterAlloy: ['white_gold'],
      filterRingWidth: ['narrow'],
      filterRingDesign: ['romantic', 'classic'],
      hasHeartSymbol: true,
      hasEnamel: true,
      imageMain: media.id,
      _status: 'published',
    },
    overrideAccess: true,
    context,
  })
  await payload.update({
    collection: 'products',
    id: product.id,
    locale: 'en',
    data: { name: 'Herzstück', name2: 'Ring in Red', slug: 'herzstueck-ring-en', _status: 'published' },
    overrideAccess: true,
    context,
  })

  const ringWG = await sku('10-1101-00-1-WG', prices(129000, 139000, 210000))
  const ringGG = await sku('10-1101-00-1-GG', prices(119000, 128000, 195000))
  // Width 58 in white gold is listed as a SKU of its own (made to order: six weeks).
  await sku('10-1101-0580-1-WG', prices(131000, 141000, 213000), { deliveryTimeWeeks: 6, weightGrams: 4.8 })
  const yearly = await sku('10-1206-00-2-GW', prices(249000, 265000, 399000), { deliveryTimeWeeks: 2 })
  const bracelet = await sku('30-3401-00-1-GG', prices(89000, 95000, 145000))
  const care = await sku('90-9001-00-1-SV', prices(1500, 1600, 2400), { deliveryTimeWeeks: 0, weightGrams: 120 })
  const euroOnly = await sku('20-2901-00-1-GG', prices(99000, null, null))

  const ring = await create('product-groups', {
    name: 'Herzstück Ring',
    metaType: 'jewelry',
    productType: 'ring',
    skuPrefix: '10-1101',
    products: [product.id],
    metalColors: ['WG', 'GG'],
    alloys: ['white_gold', 'yellow_gold'],
    baseSkus: [
      { metalColor: 'WG', sku: ringWG },
      { metalColor: 'GG', sku: ringGG },
    ],
    allowEngraving: true,
    engravingPrices: [
      { engravingType: '1', prices: prices(4500, 4800, 7000) },
      { engravingType: '2', prices: prices(6500, 7000, 10000) },
      { engravingType: '3', prices: prices(9500, null, null) },
    ],
    allowSpecialColor: true,
    specialColorPrices: [
      { specialColor: '3', prices: prices(12000, 13000, 19000) },
      { specialColor: '5', prices: prices(12000, 13000, 19000) },
    ],
    articleLengths: [
      { metalColor: 'WG', length: 58 },
      { metalColor: 'WG', length: 54 },
      { metalColor: 'WG', length: 56 },
      { metalColor: 'GG', length: 56 },
    ],
    specialLengths: [
      { metalColor: 'WG', length: 45, prices: prices(15000, 16000, 24000) },
      { metalColor: 'WG', length: 70, prices: prices(15000, 16000, 24000) },
    ],
  })
  await payload.update({ collection: 'product-groups', id: ring.id, locale: 'en', data: { name: 'Herzstück ring' }, overrideAccess: true })
  const ringOfTheYear = await create('product-groups', {
    name: 'Feinlinie Ring des Jahres',
    metaType: 'jewelry',
    productType: 'ring',
    skuPrefix: '10-1206',
    metalColors: ['GW'],
    alloys: ['white_gold', 'yellow_gold'],
    baseSkus: [{ metalColor: 'GW', sku: yearly }],
    isLimited: true,
    isRingOfTheYear: true,
    articleLengths: [52, 54, 56, 58].map((length) => ({ metalColor: 'GW', length })),
  })
  const powerBracelet = await create('product-groups', {
    name: 'Goldfaden Power-Armband',
    metaType: 'jewelry',
    productType: 'bracelet',
    skuPrefix: '30-3401',
    metalColors: ['GG'],
    alloys: ['yellow_gold'],
    baseSkus: [{ metalColor: 'GG', sku: bracelet }],
    allowEngraving: true,
    standardEngraving: '2',
    hasDefaultEngravingPowerBracelet: true,
    engravingPrices: [{ engravingType: '2', prices: prices(0, 0, 0) }],
    articleLengths: [16, 17, 18].map((length) => ({ metalColor: 'GG', length })),
  })
  const careKit = await create('product-groups', {
    name: 'Pflegeset',
    metaType: 'service_item',
    productType: 'ring',
    skuPrefix: '90-9001',
    serviceItem: { sku: care, orderQuantity: 5, maxQuantity: 20, unitLabel: 'Stück' },
  })
  const euroOnlyGroup = await create('product-groups', {
    name: 'Seidenglanz Kette',
    metaType: 'jewelry',
    productType: 'necklace',
    skuPrefix: '20-2901',
    metalColors: ['GG'],
    baseSkus: [{ metalColor: 'GG', sku: euroOnly }],
  })
  for (const [number, status] of [
    [1, 'sold'],
    [2, 'sold'],
    [3, 'free'],
    [5, 'free'],
    [7, 'free'],
  ] as const) {
    await create('limitation-numbers', { skuPrefix: '10-1206', number, status })
  }

  const store = async (slug: string, currency: string, country: string) =>
    (
      await create('jewelers', {
        name: `Juwelier ${slug}`,
        slug,
        type: 'jeweler',
        address: `Hauptstraße ${slug.length}`,
        zip: country === 'CH' ? '8001' : '80331',
        city: slug,
        country,
        latitude: 48.1,
        longitude: 11.5,
        currency,
        _status: 'published',
      })
    ).id
  const stores = {
    munich: await store('muenchen', 'EUR', 'DE'),
    // An Austrian store: the house has no shipping method for AT here, so its cart has none.
    berlin: await store('berlin', 'EUR', 'AT'),
    zurich: await store('zuerich', 'CHF', 'CH'),
    tokyo: await store('tokyo', 'JPY', 'JP'),
    london: await store('london', 'GBP', 'GB'),
  }
  await payload.update({
    collection: 'jewelers',
    id: stores.zurich,
    data: { paymentTermsDe: '30 Tage netto, in CHF', paymentTermsEn: '30 days net, in CHF' },
    overrideAccess: true,
    context,
  })
  // VAT per market (issue 33): Germany and Switzerland at their rates, Japan zero rated; Great Britain has none.
  await payload.updateGlobal({
    slug: 'vat-rates',
    data: {
      markets: [
        { country: 'DE', percent: 19 },
        { country: 'AT', percent: 20 },
        { country: 'CH', percent: 8.1 },
        { country: 'JP', percent: 0 },
      ],
    },
    overrideAccess: true,
    depth: 0,
    context,
  })
  const shipping = async (name: string, countries: string[], currency: string, position: number, tiers: { upToGrams: number | null; amount: number }[]) =>
    (await create('shipping-methods', { name, countries, currency, position, active: true, tiers })).id
  const shippingMethods = {
    // Tiers deliberately out of order: the cheapest limit that holds the weight applies.
    parcel: await shipping('Paket versichert', ['DE', 'NL'], 'EUR', 1, [
      { upToGrams: null, amount: 5000 },
      { upToGrams: 10, amount: 1000 },
      { upToGrams: 100, amount: 2500 },
    ]),
    courier: await shipping('Werttransport', ['DE'], 'EUR', 2, [{ upToGrams: null, amount: 9000 }]),
    inactive: (
      await create('shipping-methods', { name: 'Alt', countries: ['DE'], currency: 'EUR', position: 0, active: false, tiers: [{ upToGrams: null, amount: 1 }] })
    ).id,
    swiss: await shipping('Post CH', ['CH'], 'CHF', 1, [
      { upToGrams: 100, amount: 2000 },
      { upToGrams: null, amount: 4000 },
    ]),
    japan: await shipping('Japan Express', ['JP'], 'JPY', 1, [{ upToGrams: null, amount: 3000 }]),
  }
  const user = async (email: string, role: string, portal_locations: number[]) => {
    const created = await payload.create({
      collection: 'users',
      data: { email, password: strong, isActive: true, role, language: 'DE', portal_locations } as never,
      overrideAccess: true,
      depth: 0,
    })
    await grantOrdering(payload, created.id, portal_locations)
    return created
  }
  const users = {
    jeweller: await user('jeweller@example.com', 'jeweller', [stores.munich]),
    manager: await user('manager@example.com', 'staff_manager', [stores.berlin, stores.zurich, stores.london]),
    tokyo: await user('tokyo@example.com', 'jeweller', [stores.tokyo]),
    customer: await user('customer@example.com', 'customer', [stores.munich]),
  }
  return {
    lists,
    stores,
    users,
    shippingMethods,
    skus: { ringWG, ringGG, yearly, care },
    groups: { ring, ringOfTheYear, powerBracelet, careKit, euroOnlyGroup },
    product,
    media,
  }
}

type TokenUser = { id: number | string; email: string; tokenVersion?: number | null }

/** The account's access token, as POST /jwt/create/ issues it. */
export async function accountToken(payload: Payload, user: TokenUser): Promise<string> {
  return signToken('access', user, payload.secret)
}

/** A commerce token as the authenticate call issues it (optionally issued long ago, so expired). */
export async function commerceToken(payload: Payload, user: TokenUser, storeId: number | string, currency: Currency, now?: number): Promise<string> {
  return (await signCommerceToken({ user, storeId, currency }, payload.secret, now)).token
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/**
 * Lets a user order for stores (src/domain/trade/orderPermission.ts), as a manager grants it in the
 * portal: by default every ordering right (jewellery, service items, billing and delivery address).
 */
export async function grantOrdering(
  payload: Payload,
  user: number,
  stores: readonly number[],
  permissions: readonly PortalPermission[] = ORDERING_PERMISSIONS,
) {
  for (const location of stores) {
    await payload.create({ collection: 'location-users', data: { user, location, permissions: [...permissions] }, overrideAccess: true, depth: 0 })
  }
}

/** Sets a user's permissions at a store (replacing the grant), as a manager toggles them in the portal. */
export async function setPermissions(payload: Payload, user: number, store: number, permissions: readonly PortalPermission[]) {
  const { docs } = await payload.find({
    collection: 'location-users',
    where: { and: [{ user: { equals: user } }, { location: { equals: store } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (docs[0]) await payload.update({ collection: 'location-users', id: docs[0].id, data: { permissions: [...permissions] }, overrideAccess: true, depth: 0 })
  else await payload.create({ collection: 'location-users', data: { user, location: store, permissions: [...permissions] }, overrideAccess: true, depth: 0 })
}

/** The order-mail tests' house: the trade house, its Munich jeweller's EUR commerce headers, and the house's address for order notices. */
export async function orderMailHouse(payload: Payload) {
  process.env.ORDERS_NOTIFY_TO = 'orders@aurelle.example'
  const house = await createTradeHouse(payload)
  return { house, eur: bearer(await commerceToken(payload, house.users.jeweller, house.stores.munich, 'EUR')) }
}

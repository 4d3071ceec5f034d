import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { CommerceSessionProvider } from '@/components/shop/CommerceSession'
import { ShopCartProvider } from '@/components/shop/ShopCart'
import type { Currency } from '@/domain/trade/currencies'
import { metaTypes, type MetaType } from '@/domain/trade/metaTypes'
import type { JewelryGroup, ProductGroup } from '@/domain/trade/productGroup'
import { powerBracelet, ringGroup, serviceGroup, yearlyRing } from './tradeFixtures'

export { powerBracelet, ringGroup, serviceGroup, yearlyRing }

export type SessionSpies = { expire: () => void; changeStore: () => void }

const noop = () => {}

/** The shop's providers as the guard gives them: a store session (stable callbacks, as ShopGate's) and the cart tally. */
export function ShopProviders({
  currency = 'EUR',
  cart,
  spies,
  orderable = metaTypes,
  children,
}: {
  currency?: Currency
  cart?: Record<string, number>
  /** The kinds of line the user may order at the store (issue 33); both by default. */
  orderable?: readonly MetaType[]
  spies?: SessionSpies
  children: ReactNode
}) {
  const value = {
    storeId: '7',
    storeName: 'Aurelle Boutique Zürich',
    currency,
    orderable,
    canChangeStore: false,
    changeStore: spies?.changeStore ?? noop,
    backFromChooser: false,
    expire: spies?.expire ?? noop,
  }
  return (
    <CommerceSessionProvider value={value}>
      <ShopCartProvider initial={cart}>{children}</ShopCartProvider>
    </CommerceSessionProvider>
  )
}

/** The same ring with every price in yen (minor unit 1): 2,490 € is about 398,000 ¥. */
export function ringInYen(overrides: Partial<JewelryGroup> = {}): JewelryGroup {
  return ringGroup({
    basePrices: { WG: 398000, GG: 382000 },
    uvp: { WG: 796000, GG: 764000 },
    engravingPrices: { 1: 7200, 2: 8800, 3: 19200 },
    specialColorPrices: { 1: 24000, 3: 28800, 9: 25600 },
    specialLengths: {
      WG: [
        { length: 44, price: 14400 },
        { length: 57.5, price: 12000 },
        { length: 69, price: 17600 },
      ],
      GG: [{ length: 57.5, price: 11200 }],
    },
    ...overrides,
  })
}

type Answer = { status: number; body?: unknown }
export type CommerceCall = { url: string; method: string; body: unknown }

/**
 * The commerce API as the shop calls it: products (paged), limitations, line items (answers queued)
 * and authenticate. Records every call.
 */
export function fakeCommerceApi({
  groups = [] as ProductGroup[],
  currency = 'EUR' as Currency,
  limitations = {} as Record<string, number[]>,
  lineItems = [] as Answer[],
  authenticate = [] as Answer[],
  engravingImages = [] as Answer[],
  products,
  order,
}: {
  groups?: ProductGroup[]
  currency?: Currency
  limitations?: Record<string, number[]>
  lineItems?: Answer[]
  authenticate?: Answer[]
  engravingImages?: Answer[]
  products?: Answer
  /** The current order's lines (GET orders/current/): what the cart holds before the page added anything. */
  order?: { line_items: { quantity: number; metadata: { article_group_id: string } }[] }
} = {}) {
  const calls: CommerceCall[] = []
  const fetch = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost')
    const method = init?.method ?? 'GET'
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null
    calls.push({ url: url.pathname + url.search, method, body })
    if (url.pathname === '/api/v1/commerce/products/') {
      if (products) return Response.json(products.body ?? {}, { status: products.status })
      const page = Number(url.searchParams.get('page') ?? 1)
      return Response.json({ results: groups.slice((page - 1) * 100, page * 100), currency, page, per_page: 100 })
    }
    if (url.pathname === '/api/v1/commerce/limitations/') return Response.json(limitations)
    if (url.pathname === '/api/v1/commerce/orders/current/' && order) return Response.json({ id: 1, status: 'cart', ...order })
    if (url.pathname === '/api/v1/commerce/line_items/') {
      const answer = lineItems.shift() ?? { status: 201, body: { id: calls.length, quantity: body?.quantity ?? 1 } }
      return Response.json(answer.body ?? {}, { status: answer.status })
    }
    if (url.pathname === '/api/v1/commerce/engraving-images/') {
      const answer = engravingImages.shift() ?? { status: 201, body: { id: calls.length } }
      return Response.json(answer.body ?? {}, { status: answer.status })
    }
    const auth = /^\/api\/v1\/locations\/(\w+)\/commerce\/authenticate\/$/.exec(url.pathname)
    if (auth) {
      const answer = authenticate.shift() ?? {
        status: 200,
        body: { token: 'x', expires_at: '2026-12-24T00:00:00Z', location: { id: Number(auth[1]), name: `Store ${auth[1]}` }, currency },
      }
      return Response.json(answer.body ?? {}, { status: answer.status })
    }
    return new Response('not found', { status: 404 })
  })
  vi.stubGlobal('fetch', fetch)
  return { calls, fetch, lineItemCalls: () => calls.filter((c) => c.url === '/api/v1/commerce/line_items/') }
}

/** The text of the order form's current price (the live region). */
export function shownPrice(container: ParentNode = document): string {
  const price = container.querySelector('[data-price]')
  return (price?.textContent ?? '').replace(/\s+/g, ' ').trim()
}

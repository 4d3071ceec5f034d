import type { ReactElement } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { OrderDetail } from '@/components/orders/OrderDetail'
import { RefreshWithSession } from '@/components/orders/RefreshWithSession'
import { TradePage } from '@/components/trade/TradePage'
import { placedOrder } from '../../../support/placedOrder'

// Issue 33: `/{locale}/orders/{id}/`, rendered on the server for the store whose commerce session the
// page has, with the orders list's guard; another store's order or an unknown id is the 404 page.
const server = vi.hoisted(() => ({
  session: null as null | { storeId: number | string; currency: string; userId: number | string },
  user: null as null | Record<string, unknown>,
  ordering: new Set<string>(),
  found: null as null | { order: unknown; timeline: unknown[] },
  asked: [] as unknown[],
}))
vi.mock('@/server/trade/commerceSession', () => ({ commerceSession: vi.fn(async () => server.session) }))
vi.mock('@/server/auth/currentUser', () => ({ currentUser: vi.fn(async () => server.user) }))
vi.mock('@/server/trade/orderingStores', () => ({
  orderRightsOf: vi.fn(async () => ({ orderable: new Map([...server.ordering].map((id) => [id, ['jewelry', 'service_item']])), shippable: [] })),
}))
vi.mock('@/server/payload/client', () => ({ payloadClient: vi.fn(async () => ({})) }))
vi.mock('@/server/trade/storeOrderPage', () => ({
  storeOrderPage: vi.fn(async (_payload: unknown, args: unknown) => {
    server.asked.push(args)
    return server.found
  }),
}))
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`)
  },
  notFound: () => {
    throw new Error('not found')
  },
}))
vi.mock('next-intl/server', () => ({
  setRequestLocale: () => {},
  getTranslations: async () =>
    Object.assign((key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key), { has: () => true }),
  getMessages: async () => ({}),
}))
vi.mock('@/components/layout/PageShell', () => ({ PageShell: ({ children }: { children: unknown }) => children }))

const jeweller = { id: 5, role: 'jeweller', portal_locations: [{ id: 11, name: 'Juwelier Hartmann München' }] }
const order = placedOrder({ id: 9 })

type Element = ReactElement<{ children: ReactElement<Record<string, unknown>>; heading: string; path: (l: string) => string }>
async function visit(id: string, locale = 'de') {
  const page = (await import('@/app/(site)/[locale]/orders/[id]/page')).default
  return (await page({ params: Promise.resolve({ locale, id }) })) as Element
}

beforeEach(() => {
  server.session = null
  server.user = null
  server.ordering = new Set(['11'])
  server.found = null
  server.asked = []
})

describe('/{locale}/orders/{id}/', () => {
  it('sends a visitor who is not signed in to the login page, which comes back to the order', async () => {
    const element = await visit('9')
    expect(server.asked).toEqual([])
    // The guard runs in <TradePage>, as on the orders list.
    await expect((element.type as (p: unknown) => Promise<unknown>)(element.props)).rejects.toThrow('redirect /de/account/login/?next=%2Fde%2Forders%2F9%2F')
  })

  it("renders the order of the session's store on the server", async () => {
    server.user = jeweller
    server.session = { storeId: 11, currency: 'EUR', userId: 5 }
    server.found = { order, timeline: [] }
    const element = await visit('9', 'en')
    expect(server.asked).toEqual([{ storeId: '11', id: '9', locale: 'en' }])
    expect(element.type).toBe(TradePage)
    expect(element.props.heading).toBe('heading {"number":"2026-000009"}')
    expect(element.props.path('ja')).toBe('/ja/orders/9/')
    expect(element.props.children.type).toBe(OrderDetail)
    expect(element.props.children.props).toEqual({ order, timeline: [], ordersHref: '/en/orders/' })
  })

  it("is the 404 page for another store's order or an unknown id, as the commerce API answers", async () => {
    server.user = jeweller
    server.session = { storeId: 11, currency: 'EUR', userId: 5 }
    await expect(visit('10')).rejects.toThrow('not found')
    expect(server.asked).toEqual([{ storeId: '11', id: '10', locale: 'de' }])
    // Not an id at all: not even asked.
    await expect(visit('abc')).rejects.toThrow('not found')
    expect(server.asked).toHaveLength(1)
  })

  it("does not read the order with another account's session", async () => {
    server.user = jeweller
    server.session = { storeId: 12, currency: 'CHF', userId: 6 }
    const element = await visit('9')
    expect(server.asked).toEqual([])
    expect(element.props.children.type).toBe(RefreshWithSession)
  })

  it('without a commerce session yet, lets the guard start one in the browser and renders again', async () => {
    server.user = jeweller
    const element = await visit('9')
    expect(server.asked).toEqual([])
    expect(element.props.heading).toBe('title')
    expect(element.props.children.type).toBe(RefreshWithSession)
  })

  it('is private: dynamic, not indexed, titled with the order number', async () => {
    const mod = await import('@/app/(site)/[locale]/orders/[id]/page')
    expect(mod.dynamic).toBe('force-dynamic')
    server.user = jeweller
    server.session = { storeId: 11, currency: 'EUR', userId: 5 }
    server.found = { order, timeline: [] }
    expect(await mod.generateMetadata({ params: Promise.resolve({ locale: 'de', id: '9' }) })).toEqual({
      title: 'heading {"number":"2026-000009"}',
      robots: { index: false, follow: false },
    })
  })
})

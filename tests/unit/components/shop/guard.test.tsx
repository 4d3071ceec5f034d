// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useCommerceSession } from '@/components/shop/CommerceSession'
import { Shop } from '@/components/shop/Shop'
import { ShopGate } from '@/components/shop/ShopGate'
import { useShopCart } from '@/components/shop/ShopCart'
import { guardMode, shopGuard, type ShopLocation, type StoreSession } from '@/domain/shop/shopGuard'
import { renderWithIntl, type TestLocale } from '../../../support/intl'
import { fakeCommerceApi } from '../../../support/shop'

// The server side of the guard: the page as Next calls it, with the session lookups and redirect stubbed.
const server = vi.hoisted(() => ({
  session: null as null | { storeId: number | string; currency: string; userId: number | string },
  user: null as null | Record<string, unknown>,
  /** The stores the user may order for (billing right and an ordering right), with both kinds of line unless `kinds` says otherwise. */
  ordering: new Set<string>(),
  kinds: {} as Record<string, string[]>,
}))
vi.mock('@/server/trade/commerceSession', () => ({ commerceSession: vi.fn(async () => server.session) }))
vi.mock('@/server/auth/currentUser', () => ({ currentUser: vi.fn(async () => server.user) }))
vi.mock('@/server/trade/orderingStores', () => ({
  orderRightsOf: vi.fn(async () => ({
    orderable: new Map([...server.ordering].map((id) => [id, server.kinds[id] ?? ['jewelry', 'service_item']])),
    shippable: [],
  })),
}))
vi.mock('@/server/payload/client', () => ({ payloadClient: vi.fn(async () => ({})) }))
vi.mock('@/server/trade/tradeTermsPath', () => ({ tradeTermsPath: vi.fn(async () => '/de/haendlerbedingungen/') }))
vi.mock('@/server/trade/contactPagePath', () => ({ contactPagePath: vi.fn(async () => '/de/kontakt/') }))
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  usePathname: () => '/de/shop/',
  redirect: (to: string) => {
    throw new Error(`redirect ${to}`)
  },
}))
vi.mock('next-intl/server', () => ({
  setRequestLocale: () => {},
  getTranslations: async () => Object.assign((key: string) => key, { has: () => true }),
  getMessages: async () => ({}),
}))
vi.mock('@/components/layout/PageShell', () => ({ PageShell: ({ children }: { children: unknown }) => children }))

const zurich: ShopLocation = { id: '12', name: 'Aurelle Boutique Zürich' }
const munich: ShopLocation = { id: '11', name: 'Juwelier Hartmann München' }
const manager = {
  id: 5,
  role: 'staff_manager',
  portal_locations: [
    { id: 11, name: munich.name },
    { id: 12, name: zurich.name },
  ],
}

let assign: ReturnType<typeof vi.fn>
beforeEach(() => {
  server.session = null
  server.user = null
  server.ordering = new Set(['11', '12'])
  server.kinds = {}
  assign = vi.fn()
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...window.location, href: 'http://localhost/de/shop/', pathname: '/de/shop/', assign },
  })
})
afterEach(() => vi.unstubAllGlobals())

describe('shopGuard (decided on the server)', () => {
  it('shows the shop for a valid commerce session, naming the store', () => {
    expect(shopGuard({ session: { storeId: 12, currency: 'CHF', userId: 5 }, user: manager })).toEqual({
      kind: 'guarded',
      session: { storeId: '12', storeName: zurich.name, currency: 'CHF' },
      locations: [munich, zurich],
    })
  })

  it('offers the chooser for several stores, authenticates the only one, refuses a signed-in user without one and sends a visitor to login', () => {
    const several = shopGuard({ session: null, user: manager })
    expect(several).toEqual({ kind: 'guarded', session: null, locations: [munich, zurich] })
    expect(guardMode(null, [munich, zurich])).toBe('chooser')
    expect(guardMode(null, [munich])).toBe('authenticate')
    // Issue 30: not sent on silently; the page says why.
    expect(shopGuard({ session: null, user: { id: 9, role: 'customer', portal_locations: [{ id: 11, name: munich.name }] } })).toEqual({
      kind: 'refused',
      reason: 'customer',
    })
    expect(shopGuard({ session: null, user: { id: 9, role: 'jeweller', portal_locations: [] } })).toEqual({ kind: 'refused', reason: 'no-ordering-right' })
    expect(shopGuard({ session: null, user: null })).toEqual({ kind: 'redirect' })
  })

  it('ignores a commerce session of another account signed in since', () => {
    expect(shopGuard({ session: { storeId: 12, currency: 'CHF', userId: 99 }, user: manager })).toEqual({
      kind: 'guarded',
      session: null,
      locations: [munich, zurich],
    })
  })
})

describe('/{locale}/shop/', () => {
  // The page renders <TradePage>, a server component whose guard runs when it is called in turn.
  const visit = async (locale = 'de', route: 'shop' | 'cart' | 'orders' = 'shop') => {
    const pages = {
      shop: () => import('@/app/(site)/[locale]/shop/page'),
      cart: () => import('@/app/(site)/[locale]/cart/page'),
      orders: () => import('@/app/(site)/[locale]/orders/page'),
    }
    const page = (await pages[route]()).default
    const element = (await page({ params: Promise.resolve({ locale }) })) as { type: (props: unknown) => Promise<unknown>; props: unknown }
    return element.type(element.props)
  }

  it('redirects a visitor who is not signed in to the login page, which comes back here', async () => {
    await expect(visit('de')).rejects.toThrow('redirect /de/account/login/?next=%2Fde%2Fshop%2F')
    await expect(visit('en')).rejects.toThrow('redirect /en/account/login/?next=%2Fen%2Fshop%2F')
    await expect(visit('de', 'cart')).rejects.toThrow('redirect /de/account/login/?next=%2Fde%2Fcart%2F')
    await expect(visit('ja', 'orders')).rejects.toThrow('redirect /ja/account/login/?next=%2Fja%2Forders%2F')
  })

  // Issue 30: "A colleague without the ordering right, or a customer, opening /de/shop/ or /de/cart/
  // is sent silently to the profile: tell them why (translated), with a way on."
  const refusal = async (route: 'shop' | 'cart' = 'shop') => {
    // PageShell is stubbed: its child is the refusal, an async server component called in turn.
    const shell = (await visit('de', route)) as { props: { children: { type: (p: unknown) => Promise<ReactElement>; props: unknown } } }
    render(await shell.props.children.type(shell.props.children.props))
  }

  it('tells a customer on the shop and the cart that customer accounts cannot order, with profile and home', async () => {
    server.user = { id: 9, role: 'customer', portal_locations: [] }
    await refusal('shop')
    expect(screen.getByRole('heading', { level: 1, name: 'customer.title' })).toBeTruthy()
    expect(screen.getByText('customer.text')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'profile' }).getAttribute('href')).toBe('/de/account/profile/')
    expect(screen.getByRole('link', { name: 'contact' }).getAttribute('href')).toBe('/de/kontakt/')
    expect(screen.getByRole('link', { name: 'home' }).getAttribute('href')).toBe('/de/')
    document.body.innerHTML = ''
    await refusal('cart')
    expect(screen.getByRole('heading', { level: 1, name: 'customer.title' })).toBeTruthy()
  })

  it('tells a colleague who may order for none of their stores that the ordering right is missing', async () => {
    server.user = manager
    server.ordering = new Set()
    await refusal('shop')
    expect(screen.getByRole('heading', { level: 1, name: 'no-ordering-right.title' })).toBeTruthy()
    expect(screen.getByText('no-ordering-right.text')).toBeTruthy()
  })

  /** The element of a type in a rendered server tree (props.children followed down). */
  const findElement = (node: unknown, type: unknown): { props: Record<string, unknown> } | null => {
    if (!node || typeof node !== 'object') return null
    if (Array.isArray(node)) return node.map((n) => findElement(n, type)).find(Boolean) ?? null
    const element = node as { type?: unknown; props?: { children?: unknown } }
    if (element.type === type) return element as { props: Record<string, unknown> }
    return findElement(element.props?.children, type)
  }

  // Issue 33: "the chooser offers stores where the user holds orders:use_as_billing_location and an
  // ordering right"; each carries what the user may order there, so the shop offers only those forms.
  it('offers only the stores the user may order for, each with the kinds of line the user may order there', async () => {
    server.user = manager
    server.ordering = new Set(['12'])
    server.kinds = { '12': ['service_item'] }
    const gate = findElement(await visit(), ShopGate)
    expect(gate?.props.locations).toEqual([{ ...zurich, orderable: ['service_item'] }])
  })

  it('renders for a trade user and for a commerce session', async () => {
    server.user = manager
    await expect(visit()).resolves.toBeTruthy()
    server.session = { storeId: 12, currency: 'CHF', userId: 5 }
    await expect(visit()).resolves.toBeTruthy()
  })

  it('is private: dynamic and not indexed', async () => {
    const mod = await import('@/app/(site)/[locale]/shop/page')
    expect(mod.dynamic).toBe('force-dynamic')
    expect((await mod.generateMetadata({ params: Promise.resolve({ locale: 'de' }) })).robots).toEqual({ index: false, follow: false })
  })
})

function Guarded() {
  const session = useCommerceSession()
  return (
    <p>
      Shop of {session.storeName} in {session.currency}
    </p>
  )
}

function gate({ session = null, locations, locale = 'de' }: { session?: StoreSession | null; locations: ShopLocation[]; locale?: TestLocale }) {
  return renderWithIntl(
    <ShopGate session={session} locations={locations} shopHref="/de/shop/" loginHref="/de/account/login/?next=%2Fde%2Fshop%2F">
      <Guarded />
    </ShopGate>,
    { locale },
  )
}

describe('ShopGate (in the browser)', () => {
  it('shows the guarded content with a commerce session', () => {
    gate({ session: { storeId: '12', storeName: zurich.name, currency: 'CHF' }, locations: [munich, zurich] })
    expect(screen.getByText('Shop of Aurelle Boutique Zürich in CHF')).toBeTruthy()
  })

  it('gives the shop the kinds of line the user may order at the session’s store (issue 33)', () => {
    const Kinds = () => <p>May order: {useCommerceSession().orderable.join(', ')}</p>
    renderWithIntl(
      <ShopGate
        session={{ storeId: '12', storeName: zurich.name, currency: 'CHF' }}
        locations={[
          { ...munich, orderable: ['jewelry', 'service_item'] },
          { ...zurich, orderable: ['jewelry'] },
        ]}
        shopHref="/de/shop/"
        loginHref="/de/account/login/"
      >
        <Kinds />
      </ShopGate>,
    )
    expect(screen.getByText('May order: jewelry')).toBeTruthy()
  })

  it('asks a user with several stores for the billing address in German, then authenticates and shows the shop', async () => {
    const user = userEvent.setup()
    const api = fakeCommerceApi({
      authenticate: [{ status: 200, body: { token: 't', expires_at: '2026-12-24T00:00:00Z', location: { id: 12, name: zurich.name }, currency: 'CHF' } }],
    })
    gate({ locations: [munich, zurich] })
    expect(screen.getByRole('heading', { name: 'Rechnungsadresse wählen' })).toBeTruthy()
    const choice = screen.getByRole('group', { name: 'Für welche Rechnungsadresse möchten Sie bestellen?' })
    expect(choice.tagName).toBe('FIELDSET')
    await user.click(screen.getByRole('button', { name: 'Zum Shop' }))
    expect(screen.getByRole('alert').textContent).toBe('Dies ist ein Pflichtfeld.')
    expect(api.calls).toHaveLength(0)
    await user.click(screen.getByRole('radio', { name: zurich.name }))
    await user.click(screen.getByRole('button', { name: 'Zum Shop' }))
    expect(await screen.findByText('Shop of Aurelle Boutique Zürich in CHF')).toBeTruthy()
    expect(api.calls).toEqual([{ url: '/api/v1/locations/12/commerce/authenticate/', method: 'POST', body: null }])
    // Already on /shop: no navigation needed.
    expect(assign).not.toHaveBeenCalled()
  })

  /** The shop of the Zürich store, for a manager who may switch to Munich. */
  const shopOfZurich = () => {
    fakeCommerceApi({ groups: [] })
    renderWithIntl(
      <ShopGate
        session={{ storeId: '12', storeName: zurich.name, currency: 'CHF' }}
        locations={[munich, zurich]}
        shopHref="/de/shop/"
        loginHref="/de/account/login/"
      >
        <Shop waitlistBase={null} />
      </ShopGate>,
    )
  }

  it('moves the focus into the chooser after "Standort wechseln" (the current store’s radio), not to <body>', async () => {
    const user = userEvent.setup()
    shopOfZurich()
    const change = await screen.findByRole('button', { name: 'Standort wechseln' })
    change.focus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('heading', { name: 'Rechnungsadresse wählen' })).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: zurich.name }))
  })

  it('gives the focus back to "Standort wechseln" when the chooser is left with "Abbrechen"', async () => {
    const user = userEvent.setup()
    shopOfZurich()
    await user.click(await screen.findByRole('button', { name: 'Standort wechseln' }))
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }))
    const change = await screen.findByRole('button', { name: 'Standort wechseln' })
    expect(document.activeElement).toBe(change)
  })

  it('leaves the focus alone when the chooser is the first thing the page shows', () => {
    gate({ locations: [munich, zurich] })
    expect(screen.getByRole('heading', { name: 'Rechnungsadresse wählen' })).toBeTruthy()
    expect(document.activeElement).toBe(document.body)
  })

  it('translates the chooser in the other locales', () => {
    gate({ locations: [munich, zurich], locale: 'en' })
    expect(screen.getByRole('group', { name: 'Which billing address would you like to order for?' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Go to the shop' })).toBeTruthy()
  })

  it('says so when a store refuses (403) and keeps the chooser', async () => {
    const user = userEvent.setup()
    fakeCommerceApi({ authenticate: [{ status: 403, body: { detail: 'You do not have permission to perform this action.' } }] })
    gate({ locations: [munich, zurich] })
    await user.click(screen.getByRole('radio', { name: munich.name }))
    await user.click(screen.getByRole('button', { name: 'Zum Shop' }))
    expect(await screen.findByText(/kann der Shop nicht geöffnet werden/)).toBeTruthy()
  })

  it('authenticates a user with one store directly', async () => {
    const api = fakeCommerceApi({ currency: 'EUR' })
    gate({ locations: [munich] })
    expect(screen.getByText('Der Shop für Juwelier Hartmann München wird geöffnet …')).toBeTruthy()
    expect(await screen.findByText('Shop of Store 11 in EUR')).toBeTruthy()
    expect(api.calls.map((c) => c.url)).toEqual(['/api/v1/locations/11/commerce/authenticate/'])
  })

  it('keeps a user with one store on the trade page they opened (the cart), but the chooser goes to the shop (spec 2 §2)', async () => {
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...window.location, href: 'http://localhost/de/cart/', pathname: '/de/cart/', assign },
    })
    fakeCommerceApi({ currency: 'EUR' })
    gate({ locations: [munich] })
    expect(await screen.findByText('Shop of Store 11 in EUR')).toBeTruthy()
    expect(assign).not.toHaveBeenCalled()

    const user = userEvent.setup()
    fakeCommerceApi({
      authenticate: [{ status: 200, body: { token: 't', expires_at: '2026-12-24T00:00:00Z', location: { id: 12, name: zurich.name }, currency: 'CHF' } }],
    })
    gate({ locations: [munich, zurich] })
    await user.click(screen.getByRole('radio', { name: zurich.name }))
    await user.click(screen.getByRole('button', { name: 'Zum Shop' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/de/shop/'))
  })

  it('sends a signed-out account to the login page', async () => {
    fakeCommerceApi({ authenticate: [{ status: 401, body: { detail: 'Authentication credentials were not provided.' } }] })
    gate({ locations: [munich] })
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/de/account/login/?next=%2Fde%2Fshop%2F'))
    gate({ locations: [] })
    expect(assign).toHaveBeenCalledTimes(2)
  })
})

describe('guard hooks outside their provider', () => {
  it('throw', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Session = () => <p>{useCommerceSession().storeName}</p>
    const Cart = () => <p>{useShopCart().count}</p>
    expect(() => render(<Session />)).toThrow(/useCommerceSession\(\) is used outside <CommerceSessionProvider>/)
    expect(() => render(<Cart />)).toThrow(/useShopCart\(\) is used outside <ShopCartProvider>/)
    vi.mocked(console.error).mockRestore()
  })
})

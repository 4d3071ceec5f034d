// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { announceCartChange } from '@/components/cart/cartApi'
import { HeaderCart } from '@/components/cart/HeaderCart'
import { useCommerceSession } from '@/components/shop/CommerceSession'
import { ShopGate } from '@/components/shop/ShopGate'
import { COMMERCE_HINT_COOKIE } from '@/domain/shop/commerceHint'
import { renderWithIntl } from '../../../support/intl'

// The header's cart link on a jeweller's first trip to the shop: the header mounts before the guard
// authenticates for the store, so the commerce session (and its readable hint cookie) starts later.
let lineCount: number
const counts: string[] = []
const setHint = (on: boolean) => {
  document.cookie = on ? `${COMMERCE_HINT_COOKIE}=1; path=/` : `${COMMERCE_HINT_COOKIE}=; path=/; max-age=0`
}

beforeEach(() => {
  lineCount = 4
  counts.length = 0
  setHint(false)
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...window.location, href: 'http://localhost/de/shop/', pathname: '/de/shop/', assign: vi.fn() },
  })
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = String(input)
    if (url === '/api/v1/commerce/orders/current/count/') {
      counts.push(url)
      return Response.json({ line_count: lineCount })
    }
    if (/^\/api\/v1\/locations\/\d+\/commerce\/authenticate\/$/.test(url) && init.method === 'POST') {
      // What the server's Set-Cookie does: the HttpOnly token and the readable hint.
      setHint(true)
      return Response.json({ token: 't', expires_at: '2026-12-24T00:00:00Z', location: { id: 11, name: 'Juwelier Hartmann München' }, currency: 'EUR' })
    }
    return new Response('not found', { status: 404 })
  })
})
afterEach(() => {
  setHint(false)
  vi.unstubAllGlobals()
})

function Guarded() {
  const session = useCommerceSession()
  return <p>Shop of {session.storeName}</p>
}

describe('the header’s cart link', () => {
  it('appears as soon as the guard starts the commerce session on the page, without a reload', async () => {
    renderWithIntl(
      <>
        <HeaderCart href="/de/cart/" />
        <ShopGate session={null} locations={[{ id: '11', name: 'Juwelier Hartmann München' }]} shopHref="/de/shop/" loginHref="/de/account/login/">
          <Guarded />
        </ShopGate>
      </>,
    )
    expect(await screen.findByText('Shop of Juwelier Hartmann München')).toBeTruthy()
    const link = await screen.findByRole('link', { name: 'Warenkorb, 4 Positionen' })
    expect(link.getAttribute('href')).toBe('/de/cart/')
  })

  it('follows each announced change (an add in the shop) and hides again when the session is gone', async () => {
    renderWithIntl(<HeaderCart href="/de/cart/" />)
    // No hint yet: no count call, no link.
    expect(counts).toHaveLength(0)
    expect(screen.queryByRole('link')).toBeNull()
    setHint(true)
    act(() => announceCartChange())
    expect(await screen.findByRole('link', { name: 'Warenkorb, 4 Positionen' })).toBeTruthy()
    lineCount = 5
    act(() => announceCartChange())
    expect(await screen.findByRole('link', { name: 'Warenkorb, 5 Positionen' })).toBeTruthy()
    setHint(false)
    act(() => announceCartChange())
    await waitFor(() => expect(screen.queryByRole('link')).toBeNull())
  })
})

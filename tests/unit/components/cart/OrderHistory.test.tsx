// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import type { ReorderAnswer } from '@/contracts/addedLines'
import { OrderHistory } from '@/components/cart/OrderHistory'
import type { OrdersPage, PlacedOrderView } from '@/contracts/order'
import { orderLine, placedOrder } from '../../../support/placedOrder'
import { renderWithIntl } from '../../../support/intl'
import { ShopProviders } from '../../../support/shop'

const nbsp = '\u00a0'
// The order page's fixture (tests/support/placedOrder.ts): two lines, no VAT rate.
const order: PlacedOrderView = placedOrder({
  line_items: [orderLine(1, 'shipped', '2026-12-15'), orderLine(2, 'in_production', '2026-12-18')],
  line_count: 2,
  vat_rate: null,
  totals: { items: 258000, shipping: 1800, total: 259800, vat: null, gross: null, currency: 'EUR' },
  formatted: { items: `2.580,00${nbsp}€`, shipping: `18,00${nbsp}€`, total: `2.598,00${nbsp}€`, vat: null, gross: null },
})

const calls: string[] = []
let reorderAnswer: { status: number; body: ReorderAnswer | { detail: string } }
beforeEach(() => {
  const page: OrdersPage = { results: [order], count: 1, page: 1, per_page: 20 }
  calls.length = 0
  reorderAnswer = { status: 200, body: { added: [], refused: [] } }
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    calls.push(`${init.method ?? 'GET'} ${url}`)
    if (url.includes('/reorder/')) return new Response(JSON.stringify(reorderAnswer.body), { status: reorderAnswer.status })
    return new Response(JSON.stringify(page), { status: 200 })
  })
})
afterEach(() => vi.unstubAllGlobals())

// Issue 33: the store's orders show how far the house is, per order and per line, and what it shipped.
it("shows the order's and each line's status, and each delivery with its serial numbers and tracking", async () => {
  renderWithIntl(
    <ShopProviders spies={{ expire: () => {}, changeStore: () => {} }}>
      <OrderHistory shopHref="/de/shop/" cartHref="/de/cart/" />
    </ShopProviders>,
  )
  expect(await screen.findByText('In Fertigung')).toBeTruthy()
  expect(screen.getByText(/10-1101-0510-1-WG.*Versandt/)).toBeTruthy()
  expect(screen.getByText(/10-1101-0520-1-WG.*In Fertigung/)).toBeTruthy()
  expect(screen.getByText(/Versandt am 1\. Dezember 2026: Seriennummern AU-0001 · Ferrari Group, Sendungsnummer FG-123456/)).toBeTruthy()
})

const renderHistory = () =>
  renderWithIntl(
    <ShopProviders spies={{ expire: () => {}, changeStore: () => {} }}>
      <OrderHistory shopHref="/de/shop/" cartHref="/de/cart/" />
    </ShopProviders>,
  )

// Issue 33: each order has its own page, reached from the list by a link (a keyboard's Tab and Enter).
it("links each order to its page by the order's heading", async () => {
  renderHistory()
  const link = await screen.findByRole('link', { name: 'Bestellung 2026-000009' })
  expect(link.getAttribute('href')).toBe('/de/orders/9/')
  expect(link.closest('h2')).toBeTruthy()
})

// Issue 33: "order again" on a past order puts its lines in the cart, re-checked against today's
// catalogue and prices (what no longer exists is named, not silently dropped).
it('orders a past order again and says what went into the cart and what did not, with the reason; the focus stays on the button', async () => {
  reorderAnswer = {
    status: 200,
    body: {
      added: [{ line: 1, article_number: '10-1101-0510-1-WG', name: 'Herzstück Ring', quantity: 1, line_item_id: 40 }],
      refused: [{ line: 2, article_number: '10-1101-0520-1-WG', name: 'Seidenglanz Kette', quantity: 1, error_key: 'not-in-shop' }],
    },
  }
  renderHistory()
  const button = await screen.findByRole('button', { name: 'Erneut bestellen: Bestellung 2026-000009' })
  const changed = vi.fn()
  window.addEventListener('maison:cart-changed', changed)
  await userEvent.click(button)
  await waitFor(() => expect(calls).toContain('POST /api/v1/commerce/orders/9/reorder/?language=de'))
  const status = screen.getByRole('status')
  await waitFor(() => expect(status.textContent).toMatch(/^1 Position zu heutigen Preisen in den Warenkorb gelegt; 1 nicht:/))
  const refused = within(status).getByRole('list', { name: 'Nicht in den Warenkorb gelegt: Bestellung 2026-000009' })
  expect(within(refused).getByRole('listitem').textContent).toBe('Seidenglanz Kette (10-1101-0520-1-WG): Dieser Artikel wird im Shop nicht (mehr) angeboten.')
  expect(screen.getByRole('link', { name: 'Warenkorb ansehen' }).getAttribute('href')).toBe('/de/cart/')
  expect(document.activeElement).toBe(button)
  expect(changed).toHaveBeenCalled()
  window.removeEventListener('maison:cart-changed', changed)
})

it('says so when nothing could be ordered again, or the call failed, without a link to the cart', async () => {
  reorderAnswer = {
    status: 200,
    body: { added: [], refused: [{ line: 2, article_number: '10-1206-0540-2-GW', name: 'Ring des Jahres', quantity: 1, error_key: 'sold-out' }] },
  }
  renderHistory()
  await userEvent.click(await screen.findByRole('button', { name: /^Erneut bestellen/ }))
  await waitFor(() =>
    expect(screen.getByRole('status').textContent).toMatch(/^Keine Position zu heutigen Preisen in den Warenkorb gelegt; 1 nicht:.*Ausverkauft/),
  )
  expect(screen.queryByRole('link', { name: 'Warenkorb ansehen' })).toBeNull()
  reorderAnswer = { status: 500, body: { detail: 'boom' } }
  await userEvent.click(screen.getByRole('button', { name: /^Erneut bestellen/ }))
  await waitFor(() =>
    expect(screen.getByRole('status').textContent).toBe('Die Bestellung konnte nicht erneut in den Warenkorb gelegt werden. Bitte versuchen Sie es erneut.'),
  )
})

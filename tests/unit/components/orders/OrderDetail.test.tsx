// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OrderDetail } from '@/components/orders/OrderDetail'
import type { PlacedOrderView } from '@/contracts/order'
import { orderTimeline } from '@/domain/orders/orderTimeline'
import { renderWithIntl } from '../../../support/intl'
import { orderLine, placedOrder } from '../../../support/placedOrder'
import { ShopProviders } from '../../../support/shop'

const router = vi.hoisted(() => ({ refresh: vi.fn() }))
vi.mock('next/navigation', () => ({ useRouter: () => router }))

const expire = vi.fn()
function show(order: PlacedOrderView, locale: 'de' | 'en' = 'de') {
  const timeline = orderTimeline({ placedAt: order.placed_at, events: [] })
  return renderWithIntl(
    <ShopProviders spies={{ expire, changeStore: () => {} }}>
      <OrderDetail order={order} timeline={timeline} ordersHref={`/${locale}/orders/`} />
    </ShopProviders>,
    { locale },
  )
}
const section = (name: string) => screen.getByRole('region', { name })

beforeEach(() => {
  router.refresh.mockReset()
  expire.mockReset()
})
afterEach(() => vi.unstubAllGlobals())

// Issue 33: the order page shows "a timeline, per-line status, estimated delivery, tracking, and documents".
describe('OrderDetail', () => {
  it('shows number, placed, status and store, and each line with its article, options, quantity, status, day and serials', () => {
    show(placedOrder())
    const overview = section('Überblick')
    expect(within(overview).getByText('2026-000009')).toBeTruthy()
    expect(within(overview).getByText('In Fertigung')).toBeTruthy()
    expect(within(overview).getByText('Aurelle Boutique Zürich')).toBeTruthy()
    expect(
      within(overview)
        .getByText(/24\. November 2026/)
        .closest('time')
        ?.getAttribute('datetime'),
    ).toBe('2026-11-24T10:10:00Z')
    expect(screen.getByRole('link', { name: 'Alle Bestellungen' }).getAttribute('href')).toBe('/de/orders/')

    const lines = within(section('3 Positionen'))
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'OL')
    expect(lines).toHaveLength(3)
    const [first, second, third] = lines as [HTMLElement, HTMLElement, HTMLElement]
    expect(within(first).getByRole('heading', { level: 3 }).textContent).toBe('Pos. 1 Herzstück Ring')
    expect(first.textContent).toMatch(/Versandt/)
    expect(first.textContent).toMatch(/Artikelnummer10-1101-0510-1-WG/)
    expect(first.textContent).toMatch(/Menge1/)
    expect(first.textContent).toMatch(/Voraussichtliche Lieferung15\.12\.2026/)
    expect(first.textContent).toMatch(/SeriennummerAU-0001/)
    expect(within(first).getByRole('list', { name: 'Ausführung' }).textContent).toMatch(/Weißgold/)
    expect(second.textContent).toMatch(/In Fertigung.*Voraussichtliche Lieferung18\.12\.2026/)
    expect(second.textContent).not.toMatch(/Seriennummer/)
    expect(third.textContent).toMatch(/Storniert.*Voraussichtliche Lieferung–.*Grund der Stornierung: Kundin verzichtet/)
  })

  it('shows each delivery with carrier and tracking number, the timeline, totals net, VAT and gross, and the addresses', () => {
    show(placedOrder())
    const deliveries = section('Lieferungen')
    expect(within(deliveries).getByRole('heading', { level: 3 }).textContent).toBe('Lieferung 1 vom 1. Dezember 2026')
    expect(deliveries.textContent).toMatch(/VersanddienstFerrari Group/)
    expect(deliveries.textContent).toMatch(/SendungsnummerFG-123456/)
    expect(deliveries.textContent).toMatch(/Pos\. 1 \(10-1101-0510-1-WG\): Seriennummer AU-0001/)
    expect(within(section('Verlauf')).getByText('Bestellung aufgegeben')).toBeTruthy()
    const totals = section('Beträge')
    expect(totals.textContent).toMatch(/Summe netto2\.598,00\s€/)
    expect(totals.textContent).toMatch(/zzgl\. MwSt\. 19 % \(DE\)493,62\s€/)
    expect(totals.textContent).toMatch(/Gesamtsumme brutto3\.091,62\s€/)
    expect(section('Lieferadresse').textContent).toMatch(/Königstraße 1/)
    expect(within(section('Dokumente')).getAllByRole('link')).toHaveLength(2)
    // Nothing left to cancel: no cancel offered.
    expect(screen.queryByRole('button', { name: 'Positionen stornieren' })).toBeNull()
  })

  it('says when nothing has been shipped yet, in English too', () => {
    show(placedOrder({ status: 'placed', deliveries: [], line_items: [orderLine(1, 'placed', '2027-01-15')] }), 'en')
    expect(section('Deliveries').textContent).toMatch(/Aurelle has not shipped anything yet\./)
    expect(section('1 line')).toBeTruthy()
    expect(section('Overview').textContent).toMatch(/Placed/)
  })
})

// Issue 33: "A jeweller may cancel a line before it is confirmed."
describe('the jeweller’s cancel on the order page', () => {
  const open = placedOrder({
    status: 'placed',
    deliveries: [],
    line_items: [orderLine(1, 'confirmed', '2027-01-15'), orderLine(2, 'placed', '2027-01-18'), orderLine(3, 'placed', '2027-01-20')],
  })
  const answer = (status: number, body: unknown = {}) => {
    const calls: { url: string; method: string; body: unknown }[] = []
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : null })
      return new Response(JSON.stringify(body), { status })
    })
    return calls
  }

  it('asks in a dialog which of the lines still placed to cancel, and why, then renders the page again', async () => {
    const user = userEvent.setup()
    const calls = answer(200, open)
    show(open)
    await user.click(screen.getByRole('button', { name: 'Positionen stornieren' }))
    const dialog = screen.getByRole('dialog', { name: 'Positionen stornieren' })
    const choices = within(dialog).getByRole('group', { name: 'Welche Positionen möchten Sie stornieren?' })
    // Only the lines the house has not confirmed.
    expect(
      within(choices)
        .getAllByRole('checkbox')
        .map((c) => c.closest('div')?.textContent),
    ).toEqual(['Pos. 2: 1 × Herzstück Ring (10-1101-0520-1-WG)', 'Pos. 3: 1 × Herzstück Ring (10-1101-0530-1-WG)'])
    // Nothing chosen: said, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Ausgewählte Positionen stornieren' }))
    expect(within(dialog).getByRole('alert').textContent).toBe('Bitte wählen Sie mindestens eine Position.')
    expect(calls).toEqual([])
    await user.click(within(choices).getByRole('checkbox', { name: /Pos\. 3/ }))
    await user.type(within(dialog).getByRole('textbox', { name: 'Grund (freiwillig)' }), 'Kundin verzichtet')
    await user.click(within(dialog).getByRole('button', { name: 'Ausgewählte Positionen stornieren' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Die Position ist storniert.'))
    expect(calls).toEqual([{ url: '/api/v1/commerce/orders/9/cancel/', method: 'POST', body: { lines: [3], reason: 'Kundin verzichtet' } }])
    expect(router.refresh).toHaveBeenCalledTimes(1)
    expect(dialog.hasAttribute('open')).toBe(false)
  })

  it('keeps the order when the dialog is left without cancelling', async () => {
    const user = userEvent.setup()
    const calls = answer(200, open)
    show(open)
    await user.click(screen.getByRole('button', { name: 'Positionen stornieren' }))
    await user.click(screen.getByRole('button', { name: 'Nicht stornieren' }))
    expect(screen.getByRole('dialog', { hidden: true }).hasAttribute('open')).toBe(false)
    expect(calls).toEqual([])
  })

  it('says so when the house confirmed the line meanwhile (409), and shows the new state', async () => {
    const user = userEvent.setup()
    answer(409, { detail: 'The move "cancel" does not fit the state of line 2 (confirmed).', code: 'move-not-allowed', lines: [2] })
    show(placedOrder({ status: 'placed', deliveries: [], line_items: [orderLine(2, 'placed', '2027-01-18')] }))
    await user.click(screen.getByRole('button', { name: 'Positionen stornieren' }))
    // The only line is the one meant: already chosen.
    expect(screen.getByRole('checkbox', { name: /Pos\. 1/ })).toHaveProperty('checked', true)
    await user.click(screen.getByRole('button', { name: 'Ausgewählte Positionen stornieren' }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Aurelle hat die Position inzwischen bestätigt/))
    expect(router.refresh).toHaveBeenCalledTimes(1)
  })

  it('hands an ended commerce session back to the guard, and keeps the dialog on a failure', async () => {
    const user = userEvent.setup()
    answer(401)
    show(open)
    await user.click(screen.getByRole('button', { name: 'Positionen stornieren' }))
    await user.click(screen.getByRole('checkbox', { name: /Pos\. 2/ }))
    await user.click(screen.getByRole('button', { name: 'Ausgewählte Positionen stornieren' }))
    await waitFor(() => expect(expire).toHaveBeenCalledTimes(1))

    answer(500)
    await user.click(screen.getByRole('button', { name: 'Positionen stornieren' }))
    await user.click(screen.getByRole('checkbox', { name: /Pos\. 2/ }))
    await user.click(screen.getByRole('button', { name: 'Ausgewählte Positionen stornieren' }))
    const dialog = screen.getByRole('dialog')
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Die Stornierung ist fehlgeschlagen. Bitte versuchen Sie es erneut.')
    expect(router.refresh).not.toHaveBeenCalled()
  })
})

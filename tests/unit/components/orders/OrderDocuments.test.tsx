// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { OrderDocuments, orderDocumentHref } from '@/components/orders/OrderDocuments'
import type { OrderLineView, PlacedOrderView } from '@/contracts/order'
import { renderWithIntl } from '../../../support/intl'
import { orderLine, placedOrder } from '../../../support/placedOrder'

// Issue 33: documents "linked from the order page": `GET /api/v1/commerce/orders/{id}/documents/{kind}/`,
// the confirmation once the house confirmed a line, a delivery note per shipment, the invoice once
// nothing is left to ship (src/domain/orders/documentsAvailable.ts).
const shipment = (id: number, shipped_at: string, line: number) => ({
  id,
  carrier: null,
  tracking_number: null,
  shipped_at,
  lines: [{ id: line, serial_numbers: [`AU-${id}`] }],
})
const order = (statuses: OrderLineView['status'][], deliveries: PlacedOrderView['deliveries'] = []) =>
  placedOrder({ id: 42, line_items: statuses.map((s, i) => orderLine(i + 1, s, '2027-01-15')), deliveries })
const links = () =>
  within(screen.getByRole('region', { name: 'Dokumente' }))
    .queryAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')])

describe('OrderDocuments', () => {
  it('offers none while the house has not confirmed a line, and says when they come', () => {
    renderWithIntl(<OrderDocuments order={order(['placed', 'placed'])} />)
    expect(links()).toEqual([])
    expect(screen.getByText('Die Auftragsbestätigung steht bereit, sobald Aurelle Ihre Bestellung bestätigt hat.')).toBeTruthy()
  })

  it('links the confirmation once a line is confirmed', () => {
    renderWithIntl(<OrderDocuments order={order(['confirmed', 'placed'])} />)
    expect(links()).toEqual([['Auftragsbestätigung (PDF)', '/api/v1/commerce/orders/42/documents/confirmation/']])
  })

  it('links one delivery note per shipment while lines are still to ship, and no invoice', () => {
    const deliveries = [shipment(5, '2026-12-01T09:00:00Z', 1), shipment(6, '2026-12-03T09:00:00Z', 2)]
    renderWithIntl(<OrderDocuments order={order(['shipped', 'shipped', 'in_production'], deliveries)} />)
    expect(links()).toEqual([
      ['Auftragsbestätigung (PDF)', '/api/v1/commerce/orders/42/documents/confirmation/'],
      ['Lieferschein 1 vom 1. Dezember 2026 (PDF)', '/api/v1/commerce/orders/42/documents/delivery-note/?delivery=5'],
      ['Lieferschein 2 vom 3. Dezember 2026 (PDF)', '/api/v1/commerce/orders/42/documents/delivery-note/?delivery=6'],
    ])
  })

  it('links the invoice once every line still on order is shipped or delivered', () => {
    renderWithIntl(<OrderDocuments order={order(['delivered', 'shipped', 'cancelled'], [shipment(5, '2026-12-01T09:00:00Z', 1)])} />)
    expect(links().map(([, href]) => href)).toEqual([
      '/api/v1/commerce/orders/42/documents/confirmation/',
      '/api/v1/commerce/orders/42/documents/delivery-note/?delivery=5',
      '/api/v1/commerce/orders/42/documents/invoice/',
    ])
  })

  it('offers nothing for an order cancelled whole before it was confirmed', () => {
    renderWithIntl(<OrderDocuments order={order(['cancelled', 'cancelled'])} />)
    expect(links()).toEqual([])
  })

  it('speaks the page’s language', () => {
    renderWithIntl(<OrderDocuments order={order(['delivered'], [shipment(5, '2026-12-01T09:00:00Z', 1)])} />, { locale: 'en' })
    expect(
      within(screen.getByRole('region', { name: 'Documents' }))
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Order confirmation (PDF)', 'Delivery note 1 of December 1, 2026 (PDF)', 'Invoice (PDF)'])
  })

  it('builds the documents route’s address', () => {
    expect(orderDocumentHref(7, 'invoice')).toBe('/api/v1/commerce/orders/7/documents/invoice/')
    expect(orderDocumentHref(7, 'delivery-note', 3)).toBe('/api/v1/commerce/orders/7/documents/delivery-note/?delivery=3')
  })
})

// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, expect, it, vi } from 'vitest'
import { OrderHistory } from '@/components/cart/OrderHistory'
import type { OrderLineView, OrdersPage, PlacedOrderView } from '@/contracts/order'
import { renderWithIntl } from '../../../support/intl'
import { ShopProviders } from '../../../support/shop'

const nbsp = '\u00a0'
const line = (id: number, status: OrderLineView['status'], estimated: string): OrderLineView => ({
  id,
  sku_code: '10-1101-00-1-WG',
  full_code: `10-1101-05${id}0-1-WG`,
  quantity: 1,
  metadata: {
    article_group_id: 'g',
    limit_nr: null,
    order_type: 'nocommission',
    note: '',
    requested_delivery_date: null,
    end_customer_name: '',
    order_number: '',
    meta_type: 'jewelry',
    final_length: 54,
    special_color: null,
    article_metal_color: 'WG',
    product_type: 'ring',
    prices: { base: 129000, special_color: 0, final_length: 0 },
  },
  engraving: null,
  amounts: { unit: 129000, total: 129000, currency: 'EUR' },
  formatted: { unit: `1.290,00${nbsp}€`, total: `1.290,00${nbsp}€` },
  added_at: '2026-11-24T10:00:00Z',
  product: { name: 'Herzstück Ring', type: 'ring', meta_type: 'jewelry', image: null, unit_label: null },
  selection: {
    alloy: 'white_gold',
    length: 54,
    metalColor: 'WG',
    engraving: null,
    engravingText: '',
    engravingImage: null,
    specialColor: null,
    note: '',
    orderType: 'nocommission',
    yearlyRingId: null,
    endCustomerName: '',
    requestedDeliveryDate: null,
    orderNumber: '',
  },
  options: [],
  available: true,
  estimated_delivery: estimated,
  status,
  cancel_reason: null,
})
const address = { full_name: 'Juwelier Hartmann', line_1: 'Königstraße 1', line_2: '', zip_code: '70173', city: 'Stuttgart', country_code: 'DE' }
const order: PlacedOrderView = {
  id: 9,
  status: 'in_production',
  number: '2026-000009',
  currency: 'EUR',
  authorized: true,
  placed_at: '2026-11-24T10:10:00Z',
  payment_terms: { de: '30 Tage netto', en: '30 days net' },
  billing_address: address,
  shipping_address: address,
  shipments: [{ id: null, shipping_method: { name: 'DHL Express, versichert', amount: 1800 }, available_shipping_methods: [] }],
  deliveries: [
    { id: 3, carrier: 'Ferrari Group', tracking_number: 'FG-123456', shipped_at: '2026-12-01T09:00:00Z', lines: [{ id: 1, serial_numbers: ['AU-0001'] }] },
  ],
  weight_grams: 9,
  line_items: [line(1, 'shipped', '2026-12-15'), line(2, 'in_production', '2026-12-18')],
  line_count: 2,
  vat_rate: null,
  totals: { items: 258000, shipping: 1800, total: 259800, vat: null, gross: null, currency: 'EUR' },
  formatted: { items: `2.580,00${nbsp}€`, shipping: `18,00${nbsp}€`, total: `2.598,00${nbsp}€`, vat: null, gross: null },
}

beforeEach(() => {
  const page: OrdersPage = { results: [order], count: 1, page: 1, per_page: 20 }
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(page), { status: 200 }))
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

// Issue 33: each order has its own page, reached from the list by a link (a keyboard's Tab and Enter).
it("links each order to its page by the order's heading", async () => {
  renderWithIntl(
    <ShopProviders spies={{ expire: () => {}, changeStore: () => {} }}>
      <OrderHistory shopHref="/de/shop/" cartHref="/de/cart/" />
    </ShopProviders>,
  )
  const link = await screen.findByRole('link', { name: 'Bestellung 2026-000009' })
  expect(link.getAttribute('href')).toBe('/de/orders/9/')
  expect(link.closest('h2')).toBeTruthy()
})

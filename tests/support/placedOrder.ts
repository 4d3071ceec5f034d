import type { OrderLineView, PlacedOrderView } from '@/contracts/order'

/** A placed order of the Munich jeweller as `GET commerce/orders/{id}/` answers it, for the order page's component tests. */
const nbsp = '\u00a0'

export function orderLine(id: number, status: OrderLineView['status'], estimated: string | null, extra: Partial<OrderLineView> = {}): OrderLineView {
  return {
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
    ...extra,
  }
}

const address = { full_name: 'Juwelier Hartmann', line_1: 'Königstraße 1', line_2: '', zip_code: '70173', city: 'Stuttgart', country_code: 'DE' }

export function placedOrder(overrides: Partial<PlacedOrderView> = {}): PlacedOrderView {
  return {
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
    line_items: [
      orderLine(1, 'shipped', '2026-12-15'),
      orderLine(2, 'in_production', '2026-12-18'),
      orderLine(3, 'cancelled', '2026-12-20', { cancel_reason: 'Kundin verzichtet' }),
    ],
    line_count: 3,
    vat_rate: { country_code: 'DE', percent: 19 },
    totals: { items: 258000, shipping: 1800, total: 259800, vat: 49362, gross: 309162, currency: 'EUR' },
    formatted: {
      items: `2.580,00${nbsp}€`,
      shipping: `18,00${nbsp}€`,
      total: `2.598,00${nbsp}€`,
      vat: `493,62${nbsp}€`,
      gross: `3.091,62${nbsp}€`,
    },
    ...overrides,
  }
}

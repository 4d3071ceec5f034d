import { describe, expect, it } from 'vitest'
import { portalPermissions, type PortalPermission } from '@/domain/portal/permissions'
import { orderableAt, type ShopLocation } from '@/domain/shop/shopGuard'
import { metaTypes } from '@/domain/trade/metaTypes'
import {
  BILLING_PERMISSION,
  deliveryStoreOf,
  LINE_PERMISSION,
  lineNotPermittedError,
  mayOrderLine,
  mayShipTo,
  mayShopAt,
  ORDERING_PERMISSIONS,
  orderableMetaTypes,
  SHIPPING_PERMISSION,
} from '@/domain/trade/orderPermission'
import de from '@/i18n/messages/de.json'

// Issue 33: "orders:create_service_order gates service lines and orders:create_article_order
// jewellery lines; either one at a store admits to its shop. The store a user orders for is the
// billing address (spec 2 §1–2), so the chooser offers stores where the user holds
// orders:use_as_billing_location and an ordering right; the delivery address is chosen among the
// user's stores holding orders:use_as_shipping_location, the billing store by default."
const ARTICLE: PortalPermission = 'orders:create_article_order'
const SERVICE: PortalPermission = 'orders:create_service_order'
const BILLING: PortalPermission = 'orders:use_as_billing_location'
const SHIPPING: PortalPermission = 'orders:use_as_shipping_location'

describe('what a user may order at a store', () => {
  it('names the spec’s permissions (spec 3 §6)', () => {
    expect(LINE_PERMISSION).toEqual({ jewelry: ARTICLE, service_item: SERVICE })
    expect(BILLING_PERMISSION).toBe(BILLING)
    expect(SHIPPING_PERMISSION).toBe(SHIPPING)
    expect([...ORDERING_PERMISSIONS].sort()).toEqual([ARTICLE, SERVICE, BILLING, SHIPPING].sort())
    for (const p of ORDERING_PERMISSIONS) expect(portalPermissions).toContain(p)
  })

  it('admits to the shop with the billing right and either ordering right', () => {
    expect(mayShopAt([BILLING, ARTICLE])).toBe(true)
    expect(mayShopAt([BILLING, SERVICE])).toBe(true)
    expect(mayShopAt(new Set([BILLING, ARTICLE, SERVICE]))).toBe(true)
  })

  it('does not admit without the billing right, whatever else is held', () => {
    expect(mayShopAt([ARTICLE, SERVICE, SHIPPING])).toBe(false)
    expect(orderableMetaTypes([ARTICLE, SERVICE, SHIPPING])).toEqual([])
  })

  it('does not admit with the billing right alone, or with stock rights', () => {
    expect(mayShopAt([BILLING])).toBe(false)
    expect(mayShopAt([BILLING, SHIPPING, 'inventory:view_current', 'orders:view_open'])).toBe(false)
    expect(mayShopAt([])).toBe(false)
    expect(mayShopAt(undefined)).toBe(false)
  })

  it('opens jewellery lines with the article right only, service lines with the service right only', () => {
    expect(orderableMetaTypes([BILLING, ARTICLE])).toEqual(['jewelry'])
    expect(orderableMetaTypes([BILLING, SERVICE])).toEqual(['service_item'])
    expect(orderableMetaTypes([SERVICE, ARTICLE, BILLING])).toEqual(['jewelry', 'service_item'])
    expect(mayOrderLine([BILLING, SERVICE], 'jewelry')).toBe(false)
    expect(mayOrderLine([BILLING, SERVICE], 'service_item')).toBe(true)
    expect(mayOrderLine([BILLING, ARTICLE], 'service_item')).toBe(false)
    expect(mayOrderLine([ARTICLE], 'jewelry')).toBe(false)
  })

  it('is the same over every subset of the four rights (sets and lists alike)', () => {
    const rights = [ARTICLE, SERVICE, BILLING, SHIPPING]
    for (let mask = 0; mask < 16; mask++) {
      const held = rights.filter((_, i) => mask & (1 << i))
      const billing = held.includes(BILLING)
      expect(mayShopAt(held)).toBe(billing && (held.includes(ARTICLE) || held.includes(SERVICE)))
      expect(mayShopAt(new Set(held))).toBe(mayShopAt(held))
      expect(mayOrderLine(held, 'jewelry')).toBe(billing && held.includes(ARTICLE))
      expect(mayOrderLine(held, 'service_item')).toBe(billing && held.includes(SERVICE))
      expect(mayShipTo(held)).toBe(held.includes(SHIPPING))
    }
  })

  it('names the refusal of each kind by a message key of the catalogue', () => {
    for (const kind of metaTypes) {
      const [namespace, group, key] = lineNotPermittedError[kind].split('.') as ['shop', 'error', string]
      expect((de as unknown as Record<string, Record<string, Record<string, string>>>)[namespace]?.[group]?.[key]).toEqual(expect.any(String))
    }
  })
})

describe('where the order goes', () => {
  it('goes to the store chosen while it may be delivered to', () => {
    expect(deliveryStoreOf('1', ['1', '2', '3'], '3')).toBe('3')
  })

  it('goes to the billing store by default', () => {
    expect(deliveryStoreOf('2', ['1', '2'])).toBe('2')
    expect(deliveryStoreOf('2', ['1', '2'], null)).toBe('2')
  })

  it('falls back when the choice may no longer be delivered to: the billing store, else the first that may', () => {
    expect(deliveryStoreOf('1', ['1', '2'], '9')).toBe('1')
    expect(deliveryStoreOf('1', ['3', '2'], '9')).toBe('3')
  })

  it('goes to the first store that may when the billing store may not', () => {
    expect(deliveryStoreOf('1', ['4', '2'])).toBe('4')
  })

  it('goes nowhere when none of the user’s stores may be delivered to', () => {
    expect(deliveryStoreOf('1', [])).toBeNull()
    expect(deliveryStoreOf('1', [], '1')).toBeNull()
  })
})

describe('the shop’s order forms (orderableAt)', () => {
  const locations: ShopLocation[] = [
    { id: '11', name: 'München', orderable: ['service_item'] },
    { id: '12', name: 'Zürich' },
  ]

  it('offers what the session store’s location carries', () => {
    expect(orderableAt(locations, '11')).toEqual(['service_item'])
  })

  it('offers every kind when the page was not told (the server refuses what may not be ordered)', () => {
    expect(orderableAt(locations, '12')).toEqual(metaTypes)
    expect(orderableAt(locations, '99')).toEqual(metaTypes)
  })
})

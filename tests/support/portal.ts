import type { Payload } from 'payload'
import { portalPermissions, type PortalPermission } from '@/domain/portal/permissions'
import { signToken } from '@/server/auth/jwt'
import { SKIP_REVALIDATE } from '@/server/cache/revalidateHooks'

/**
 * A small retailer portal: stores A and A2 (one owner, the manager) and B (another jeweller), a
 * viewer in A who may only look at the stock, items with exact prices and days in each store.
 */
export type PortalHouse = Awaited<ReturnType<typeof createPortalHouse>>

const context = { [SKIP_REVALIDATE]: true }
const strong = 'Goldfaden-1897'

export async function createPortalHouse(payload: Payload) {
  const store = async (slug: string, currency: string) =>
    (
      await payload.create({
        collection: 'jewelers',
        data: { name: `Juwelier ${slug}`, slug, type: 'jeweler', latitude: 48, longitude: 11, currency, _status: 'published' } as never,
        overrideAccess: true,
        depth: 0,
        context,
      })
    ).id
  const stores = { a: await store('portal-a', 'EUR'), a2: await store('portal-a2', 'EUR'), b: await store('portal-b', 'CHF') }
  const user = async (email: string, role: string, first: string, locations: number[]) =>
    payload.create({
      collection: 'users',
      data: { email, password: strong, isActive: true, role, first_name: first, last_name: 'Test', language: 'DE', portal_locations: locations } as never,
      overrideAccess: true,
      depth: 0,
    })
  const users = {
    manager: await user('manager-a@example.com', 'staff_manager', 'Mara', [stores.a, stores.a2]),
    viewer: await user('viewer-a@example.com', 'jeweller', 'Vera', [stores.a]),
    seller: await user('seller-a@example.com', 'jeweller', 'Sven', [stores.a]),
    other: await user('owner-b@example.com', 'staff_manager', 'Bruno', [stores.b]),
    customer: await user('customer-p@example.com', 'customer', 'Cora', []),
  }
  const grant = (u: { id: number }, location: number, permissions: readonly PortalPermission[]) =>
    payload.create({ collection: 'location-users', data: { user: u.id, location, permissions: [...permissions] }, overrideAccess: true, depth: 0 })
  await grant(users.manager, stores.a, portalPermissions)
  await grant(users.manager, stores.a2, portalPermissions)
  await grant(users.viewer, stores.a, ['inventory:view_current'])
  await grant(users.other, stores.b, portalPermissions)
  // A grant for a store the user does not hold counts for nothing.
  await grant(users.viewer, stores.b, portalPermissions)

  const item = (serial: string, location: number, fields: Record<string, unknown>) =>
    payload.create({
      collection: 'inventory-items',
      data: {
        serialNumber: serial,
        articleNumber: '10-1101-0560-1-WG',
        productType: 'ring',
        articleDescriptionDe: 'Herzstück Ring',
        location,
        sellInCurrency: 'EUR',
        ...fields,
      },
      overrideAccess: true,
      depth: 0,
    })
  const items = {
    a1: await item('A-0001', stores.a, { sellInPrice: 120000, sellInDate: '2026-03-10' }),
    a2: await item('A-0002', stores.a, {
      sellInPrice: 80000,
      sellInDate: '2025-06-01',
      productType: 'necklace',
      articleDescriptionDe: 'Seidenglanz Collier',
      availableInVirtualStorage: true,
    }),
    a3: await item('A-0003', stores.a, {
      sellInPrice: 99000,
      sellInDate: '2026-01-15',
      sellOutDate: '2026-02-01',
      sellOutPrice: 149000,
      sellOutCurrency: 'EUR',
      saleUser: users.seller.id,
    }),
    a4: await item('A-0004', stores.a, { sellInPrice: 50000, sellInDate: '2026-10-20' }),
    a5: await item('A2-0001', stores.a2, { sellInPrice: 70000, sellInDate: '2026-05-05' }),
    b1: await item('B-0001', stores.b, { sellInPrice: 130000, sellInCurrency: 'CHF', sellInDate: '2026-04-01' }),
    b2: await item('B-0002', stores.b, {
      sellInPrice: 90000,
      sellInCurrency: 'CHF',
      sellInDate: '2026-02-01',
      sellOutDate: '2026-03-01',
      sellOutPrice: 120000,
      sellOutCurrency: 'CHF',
    }),
  }
  // Placed shop orders arrive as open orders: one of A (a commission ring and a service item), one of B.
  const placedOrder = async (
    store: number,
    user: { id: number },
    number: string,
    currency: string,
    lines: { code: string; meta: 'jewelry' | 'service_item'; type: string; orderType: string; ref: string; amount: number }[],
  ) => {
    const order = await payload.create({
      collection: 'orders',
      data: { status: 'placed', currency, store, user: user.id, orderNumber: number, placedAt: '2026-11-20T10:00:00.000Z' } as never,
      overrideAccess: true,
      depth: 0,
    })
    for (const l of lines) {
      await payload.create({
        collection: 'order-lines',
        data: {
          order: order.id,
          productGroup: (
            await payload.create({
              collection: 'product-groups',
              data: { name: `Gruppe ${l.code}`, metaType: 'jewelry', productType: l.type, skuPrefix: l.code.slice(0, 7) } as never,
              overrideAccess: true,
              depth: 0,
            })
          ).id,
          skuCode: l.code,
          fullCode: l.code,
          quantity: 1,
          currency,
          unitAmount: l.amount,
          totalAmount: l.amount,
          estimatedDelivery: '2026-12-18',
          metadata: { meta_type: l.meta, order_type: l.orderType, order_number: l.ref, product_type: l.type },
          selection: {},
        } as never,
        overrideAccess: true,
        depth: 0,
      })
    }
    return order
  }
  const orders = {
    a: await placedOrder(stores.a, users.manager, '2026-000101', 'EUR', [
      { code: '10-1101-0560-1-WG', meta: 'jewelry', type: 'ring', orderType: 'commission', ref: 'K-17', amount: 129000 },
      { code: '90-9001-00-1-SV', meta: 'service_item', type: 'ring', orderType: 'nocommission', ref: '', amount: 2500 },
    ]),
    b: await placedOrder(stores.b, users.other, '2026-000102', 'CHF', [
      { code: '20-2901-00-1-GG', meta: 'jewelry', type: 'necklace', orderType: 'nocommission', ref: 'B-1', amount: 99000 },
    ]),
  }
  return { stores, users, items, orders }
}

export const tokenOf = async (payload: Payload, user: { id: number; email: string; tokenVersion?: number | null }) => ({
  authorization: `Bearer ${await signToken('access', user, payload.secret)}`,
})

import type { PortalPermission } from '@/domain/portal/permissions'
import { metaTypes, type MetaType } from '@/domain/trade/metaTypes'

/*
 * Who may order what for a store (spec 2 §6 leaves the mapping open; docs/decisions.md, "Who may
 * order", issue 33). The store a user orders for is the billing address (spec 2 §1–2: the location
 * chooser asks "for which billing address"), so the shop admits a user to a store where they hold
 * `orders:use_as_billing_location` and at least one ordering right; each ordering right opens its
 * kind of line. The order goes to one of the user's stores holding `orders:use_as_shipping_location`.
 * Pure: the server (the shop's guard, the commerce session, adding a line, placing) and the
 * browser (which order forms the shop offers) ask the same functions.
 */

/** The store an order is billed to: the one the shop is entered for. */
export const BILLING_PERMISSION: PortalPermission = 'orders:use_as_billing_location'

/** A store the order may be delivered to. */
export const SHIPPING_PERMISSION: PortalPermission = 'orders:use_as_shipping_location'

/** The right each kind of line needs at the billing store: jewellery is an article order, a service item a service order. */
export const LINE_PERMISSION: Readonly<Record<MetaType, PortalPermission>> = {
  jewelry: 'orders:create_article_order',
  service_item: 'orders:create_service_order',
}

/**
 * The message key of a line refused for want of its right (the server's 400 on `article_group_id`,
 * and the shop's note on a card it offers no order form for).
 */
export const lineNotPermittedError: Readonly<Record<MetaType, string>> = {
  jewelry: 'shop.error.article-order-not-permitted',
  service_item: 'shop.error.service-order-not-permitted',
}

/** Every right ordering asks of a store, as a manager grants them to a colleague who orders there and receives the goods. */
export const ORDERING_PERMISSIONS: readonly PortalPermission[] = [
  LINE_PERMISSION.jewelry,
  LINE_PERMISSION.service_item,
  BILLING_PERMISSION,
  SHIPPING_PERMISSION,
]

/** The permissions a user holds at one store (a set, or any list of them). */
export type GrantedAtStore = ReadonlySet<PortalPermission> | readonly PortalPermission[]

const holds = (granted: GrantedAtStore | undefined, permission: PortalPermission): boolean =>
  granted ? ('has' in granted ? granted.has(permission) : granted.includes(permission)) : false

/** The kinds of line a user may order for a store, in the catalogue's order: none without the billing right there. */
export function orderableMetaTypes(granted: GrantedAtStore | undefined): MetaType[] {
  if (!holds(granted, BILLING_PERMISSION)) return []
  return metaTypes.filter((kind) => holds(granted, LINE_PERMISSION[kind]))
}

/** Admitted to the store's shop (the chooser, the commerce token, the cart and the store's orders): billing right and either ordering right. */
export function mayShopAt(granted: GrantedAtStore | undefined): boolean {
  return orderableMetaTypes(granted).length > 0
}

/** May add (and place) a line of this kind for the store. */
export function mayOrderLine(granted: GrantedAtStore | undefined, kind: MetaType): boolean {
  return orderableMetaTypes(granted).includes(kind)
}

/** May have orders delivered to the store. */
export function mayShipTo(granted: GrantedAtStore | undefined): boolean {
  return holds(granted, SHIPPING_PERMISSION)
}

/**
 * Where an order goes (issue 33): the store the user chose while it may still be delivered to; else
 * the billing store when it may; else the first of the user's stores that may (in the account's
 * order). Null: none of them may, and the order cannot be placed.
 */
export function deliveryStoreOf(billing: string, shippable: readonly string[], chosen?: string | null): string | null {
  if (chosen && shippable.includes(chosen)) return chosen
  if (shippable.includes(billing)) return billing
  return shippable[0] ?? null
}

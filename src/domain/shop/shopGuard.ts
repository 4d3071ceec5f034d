import { isCurrency, type Currency } from '@/domain/trade/currencies'
import { metaTypes, type MetaType } from '@/domain/trade/metaTypes'
import { hasTradeRole } from '@/domain/trade/tradeRoles'

/**
 * A portal location (spec 2 §3 "Location: id, name"): one of the stores a user may order for, with
 * its city and currency when known, so stores of one name are told apart in the chooser (issue 30),
 * and the kinds of line the user may order there (issue 33, src/domain/trade/orderPermission.ts).
 */
export type ShopLocation = { id: string; name: string; city?: string; currency?: string; orderable?: readonly MetaType[] }

/** The store the shop orders for, as the browser knows it: never the token, which stays HttpOnly. */
export type StoreSession = { storeId: string; storeName: string; currency: Currency }

type LocationRef =
  | number
  | string
  | { id: number | string; name?: string | null; city?: string | null; currency?: string | null; orderable?: readonly MetaType[] | null }
  | null
  | undefined

/** What the shop page reads on the server: the commerce session (commerceSession()) and the signed-in user. */
export type GuardInput = {
  session: { storeId: number | string; currency: string; userId: number | string } | null
  user: { id: number | string; role?: string | null; portal_locations?: readonly LocationRef[] | null } | null
}

/**
 * Why a signed-in user cannot use the shop (issue 30): a customer account never orders; a colleague
 * holds no store with the ordering right. The page says so instead of sending them on silently.
 */
export type RefusalReason = 'customer' | 'no-ordering-right'

/**
 * `redirect`: nobody signed in, the login page comes back here; `refused`: signed in but unable to
 * order (the page explains, RefusalReason); otherwise what ShopGate starts from in the browser.
 */
export type ShopGuard =
  { kind: 'redirect' } | { kind: 'refused'; reason: RefusalReason } | { kind: 'guarded'; session: StoreSession | null; locations: ShopLocation[] }

/** Stores a trade user holds, in the order the admin lists them; customers hold none (authenticate answers them 403). */
export function tradeLocations(user: GuardInput['user']): ShopLocation[] {
  if (!user || !hasTradeRole(user.role)) return []
  return (user.portal_locations ?? []).flatMap((l) => {
    if (!l || typeof l !== 'object') return []
    const location: ShopLocation = { id: String(l.id), name: l.name?.trim() || String(l.id) }
    if (l.city?.trim()) location.city = l.city.trim()
    if (l.currency) location.currency = l.currency
    if (l.orderable) location.orderable = [...l.orderable]
    return [location]
  })
}

/**
 * The kinds of line the shop offers order forms for at the session's store (issue 33): those its
 * location carries; every kind when the page was not told (the server refuses what may not be ordered).
 */
export function orderableAt(locations: readonly ShopLocation[], storeId: string): readonly MetaType[] {
  return locations.find((l) => l.id === storeId)?.orderable ?? metaTypes
}

/**
 * Spec 2 §2 "Guard behaviour", decided on the server: a valid commerce session shows the shop; a
 * trade user with locations gets the chooser (several) or is authenticated for the one; a signed-in
 * user without any is refused with the reason (the login page would only pass them on to the
 * profile without a word); a visitor goes to the login page. A session of another account (someone
 * else signed in on this browser since) does not count.
 */
export function shopGuard({ session, user }: GuardInput): ShopGuard {
  const locations = tradeLocations(user)
  const ownSession = session && isCurrency(session.currency) && (!user || String(session.userId) === String(user.id)) ? session : null
  if (ownSession) {
    const storeId = String(ownSession.storeId)
    const storeName = locations.find((l) => l.id === storeId)?.name ?? ''
    return { kind: 'guarded', session: { storeId, storeName, currency: ownSession.currency as Currency }, locations }
  }
  if (locations.length) return { kind: 'guarded', session: null, locations }
  if (!user) return { kind: 'redirect' }
  return { kind: 'refused', reason: hasTradeRole(user.role) ? 'no-ordering-right' : 'customer' }
}

export type GuardMode = 'shop' | 'chooser' | 'authenticate' | 'login'

/** What the browser shows, also after a session ends while the page is open (an expired token, a change of store). */
export function guardMode(session: StoreSession | null, locations: readonly ShopLocation[]): GuardMode {
  if (session) return 'shop'
  if (locations.length > 1) return 'chooser'
  return locations.length === 1 ? 'authenticate' : 'login'
}

export function shopPath(locale: string): string {
  return `/${locale}/shop/`
}

export function cartPath(locale: string): string {
  return `/${locale}/cart/`
}

export function ordersPath(locale: string): string {
  return `/${locale}/orders/`
}

/** One placed order's page (issue 33): its timeline, lines, deliveries and documents. */
export function orderPath(locale: string, id: number | string): string {
  return `/${locale}/orders/${encodeURIComponent(String(id))}/`
}

/** The login page that comes back afterwards to the trade page that sent there (the shop by default). */
export function shopLoginPath(locale: string, back: string = shopPath(locale)): string {
  return `/${locale}/account/login/?next=${encodeURIComponent(back)}`
}

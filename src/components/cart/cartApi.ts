import { addLineItem, call, type Answer } from '@/components/shop/commerceApi'
import type { ReorderAnswer } from '@/contracts/addedLines'
import type { OrderLineView, OrdersPage, OrderView, PlacementRefusalBody } from '@/contracts/order'
import type { Selection } from '@/domain/trade/selection'
import { isPlacementErrorCode } from '@/domain/trade/placementErrors'

/**
 * The cart's commerce calls (issue 15), same origin with the HttpOnly commerce cookie. Every answer
 * is one of: the order, "unauthorized" (the commerce session ended: the guard asks again), a
 * placement refusal with its code, or "failed".
 */
export type OrderAnswer =
  { kind: 'order'; order: OrderView } | { kind: 'unauthorized' } | { kind: 'refused'; error: PlacementRefusalBody } | { kind: 'failed'; status: number }

function orderAnswer(status: number, body: unknown): OrderAnswer {
  if (status === 401) return { kind: 'unauthorized' }
  if (status === 200 && body && typeof body === 'object' && 'line_items' in body) return { kind: 'order', order: body as OrderView }
  if ((status === 400 || status === 403 || status === 409) && body && typeof body === 'object' && isPlacementErrorCode((body as { code?: unknown }).code)) {
    return { kind: 'refused', error: body as PlacementRefusalBody }
  }
  return { kind: 'failed', status }
}

async function safely(request: () => Promise<{ status: number; body: unknown }>): Promise<OrderAnswer> {
  try {
    const { status, body } = await request()
    return orderAnswer(status, body)
  } catch {
    return { kind: 'failed', status: 0 }
  }
}

const patchJson = (url: string, body: unknown) => call(url, { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

/** Spec 2 §4 "Cart load": the server gives a shipment without a method the first available one and answers the reloaded order. */
export function loadCurrentOrder(language: string): Promise<OrderAnswer> {
  return safely(() => call(`/api/v1/commerce/orders/current/?language=${encodeURIComponent(language)}`))
}

/** Deletes a line; the caller reloads the order (spec 2 §4 "Line deletion"). */
export async function deleteLine(id: number): Promise<'deleted' | 'unauthorized' | 'failed'> {
  try {
    const { status } = await call(`/api/v1/commerce/line_items/${id}/`, { method: 'DELETE' })
    // 404: already gone (another tab), which is what was wanted.
    return status === 204 || status === 404 ? 'deleted' : status === 401 ? 'unauthorized' : 'failed'
  } catch {
    return 'failed'
  }
}

/** Changes the pieces of a jewellery line (issue 33); the caller reloads the order for the new totals. */
export async function changeLineQuantity(id: number, quantity: number): Promise<'changed' | 'unauthorized' | 'failed'> {
  try {
    const { status } = await patchJson(`/api/v1/commerce/line_items/${id}/`, { quantity })
    return status === 200 ? 'changed' : status === 401 ? 'unauthorized' : 'failed'
  } catch {
    return 'failed'
  }
}

/**
 * Puts a deleted line back (the cart's undo): the same product group, quantity and selection, added
 * as the shop adds a line, so the server checks and prices it again (a ring of the year asks for its
 * old limitation number again). Answers the new line's id.
 */
export async function restoreLine(line: OrderLineView): Promise<{ kind: 'restored'; id: number } | { kind: 'unauthorized' } | { kind: 'failed' }> {
  try {
    const { status, body } = await addLineItem({ article_group_id: line.metadata.article_group_id, quantity: line.quantity, selection: line.selection })
    const id = (body as { id?: unknown } | null)?.id
    if (status === 201 && typeof id === 'number') return { kind: 'restored', id }
    return status === 401 ? { kind: 'unauthorized' } : { kind: 'failed' }
  } catch {
    return { kind: 'failed' }
  }
}

/**
 * A copy of a line (issue 33: "a line can be duplicated to change one option"): the same product
 * group, pieces and configuration (options, engraving, end customer, texts, requested day) added as
 * a new line through POST line_items/, so the server checks and prices it as any line. A ring of
 * the year's copy takes the lowest free number, never its original's. Answers the new line's id;
 * `refused` when the server would not add it (sold out, no longer offered).
 */
export async function duplicateLine(
  line: OrderLineView,
): Promise<{ kind: 'duplicated'; id: number } | { kind: 'refused' } | { kind: 'unauthorized' } | { kind: 'failed' }> {
  try {
    const selection = { ...line.selection, yearlyRingId: null }
    const { status, body } = await addLineItem({ article_group_id: line.metadata.article_group_id, quantity: line.quantity, selection })
    const id = (body as { id?: unknown } | null)?.id
    if (status === 201 && typeof id === 'number') return { kind: 'duplicated', id }
    if (status === 400 || status === 409) return { kind: 'refused' }
    return status === 401 ? { kind: 'unauthorized' } : { kind: 'failed' }
  } catch {
    return { kind: 'failed' }
  }
}

/** PATCH line_items/{id}/ with another configuration and pieces: the order form's answer (200, 400 field errors, 401, 409) as it reads an add's. */
export function changeLine(id: number, quantity: number, selection: Selection): Promise<Answer> {
  return patchJson(`/api/v1/commerce/line_items/${id}/`, { quantity, selection })
}

/**
 * "Order again" (issue 33): POST orders/{id}/reorder/ puts the lines of a placed order into the cart,
 * checked and priced today; the answer names the lines added and those refused with their reasons.
 */
export async function reorderOrder(
  orderId: number,
  language: string,
): Promise<{ kind: 'done'; answer: ReorderAnswer } | { kind: 'unauthorized' } | { kind: 'failed' }> {
  try {
    const { status, body } = await call(`/api/v1/commerce/orders/${orderId}/reorder/?language=${encodeURIComponent(language)}`, { method: 'POST' })
    if (status === 401) return { kind: 'unauthorized' }
    // Checked as far as read, without zod in the browser (see sendQuickOrder in components/shop/commerceApi.ts).
    const answer = body as { added?: unknown; refused?: unknown } | null
    return status === 200 && Array.isArray(answer?.added) && Array.isArray(answer?.refused)
      ? { kind: 'done', answer: body as ReorderAnswer }
      : { kind: 'failed' }
  } catch {
    return { kind: 'failed' }
  }
}

export function chooseShippingMethod(shipmentId: number, methodId: number, language: string): Promise<OrderAnswer> {
  return safely(() => patchJson(`/api/v1/commerce/shipments/${shipmentId}/?language=${encodeURIComponent(language)}`, { shipping_method: methodId }))
}

/** The store the order is delivered to (issue 33): one of the cart's `shipping_locations`; the answer is the cart as it is then. */
export function chooseShippingLocation(orderId: number, locationId: number, language: string): Promise<OrderAnswer> {
  return safely(() => patchJson(`/api/v1/commerce/orders/${orderId}/?language=${encodeURIComponent(language)}`, { shipping_location: locationId }))
}

/** Spec 2 §4 "Order placement": authorize, then place; the answer of the place call is the reloaded order. */
export async function placeCurrentOrder(orderId: number, language: string): Promise<OrderAnswer> {
  const url = `/api/v1/commerce/orders/${orderId}/?language=${encodeURIComponent(language)}`
  const authorized = await safely(() => patchJson(url, { _authorize: true }))
  if (authorized.kind !== 'order') return authorized
  return safely(() => patchJson(url, { _place: true }))
}

export async function loadOrders(language: string, page: number): Promise<{ kind: 'page'; page: OrdersPage } | { kind: 'unauthorized' } | { kind: 'failed' }> {
  try {
    const { status, body } = await call(`/api/v1/commerce/orders/?language=${encodeURIComponent(language)}&page=${page}`)
    if (status === 401) return { kind: 'unauthorized' }
    if (status === 200 && body && typeof body === 'object' && Array.isArray((body as OrdersPage).results)) return { kind: 'page', page: body as OrdersPage }
    return { kind: 'failed' }
  } catch {
    return { kind: 'failed' }
  }
}

/** Tells the header's cart count that the cart changed (a line added or deleted, an order placed). */
export const CART_CHANGED_EVENT = 'maison:cart-changed'
export function announceCartChange(): void {
  window.dispatchEvent(new Event(CART_CHANGED_EVENT))
}

import 'server-only'
import type { PlacementRefusalBody } from '@/contracts/order'
import type { PlacementErrorCode } from '@/domain/trade/placementErrors'
import type { CartState } from '@/server/trade/cartState'

export type PlacementRefusal = { code: PlacementErrorCode; status: 400 | 409; detail: string; lines?: number[] }

/**
 * What stands between a cart and an order, or null when nothing does: lines, each still sold at a
 * price, a shipping method that carries the weight, a complete store address and a VAT rate for
 * its country (issue 33). Checked when the
 * order is authorized and again when it is placed.
 */
export function placementCheck(state: CartState): PlacementRefusal | null {
  if (!state.lines.length) return { code: 'empty', status: 400, detail: 'The cart is empty.' }
  const unavailable = state.lines.filter((l) => !l.priced).map((l) => l.line.id)
  if (unavailable.length) return { code: 'line-unavailable', status: 409, detail: 'Some lines can no longer be ordered.', lines: unavailable }
  if (!state.method) return { code: 'no-shipping-method', status: 409, detail: 'No shipping method is available for this order.' }
  const a = state.party.address
  if (!a.full_name || !a.line_1 || !a.zip_code || !a.city || !a.country_code) {
    return { code: 'address-incomplete', status: 409, detail: "The store's address is incomplete." }
  }
  if (!state.vatRate) return { code: 'no-vat-rate', status: 409, detail: "No VAT rate is kept for the billing store's country." }
  return null
}

export const refusalBody = (r: PlacementRefusal): PlacementRefusalBody => ({ detail: r.detail, code: r.code, ...(r.lines ? { lines: r.lines } : {}) })

import 'server-only'
import type { OrderAddress, PlacementRefusalBody } from '@/contracts/order'
import { isMetaType } from '@/domain/trade/metaTypes'
import type { PlacementErrorCode } from '@/domain/trade/placementErrors'
import type { CartLine, CartState } from '@/server/trade/cartState'

export type PlacementRefusal = { code: PlacementErrorCode; status: 400 | 403 | 409; detail: string; lines?: number[] }

const complete = (a: OrderAddress) => Boolean(a.full_name && a.line_1 && a.zip_code && a.city && a.country_code)

/** A line's kind as it was added (its metadata), else its group's today. */
function kindOf({ line, group }: CartLine) {
  const stored = (line.metadata as { meta_type?: unknown } | null)?.meta_type
  return isMetaType(stored) ? stored : (group?.metaType ?? null)
}

/**
 * What stands between a cart and an order, or null when nothing does: lines, each of a kind the
 * user may still order for the billing store (issue 33: rights can change after a line was added)
 * and still sold at a price, a store the order may be delivered to, a shipping method there that
 * carries the weight, complete billing and delivery addresses and a VAT rate for the billing
 * store's country (issue 33). Checked when the order is authorized and again when it is placed.
 */
export function placementCheck(state: CartState): PlacementRefusal | null {
  if (!state.lines.length) return { code: 'empty', status: 400, detail: 'The cart is empty.' }
  const refused = state.lines.filter((l) => {
    const kind = kindOf(l)
    return !kind || !state.orderable.includes(kind)
  })
  if (refused.length) {
    return {
      code: 'line-not-permitted',
      status: 403,
      detail: 'Your rights at this store no longer allow some lines of the cart.',
      lines: refused.map((l) => l.line.id),
    }
  }
  const unavailable = state.lines.filter((l) => !l.priced).map((l) => l.line.id)
  if (unavailable.length) return { code: 'line-unavailable', status: 409, detail: 'Some lines can no longer be ordered.', lines: unavailable }
  if (!state.delivery) return { code: 'no-shipping-location', status: 409, detail: 'None of your stores may be used as the delivery address.' }
  if (!state.method) return { code: 'no-shipping-method', status: 409, detail: 'No shipping method is available for this order.' }
  if (!complete(state.party.address) || !complete(state.delivery.address)) {
    return { code: 'address-incomplete', status: 409, detail: "The store's address is incomplete." }
  }
  if (!state.vatRate) return { code: 'no-vat-rate', status: 409, detail: "No VAT rate is kept for the billing store's country." }
  return null
}

export const refusalBody = (r: PlacementRefusal): PlacementRefusalBody => ({ detail: r.detail, code: r.code, ...(r.lines ? { lines: r.lines } : {}) })

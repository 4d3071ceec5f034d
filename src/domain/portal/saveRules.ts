import type { ItemAction } from '@/domain/portal/permissions'
import { isInSaleRange } from '@/domain/portal/saleDate'
import { salePriceState } from '@/domain/portal/salePrice'

/** The longest texts an action keeps; the modal's fields stop there and the server refuses more. */
export const actionTextMax = { reason: 500, note: 2000, information: 2000 } as const

/** What an action's modal holds while it is filled in. */
export type ActionDraft = {
  reason: string
  target: string
  note: string
  virtualStorage: boolean
  /** A user id, 'none' (no seller) or '' (not chosen yet). */
  saleUser: string
  saleDate: string
  /** The sale price in whole units of the store's currency, as typed; '' for none (issue 34). */
  salePrice: string
  information: string
}

/**
 * Spec 3 §5 "Portal action save button": when an action's modal may save. The sale date must lie in
 * its range (saleDateRange), so the button never sends a day the server refuses.
 */
export function canSave(action: ItemAction, d: ActionDraft, saleRange: { from: string; to: string }): boolean {
  switch (action) {
    case 'book_out':
      return d.reason.trim() !== ''
    case 'change_location':
      return d.target !== ''
    case 'set_client_note':
      return d.note !== '' && d.note.trim() !== ''
    case 'set_virtual_storage':
      return true
    case 'sell_out':
      return d.saleUser !== '' && isInSaleRange(d.saleDate, saleRange) && ['empty', 'ok'].includes(salePriceState(d.salePrice))
    case 'request_change':
      return d.information.trim() !== ''
    case 'update_sale_user':
      return d.saleUser !== ''
  }
}

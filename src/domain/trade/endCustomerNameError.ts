import { formMessage } from '@/domain/forms/fields'
import type { ProductGroup } from '@/domain/trade/productGroup'
import type { Selection } from '@/domain/trade/selection'

/**
 * Spec 2 §5: "Commission orders for the ring of the year require an end-customer name
 * (required-field error)." The project's required-field key, or null.
 */
export function endCustomerNameError(group: ProductGroup, selection: Pick<Selection, 'orderType' | 'endCustomerName'>): string | null {
  if (!group.isRingOfTheYear || selection.orderType !== 'commission') return null
  return selection.endCustomerName.trim() ? null : formMessage.required
}

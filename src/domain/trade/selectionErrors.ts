import { formMessage } from '@/domain/forms/fields'
import { endCustomerNameError } from '@/domain/trade/endCustomerNameError'
import { engravingTextError } from '@/domain/trade/engravingText'
import { isTextEngravingType } from '@/domain/trade/engravingTypes'
import type { DeliveryDays } from '@/domain/trade/deliveryDays'
import type { ProductGroup } from '@/domain/trade/productGroup'
import { requestedDeliveryDateError } from '@/domain/trade/requestedDeliveryDateError'
import type { Selection } from '@/domain/trade/selection'

/** Free texts are bounded so an order line stays printable; generous for what each field holds. */
export const TEXT_LIMITS = { note: 500, endCustomerName: 100, orderNumber: 50 } as const

export type SelectionField = 'endCustomerName' | 'requestedDeliveryDate' | 'engravingText' | 'engravingImage' | 'note' | 'orderNumber'
export type SelectionErrors = Partial<Record<SelectionField, string>>

/**
 * The mistakes a jeweller can correct in the order form, as message keys per field; empty when the
 * selection may be ordered. The shop shows them beside the fields and the server answers them with
 * 400, so both apply one rule set. `today` is calendarDayIn(now) and `deliveryWeeks` the SKU's
 * delivery time, `deliveryDays` the market's delivery days (the defaults when absent). Choices the shop
 * never offers throw from priceLine instead.
 */
export function selectionErrors(
  group: ProductGroup,
  selection: Selection,
  context: { today: string; deliveryWeeks: number; deliveryDays?: DeliveryDays },
): SelectionErrors {
  const errors: SelectionErrors = {}
  const customer = endCustomerNameError(group, selection)
  if (customer) errors.endCustomerName = customer
  const date = requestedDeliveryDateError(selection.requestedDeliveryDate, context.today, context.deliveryWeeks, context.deliveryDays)
  if (date) errors.requestedDeliveryDate = date
  if (isTextEngravingType(selection.engraving)) {
    const text = engravingTextError(selection.engravingText)
    if (text) errors.engravingText = text
  } else if (selection.engraving === 3 && !selection.engravingImage) {
    errors.engravingImage = formMessage.required
  }
  for (const field of Object.keys(TEXT_LIMITS) as (keyof typeof TEXT_LIMITS)[]) {
    if (!errors[field] && selection[field].trim().length > TEXT_LIMITS[field]) errors[field] = formMessage.tooLong
  }
  return errors
}

import { formMessage } from '@/domain/forms/fields'
import { isCalendarDay } from '@/domain/trade/calendarDay'
import { earliestDeliveryDate } from '@/domain/trade/earliestDeliveryDate'

/** New message key (not yet in the catalogues): the picked day is before the earliest delivery day. */
export const DELIVERY_DATE_TOO_EARLY = 'shop.error.delivery-date-too-early'

/**
 * The field error of a requested delivery date, a message key, or null. No date is fine (deliver as
 * soon as possible); the earliest day itself is allowed. YYYY-MM-DD strings compare as days.
 */
export function requestedDeliveryDateError(value: string | null, today: string, deliveryWeeks: number): string | null {
  if (value === null || value === '') return null
  if (!isCalendarDay(value)) return formMessage.invalid
  return value < earliestDeliveryDate(today, deliveryWeeks) ? DELIVERY_DATE_TOO_EARLY : null
}

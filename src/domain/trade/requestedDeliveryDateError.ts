import { formMessage } from '@/domain/forms/fields'
import { isCalendarDay } from '@/domain/trade/calendarDay'
import { DEFAULT_DELIVERY_DAYS, DELIVERY_DATE_NOT_DELIVERY_DAY, isDeliveryDay, type DeliveryDays } from '@/domain/trade/deliveryDays'
import { earliestDeliveryDate } from '@/domain/trade/earliestDeliveryDate'

/** New message key (not yet in the catalogues): the picked day is before the earliest delivery day. */
export const DELIVERY_DATE_TOO_EARLY = 'shop.error.delivery-date-too-early'

/**
 * The field error of a requested delivery date, a message key, or null. No date is fine (deliver as
 * soon as possible); the earliest day itself is allowed. YYYY-MM-DD strings compare as days. A day
 * the market's delivery days exclude (a weekend, Christmas) is refused: the calendar never offers it.
 */
export function requestedDeliveryDateError(
  value: string | null,
  today: string,
  deliveryWeeks: number,
  deliveryDays: DeliveryDays = DEFAULT_DELIVERY_DAYS,
): string | null {
  if (value === null || value === '') return null
  if (!isCalendarDay(value)) return formMessage.invalid
  if (value < earliestDeliveryDate(today, deliveryWeeks)) return DELIVERY_DATE_TOO_EARLY
  return isDeliveryDay(value, deliveryDays) ? null : DELIVERY_DATE_NOT_DELIVERY_DAY
}

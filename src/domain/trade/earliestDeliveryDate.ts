import { addDays } from '@/domain/trade/calendarDay'
import { DEFAULT_DELIVERY_DAYS, nextDeliveryDay, type DeliveryDays } from '@/domain/trade/deliveryDays'

/**
 * Spec 2 §5: "Requested delivery date cannot be earlier than today plus the item's delivery_time in
 * weeks." The first day the date picker offers; `today` is calendarDayIn(now), `deliveryWeeks` the
 * SKU's delivery time (a whole number of weeks, 0 for stock).
 */
export function earliestDeliveryDate(today: string, deliveryWeeks: number): string {
  if (!Number.isInteger(deliveryWeeks) || deliveryWeeks < 0) throw new RangeError(`Delivery time must be whole weeks, got ${deliveryWeeks}`)
  return addDays(today, deliveryWeeks * 7)
}

/** The first day the calendar offers: the earliest date moved on to the market's next delivery day. */
export function earliestDeliveryDay(today: string, deliveryWeeks: number, deliveryDays: DeliveryDays = DEFAULT_DELIVERY_DAYS): string {
  return nextDeliveryDay(earliestDeliveryDate(today, deliveryWeeks), deliveryDays)
}

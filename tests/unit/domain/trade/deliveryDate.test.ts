import { describe, expect, it } from 'vitest'
import { addDays, calendarDayIn, HOUSE_TIME_ZONE, isCalendarDay } from '@/domain/trade/calendarDay'
import { DEFAULT_DELIVERY_DAYS, DELIVERY_DATE_NOT_DELIVERY_DAY, isDeliveryDay, nextDeliveryDay, readDeliveryDays } from '@/domain/trade/deliveryDays'
import { earliestDeliveryDate, earliestDeliveryDay } from '@/domain/trade/earliestDeliveryDate'
import { DELIVERY_DATE_TOO_EARLY, requestedDeliveryDateError } from '@/domain/trade/requestedDeliveryDateError'

describe('calendar days', () => {
  it('recognises existing YYYY-MM-DD days only', () => {
    for (const day of ['2026-05-14', '2028-02-29', '2026-12-31', '2026-01-01']) expect(isCalendarDay(day)).toBe(true)
    for (const day of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-5-14', '14.05.2026', '2026-05-14T00:00:00Z', '', null, 20260514]) {
      expect(isCalendarDay(day)).toBe(false)
    }
  })

  it('adds days across month ends, year ends and leap days', () => {
    expect(addDays('2026-01-28', 7)).toBe('2026-02-04')
    expect(addDays('2026-12-29', 7)).toBe('2027-01-05')
    expect(addDays('2028-02-26', 7)).toBe('2028-03-04')
    expect(addDays('2027-02-26', 7)).toBe('2027-03-05')
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28')
    expect(addDays('2026-05-14', 0)).toBe('2026-05-14')
  })

  it('ignores daylight saving time (the last Sunday of March has 23 hours in Berlin)', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29')
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30')
    expect(addDays('2026-10-24', 7)).toBe('2026-10-31')
  })

  it('refuses malformed input', () => {
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError)
    expect(() => addDays('2026-05-14', 1.5)).toThrow(RangeError)
  })

  it('takes "today" in the house\'s time zone, whatever the machine\'s', () => {
    expect(HOUSE_TIME_ZONE).toBe('Europe/Berlin')
    // 23:30 UTC on 14 May is already 15 May in Berlin (UTC+2) and still 14 May in New York.
    const lateEvening = new Date('2026-05-14T23:30:00Z')
    expect(calendarDayIn(lateEvening)).toBe('2026-05-15')
    expect(calendarDayIn(lateEvening, 'America/New_York')).toBe('2026-05-14')
    expect(calendarDayIn(lateEvening, 'Asia/Tokyo')).toBe('2026-05-15')
    // In winter Berlin is UTC+1.
    expect(calendarDayIn(new Date('2026-01-31T22:59:59Z'))).toBe('2026-01-31')
    expect(calendarDayIn(new Date('2026-01-31T23:00:00Z'))).toBe('2026-02-01')
  })
})

// Spec 2 §5: "Requested delivery date cannot be earlier than today plus the item's delivery_time in weeks."
describe('earliestDeliveryDate', () => {
  it('is today plus the delivery time in weeks', () => {
    expect(earliestDeliveryDate('2026-05-14', 0)).toBe('2026-05-14')
    expect(earliestDeliveryDate('2026-05-14', 1)).toBe('2026-05-21')
    expect(earliestDeliveryDate('2026-05-14', 6)).toBe('2026-06-25')
    expect(earliestDeliveryDate('2026-12-10', 4)).toBe('2027-01-07')
  })

  it('refuses a delivery time that is not whole weeks', () => {
    expect(() => earliestDeliveryDate('2026-05-14', -1)).toThrow(RangeError)
    expect(() => earliestDeliveryDate('2026-05-14', 1.5)).toThrow(RangeError)
    expect(() => earliestDeliveryDate('14.05.2026', 1)).toThrow(RangeError)
  })
})

describe('requestedDeliveryDateError', () => {
  const today = '2026-05-14'

  it('accepts no date (as soon as possible)', () => {
    expect(requestedDeliveryDateError(null, today, 4)).toBeNull()
    expect(requestedDeliveryDateError('', today, 4)).toBeNull()
  })

  it('accepts the earliest day and later ones', () => {
    expect(requestedDeliveryDateError('2026-06-11', today, 4)).toBeNull()
    expect(requestedDeliveryDateError('2026-12-23', today, 4)).toBeNull()
    expect(requestedDeliveryDateError(today, today, 0)).toBeNull()
  })

  it('refuses a day before today plus the delivery time', () => {
    expect(DELIVERY_DATE_TOO_EARLY).toBe('shop.error.delivery-date-too-early')
    expect(requestedDeliveryDateError('2026-06-10', today, 4)).toBe(DELIVERY_DATE_TOO_EARLY)
    expect(requestedDeliveryDateError('2026-05-13', today, 0)).toBe(DELIVERY_DATE_TOO_EARLY)
  })

  it('refuses anything that is not a calendar day', () => {
    for (const value of ['2026-06-31', '11.06.2026', '2026-06-11T10:00:00Z']) {
      expect(requestedDeliveryDateError(value, today, 4)).toBe('form-general.error.invalid-value')
    }
  })
})

// Issue 30: "The delivery calendar offers weekends and 24–26 December; the house's delivery days are
// a setting per market." Defaults: Monday to Friday, not 24–26 December, 31 December or 1 January.
describe('delivery days of a market', () => {
  it('are Monday to Friday without the Christmas days and the turn of the year by default', () => {
    expect(DEFAULT_DELIVERY_DAYS).toEqual({ weekdays: [1, 2, 3, 4, 5], closed: ['12-24', '12-25', '12-26', '12-31', '01-01'] })
    // 2026-06-12 is a Friday, 13 and 14 the weekend.
    expect(isDeliveryDay('2026-06-12')).toBe(true)
    expect(isDeliveryDay('2026-06-13')).toBe(false)
    expect(isDeliveryDay('2026-06-14')).toBe(false)
    expect(isDeliveryDay('2026-06-15')).toBe(true)
    // 24–26 December 2025 fall on Wednesday to Friday: still no delivery.
    for (const day of ['2025-12-24', '2025-12-25', '2025-12-26', '2025-12-31', '2026-01-01']) expect(isDeliveryDay(day)).toBe(false)
    expect(isDeliveryDay('2025-12-23')).toBe(true)
    expect(isDeliveryDay('2025-12-29')).toBe(true)
    expect(isDeliveryDay('not a day')).toBe(false)
  })

  it('follow the market’s setting', () => {
    const withSaturday = readDeliveryDays({ weekdays: ['1', '2', '3', '4', '5', '6'], closed: '12-25' })
    expect(withSaturday).toEqual({ weekdays: [1, 2, 3, 4, 5, 6], closed: ['12-25'] })
    expect(isDeliveryDay('2026-06-13', withSaturday)).toBe(true)
    expect(isDeliveryDay('2025-12-24', withSaturday)).toBe(true)
    expect(isDeliveryDay('2025-12-25', withSaturday)).toBe(false)
  })

  it('read an unset or empty setting as the defaults, and garbage not at all', () => {
    expect(readDeliveryDays(null)).toEqual(DEFAULT_DELIVERY_DAYS)
    expect(readDeliveryDays({ weekdays: [], closed: null })).toEqual(DEFAULT_DELIVERY_DAYS)
    expect(readDeliveryDays({ weekdays: ['7', 'x', '9'], closed: '13-01, 02-30, 05-01;05-08\n' })).toEqual({ weekdays: [7], closed: ['05-01', '05-08'] })
    expect(readDeliveryDays({ weekdays: ['1'], closed: '' })).toEqual({ weekdays: [1], closed: [] })
  })

  it('move the earliest day on to the next delivery day', () => {
    expect(nextDeliveryDay('2026-06-13')).toBe('2026-06-15')
    expect(nextDeliveryDay('2025-12-24')).toBe('2025-12-29')
    expect(nextDeliveryDay('2025-12-31')).toBe('2026-01-02')
    // Today Thursday 2026-05-14, 4 weeks: Thursday 2026-06-11, a delivery day.
    expect(earliestDeliveryDay('2026-05-14', 4)).toBe('2026-06-11')
    // Today Saturday 2026-05-16, stock: Monday.
    expect(earliestDeliveryDay('2026-05-16', 0)).toBe('2026-05-18')
  })

  it('refuse a requested date on a day without delivery, with its own message key', () => {
    expect(DELIVERY_DATE_NOT_DELIVERY_DAY).toBe('shop.error.delivery-date-not-delivery-day')
    expect(requestedDeliveryDateError('2026-06-13', '2026-05-14', 4)).toBe(DELIVERY_DATE_NOT_DELIVERY_DAY)
    expect(requestedDeliveryDateError('2026-12-24', '2026-05-14', 4)).toBe(DELIVERY_DATE_NOT_DELIVERY_DAY)
    expect(requestedDeliveryDateError('2026-06-13', '2026-05-14', 4, { weekdays: [6], closed: [] })).toBeNull()
    // Too early wins over the weekday: the calendar explains the earlier rule first.
    expect(requestedDeliveryDateError('2026-05-16', '2026-05-14', 4)).toBe(DELIVERY_DATE_TOO_EARLY)
  })
})

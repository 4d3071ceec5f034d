import { describe, expect, it } from 'vitest'
import { addDays, calendarDayIn, HOUSE_TIME_ZONE, isCalendarDay } from '@/domain/trade/calendarDay'
import { earliestDeliveryDate } from '@/domain/trade/earliestDeliveryDate'
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
    expect(requestedDeliveryDateError('2026-12-24', today, 4)).toBeNull()
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

import { describe, expect, it } from 'vitest'
import { ruleLocale } from '@/domain/forms/common'
import { firstErrors } from '@/domain/forms/fields'
import { eventDateValue, eventDayOf, isBookableDay } from '@/domain/forms/museumDates'
import { formSchemas } from '@/domain/forms/schemas'

const errorsOf = (action: keyof typeof formSchemas, locale: 'de' | 'ja' | 'ko', data: object) => {
  const result = formSchemas[action]({ locale }).safeParse(data)
  return result.success ? {} : firstErrors(result.error)
}

describe('form rules of spec 1 §5', () => {
  it('"mobile_phone also required when the locale is ko"', () => {
    const step1 = { email: 'a@example.com', message: 'Hallo', data_agreement: true }
    expect(errorsOf('CONTACT_FORM', 'de', step1)).toEqual({})
    expect(errorsOf('CONTACT_FORM', 'ko', step1)).toEqual({ mobile_phone: 'form-general.required-field' })
  })

  it('"For Japanese the number is not required, while address_region and mobile_phone are required"', () => {
    const address = {
      gender: 'M',
      first_name: 'Ken',
      last_name: 'Sato',
      address_street: '銀座',
      address_zip_code: '104',
      address_city: '中央区',
      address_country: 'JP',
      email: 'k@example.com',
      data_agreement: true,
    }
    expect(errorsOf('ADDRESS_FORM', 'ja', address)).toEqual({ address_region: 'form-general.required-field', mobile_phone: 'form-general.required-field' })
    expect(errorsOf('ADDRESS_FORM', 'de', address)).toEqual({ address_number: 'form-general.required-field' })
    // A salutation outside M, W, D is wrong, not missing.
    expect(errorsOf('ADDRESS_FORM', 'de', { ...address, address_number: '1', gender: 'F' })).toEqual({ gender: 'form-general.error.invalid-value' })
    expect(errorsOf('ADDRESS_FORM', 'de', { ...address, address_number: '1', gender: '' })).toEqual({ gender: 'form-general.required-field' })
    // "Invalid email (… address, museum)" → password-forgot.error.email-invalid
    expect(errorsOf('ADDRESS_FORM', 'de', { ...address, address_number: '1', email: 'x' })).toEqual({ email: 'password-forgot.error.email-invalid' })
    expect(errorsOf('CONTACT_FORM', 'de', { email: 'x', message: 'm', data_agreement: true })).toEqual({ email: 'form-general.error.valid-email' })
  })

  it('the short newsletter (REGISTRATION) asks only for the address and the agreement', () => {
    expect(errorsOf('REGISTRATION', 'de', { email: 'a@example.com', data_agreement: true })).toEqual({})
    expect(Object.keys(errorsOf('NEWSLETTER_SUBSCRIBE', 'de', { email: 'a@example.com', data_agreement: true })).sort()).toEqual([
      'first_name',
      'gender',
      'last_name',
    ])
  })

  it('the rule language is the one chosen in the form, else the site language', () => {
    expect(ruleLocale({ used_website_language: 'EN', selected_language: 'KO' })).toBe('ko')
    expect(ruleLocale({ used_website_language: 'JA', selected_language: undefined })).toBe('ja')
  })
})

describe('museum days', () => {
  const rules = { start: '2026-12-01', end: '2026-12-31', excludedWeekdays: [1] }

  it('lie between start and end, without the excluded weekdays', () => {
    expect(isBookableDay('2026-12-01', rules)).toBe(true)
    expect(isBookableDay('2026-12-07', rules)).toBe(false) // Monday
    expect(isBookableDay('2026-11-30', rules)).toBe(false)
    expect(isBookableDay('2027-01-01', rules)).toBe(false)
    expect(isBookableDay('12/03/2026', rules)).toBe(false)
  })

  it('"event_date is shifted by 7 hours (252e5 ms) before sending", and the day survives the trip', () => {
    const picked = new Date(2026, 11, 3, 15, 30)
    const sent = eventDateValue(picked)
    expect(Date.parse(sent) - new Date(2026, 11, 3).getTime()).toBe(252e5)
    expect(eventDayOf(sent)).toBe('2026-12-03')
    expect(eventDayOf('not a date')).toBeNull()
  })
})

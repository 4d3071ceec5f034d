// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { fieldMessages, schemaFacts } from '@/components/forms/schemaFacts'
import { commonFields, formMetadata, formRuleLocale, joinProducts, storeUuidOf } from '@/components/forms/submission'
import { requestedTokens } from '@/components/forms/useRequestedProducts'
import { contactDetailsSchema, formSchemas } from '@/domain/forms/schemas'
import { messagesByLocale } from '../../../support/intl'

afterEach(() => window.localStorage.clear())

const place = { action: 'CONTACT_FORM' as const, formId: 'contact', componentUid: 'b-1', storyUuid: 's-1', locale: 'zh-hans' as const, microsite: null }

describe('common fields (spec 1 §3)', () => {
  it('carry the action, form id, upper-case languages, story and component, and the click ids from storage', () => {
    window.localStorage.setItem('gclid', 'g')
    window.localStorage.setItem('fbclid', 'f')
    expect(commonFields(place)).toEqual({
      action: 'CONTACT_FORM',
      form_id: 'contact',
      used_website_language: 'ZH-HANS',
      selected_language: 'ZH-HANS',
      storyblok_story_uuid: 's-1',
      storyblok_component_uid: 'b-1',
      google_click_id: 'g',
      meta_click_id: 'f',
    })
    expect(commonFields({ ...place, formLanguage: 'ko' }).selected_language).toBe('KO')
    window.localStorage.clear()
    expect(commonFields(place)).toMatchObject({ google_click_id: '', meta_click_id: '' })
  })

  it('name the microsite and its jeweller, or the website', () => {
    const jeweler = { slug: 'adler', uuid: 'u-1' }
    expect(formMetadata(null)).toEqual({ context: 'website' })
    expect(formMetadata(jeweler)).toEqual({ context: 'microsite', jeweler_slug: 'adler', jeweler_story_uuid: 'u-1' })
    expect(storeUuidOf(null)).toBeNull()
    expect(storeUuidOf(jeweler)).toBe('u-1')
  })

  it('apply the block’s language rules before the page’s', () => {
    expect(formRuleLocale({ locale: 'de' })).toBe('de')
    expect(formRuleLocale({ locale: 'de', formLanguage: 'ko' })).toBe('ko')
    expect(formRuleLocale({ locale: 'ja' })).toBe('ja')
  })

  it('join products comma separated, each once', () => {
    expect(joinProducts(['A-1', ' B-2', 'A-1', ''])).toBe('A-1,B-2')
    expect(joinProducts([])).toBe('')
  })
})

describe('what the browser reads off the rules', () => {
  it('the required fields per language', () => {
    expect([...schemaFacts(formSchemas.CONTACT_FORM({ locale: 'de' })).required].sort()).toEqual(['data_agreement', 'email', 'message'])
    expect([...schemaFacts(formSchemas.CONTACT_FORM({ locale: 'ko' })).required]).toContain('mobile_phone')
    const ja = schemaFacts(formSchemas.ADDRESS_FORM({ locale: 'ja' })).required
    expect(ja.has('address_region') && ja.has('mobile_phone') && !ja.has('address_number')).toBe(true)
    expect(schemaFacts(formSchemas.ADDRESS_FORM({ locale: 'de' })).required.has('address_number')).toBe(true)
    expect(schemaFacts(contactDetailsSchema()).required.size).toBe(0)
    expect([...schemaFacts(formSchemas.REGISTRATION()).required].sort()).toEqual(['data_agreement', 'email'])
  })

  it('the e-mail message each form names (spec 1 §8)', () => {
    expect(schemaFacts(formSchemas.CONTACT_FORM({ locale: 'de' })).emailKey).toBe('form-general.error.valid-email')
    expect(schemaFacts(formSchemas.ADDRESS_FORM({ locale: 'de' })).emailKey).toBe('password-forgot.error.email-invalid')
    expect(schemaFacts(formSchemas.EVENT_REGISTRATION({ locale: 'de' })).emailKey).toBe('password-forgot.error.email-invalid')
  })
})

describe('server field errors', () => {
  it('map the e-mail text to the form’s key, keep keys and other texts, take the first of a list', () => {
    expect(fieldMessages({ email: 'Enter a valid email address.', message: 'form-general.required-field', phone: ['Too odd.', 'Second.'], n: 3 })).toEqual({
      email: 'form-general.error.valid-email',
      message: 'form-general.required-field',
      phone: 'Too odd.',
    })
    expect(fieldMessages({ email: 'Enter a valid email address.' }, 'password-forgot.error.email-invalid')).toEqual({
      email: 'password-forgot.error.email-invalid',
    })
  })
})

describe('requested products', () => {
  it('read ?product= (ids or article numbers, nothing else) or the wishlist with ?wishlistinclude', () => {
    expect(requestedTokens(new URLSearchParams('product=10-1101-00-1-GG,%2042,,10-1101-00-1-GG,<x>'), undefined)).toEqual(['10-1101-00-1-GG', '42'])
    expect(requestedTokens(new URLSearchParams('wishlistinclude&product=A'), ['W-1'])).toEqual(['W-1'])
    expect(requestedTokens(new URLSearchParams('wishlistinclude'), undefined)).toBeUndefined()
    expect(requestedTokens(new URLSearchParams(''), undefined)).toEqual([])
  })
})

describe('form messages', () => {
  it('every catalogue has the same non-empty form keys as German', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' && v ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]))
    const german = keys(messagesByLocale.de.forms).sort()
    for (const [locale, messages] of Object.entries(messagesByLocale)) {
      expect(keys(messages.forms).sort(), locale).toEqual(german)
      expect(messages.wishlist.enquire.trim(), locale).not.toBe('')
    }
  })
})

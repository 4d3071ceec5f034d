// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AddressFormClient } from '@/blocks/AddressForm/AddressFormClient'
import { countryOptions } from '@/domain/countries/countries'
import type { UrlLocale } from '@/i18n/locales'
import { renderWithIntl } from '../../../support/intl'
import { fakeFormsApi, formBlock } from '../../../support/formBlocks'

beforeEach(() => window.localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

const input = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement
const required = () => [...document.querySelectorAll('[aria-required="true"]')].map((e) => e.getAttribute('name')).sort()
const address = (locale: UrlLocale) => renderWithIntl(<AddressFormClient countries={countryOptions(locale)} {...formBlock(locale)} />, { locale })

describe('address form', () => {
  it('requires the address with its house number outside Japan', () => {
    fakeFormsApi()
    address('de')
    expect(required()).toEqual(
      [
        'address_city',
        'address_country',
        'address_number',
        'address_street',
        'address_zip_code',
        'data_agreement',
        'email',
        'first_name',
        'gender',
        'last_name',
      ].sort(),
    )
    expect(input('title')).not.toBeNull()
    // The country select starts with the empty no-value choice.
    expect((input('address_country') as unknown as HTMLSelectElement).options[0].value).toBe('')
  })

  it('in Japanese requires the region and the mobile phone, not the house number, and asks for no title', async () => {
    const api = fakeFormsApi()
    address('ja')
    expect(required()).toContain('address_region')
    expect(required()).toContain('mobile_phone')
    expect(required()).not.toContain('address_number')
    expect(input('title')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: '送信する' }))
    await waitFor(() => expect(input('address_region').getAttribute('aria-invalid')).toBe('true'))
    expect(input('mobile_phone').getAttribute('aria-invalid')).toBe('true')
    expect(input('address_number').getAttribute('aria-invalid')).toBeNull()
    expect(api.calls).toHaveLength(0)
  })

  it('checks the e-mail with the address form’s message (spec 1 §8) and sends every field by its API name', async () => {
    const api = fakeFormsApi()
    address('en')
    await userEvent.selectOptions(input('gender') as unknown as HTMLSelectElement, 'M')
    await userEvent.type(input('first_name'), 'John')
    await userEvent.type(input('last_name'), 'Keats')
    await userEvent.type(input('address_street'), 'Keats Grove')
    await userEvent.type(input('address_number'), '10')
    await userEvent.type(input('address_zip_code'), 'NW3 2RR')
    await userEvent.type(input('address_city'), 'London')
    await userEvent.selectOptions(input('address_country') as unknown as HTMLSelectElement, 'GB')
    await userEvent.type(input('email'), 'john@')
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }))
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy()
    await userEvent.type(input('email'), 'example.com')
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }))
    await screen.findByRole('status')
    expect(api.calls[0].body).toMatchObject({
      action: 'ADDRESS_FORM',
      title: '',
      gender: 'M',
      first_name: 'John',
      last_name: 'Keats',
      address_street: 'Keats Grove',
      address_number: '10',
      address_region: '',
      address_zip_code: 'NW3 2RR',
      address_city: 'London',
      address_country: 'GB',
      email: 'john@example.com',
      mobile_phone: '',
      newsletter_subscription: false,
      data_agreement: true,
      store_uuid: null,
      metadata: { context: 'website' },
    })
  })

  it('shows the server’s e-mail text as the address form’s own message', async () => {
    fakeFormsApi({ post: [{ status: 400, body: { email: 'Enter a valid email address.' } }] })
    address('de')
    await userEvent.selectOptions(input('gender') as unknown as HTMLSelectElement, 'W')
    for (const [name, value] of [
      ['first_name', 'Clara'],
      ['last_name', 'Weiss'],
      ['address_street', 'Bleichstraße'],
      ['address_number', '18'],
      ['address_zip_code', '75173'],
      ['address_city', 'Pforzheim'],
      ['email', 'clara@example.com'],
    ])
      await userEvent.type(input(name), value)
    await userEvent.selectOptions(input('address_country') as unknown as HTMLSelectElement, 'DE')
    await userEvent.click(screen.getByRole('checkbox', { name: /Ich bin einverstanden/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Anfrage senden' }))
    await waitFor(() => expect(input('email').getAttribute('aria-invalid')).toBe('true'))
    expect(document.getElementById(input('email').getAttribute('aria-describedby') as string)?.textContent).toBe(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
    )
  })
})

// @vitest-environment jsdom
import { waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AddressFormClient } from '@/blocks/AddressForm/AddressFormClient'
import { AppointmentFormClient } from '@/blocks/AppointmentForm/AppointmentFormClient'
import { ContactFormClient } from '@/blocks/ContactForm/ContactFormClient'
import { countryOptions } from '@/domain/countries/countries'
import { resetWishlistStore } from '@/components/wishlist/wishlistStore'
import { renderWithIntl } from '../../../support/intl'
import { fakeFormsApi, formBlock } from '../../../support/formBlocks'

beforeEach(() => {
  window.localStorage.clear()
  window.history.replaceState(null, '', '/de/')
  resetWishlistStore()
})
afterEach(() => vi.unstubAllGlobals())

/** The invalid fields' names in document order. */
const invalid = () => [...document.querySelectorAll('[aria-invalid="true"]')].map((e) => e.getAttribute('name'))
const submit = () => userEvent.click(document.querySelector('form button[type="submit"]') as HTMLElement)

async function emptySubmit(ui: ReactElement) {
  fakeFormsApi()
  renderWithIntl(ui)
  await submit()
  await waitFor(() => expect(invalid().length).toBeGreaterThan(1))
  await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe(invalid()[0]))
  return invalid()
}

describe('an invalid submit focuses the first invalid field in document order', () => {
  it('appointment: the salutation, not the request further down', async () => {
    expect((await emptySubmit(<AppointmentFormClient {...formBlock()} />))[0]).toBe('gender')
  })

  it('address request: the salutation, not the street', async () => {
    expect((await emptySubmit(<AddressFormClient countries={countryOptions('de')} {...formBlock()} />))[0]).toBe('gender')
  })

  it('contact: the e-mail, not the message below it', async () => {
    expect((await emptySubmit(<ContactFormClient variant="default" {...formBlock()} />))[0]).toBe('email')
  })

  it('the server’s field errors (400) too', async () => {
    const api = fakeFormsApi({ post: [{ status: 400, body: { message: ['Zu kurz.'], email: ['Ungültig.'] } }] })
    renderWithIntl(<ContactFormClient variant="default" {...formBlock()} />)
    const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement
    await userEvent.type(field('email'), 'kim@example.com')
    await userEvent.type(field('mobile_phone'), '+49 170 1234567')
    await userEvent.type(field('message'), 'Hallo')
    await userEvent.click(document.querySelector('[name="data_agreement"]') as HTMLElement)
    await submit()
    await waitFor(() => expect(api.calls).toHaveLength(1))
    await waitFor(() => expect(invalid()).toEqual(['email', 'message']))
    await waitFor(() => expect(document.activeElement).toBe(field('email')))
  })
})

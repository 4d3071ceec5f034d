// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProfileForm } from '@/components/account/ProfileForm'
import { countryOptions } from '@/domain/countries/countries'
import type { ProfileForm as Values } from '@/domain/accountForms'
import { renderWithIntl } from '../../../support/intl'

afterEach(() => vi.unstubAllGlobals())

const initial: Values = {
  title: '',
  gender: 'W',
  first_name: 'Kim',
  last_name: 'Berger',
  address_street: '',
  address_number: '',
  address_zip_code: '',
  address_city: '',
  address_country: '',
  address_state: '',
  phone_private: '',
  phone_mobile: '',
  phone_business: '',
  language: 'EN',
}

function profile(answer: { status: number; body?: unknown }) {
  const fetch = vi.fn(async () => Response.json(answer.body ?? {}, { status: answer.status }))
  vi.stubGlobal('fetch', fetch)
  const assign = vi.fn()
  vi.stubGlobal('location', { ...window.location, assign, pathname: '/en/account/' })
  renderWithIntl(<ProfileForm email="kim@example.com" initial={initial} countries={countryOptions('en')} />, { locale: 'en' })
  return { fetch, assign }
}

describe('profile form', () => {
  it('logging out leads to the home page of the visitor’s language, not the German one', async () => {
    const { assign } = profile({ status: 204 })
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/'))
  })

  it('the server’s field errors move focus to the first invalid field on screen', async () => {
    profile({ status: 400, body: { address_city: ['Unknown city.'], last_name: ['Required.'] } })
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(document.activeElement?.getAttribute('name')).toBe('last_name'))
  })
})

// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AppointmentFormClient } from '@/blocks/AppointmentForm/AppointmentFormClient'
import { resetWishlistStore } from '@/components/wishlist/wishlistStore'
import { renderWithIntl } from '../../../support/intl'
import { fakeFormsApi, formBlock, productCard } from '../../../support/formBlocks'

beforeEach(() => {
  window.localStorage.clear()
  window.history.replaceState(null, '', '/de/termin/')
  resetWishlistStore()
})
afterEach(() => vi.unstubAllGlobals())

const input = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement

describe('appointment form', () => {
  it('requires salutation, names, e-mail, mobile phone, the request and the agreement (spec 1 §5); no title', () => {
    fakeFormsApi()
    renderWithIntl(<AppointmentFormClient {...formBlock()} />)
    const required = [...document.querySelectorAll('[aria-required="true"]')].map((e) => e.getAttribute('name')).sort()
    expect(required).toEqual(['appointment_request', 'data_agreement', 'email', 'first_name', 'gender', 'last_name', 'mobile_phone'])
    expect(input('title')).toBeNull()
    expect(input('newsletter_subscription')).not.toBeNull()
  })

  it('sends the request with the pieces of ?product=; a 500 keeps the form and says it did not work', async () => {
    window.history.replaceState(null, '', '/de/termin/?product=10-1101-00-1-GG')
    const api = fakeFormsApi({
      cards: [productCard(4, '10-1101-00-1-GG', 'Herzstück')],
      post: [
        { status: 500, body: {} },
        { status: 201, body: { uuid: 'x' } },
      ],
    })
    renderWithIntl(<AppointmentFormClient {...formBlock()} />)
    await screen.findByRole('link', { name: 'Herzstück' })
    await userEvent.selectOptions(input('gender') as unknown as HTMLSelectElement, 'D')
    await userEvent.type(input('first_name'), 'Kim')
    await userEvent.type(input('last_name'), 'Berger')
    await userEvent.type(input('email'), 'kim@example.com')
    await userEvent.type(input('mobile_phone'), '+49 170 1234567')
    await userEvent.type(input('appointment_request'), 'Samstagvormittag')
    await userEvent.click(screen.getByRole('checkbox', { name: /Ich bin einverstanden/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Termin anfragen' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Das hat leider nicht geklappt. Bitte versuchen Sie es in einem Moment noch einmal.')
    expect((input('first_name') as HTMLInputElement).value).toBe('Kim')
    await userEvent.click(screen.getByRole('button', { name: 'Termin anfragen' }))
    await screen.findByRole('status')
    expect(api.calls).toHaveLength(2)
    expect(api.calls[1].body).toMatchObject({
      action: 'APPOINTMENT_REQUEST',
      gender: 'D',
      mobile_phone: '+49 170 1234567',
      appointment_request: 'Samstagvormittag',
      products: '10-1101-00-1-GG',
      newsletter_subscription: false,
      data_agreement: true,
    })
  })

  it('marks the button busy and disabled while sending', async () => {
    let answer: (r: Response) => void = () => undefined
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string) =>
        String(url).startsWith('/api/v1/forms/') ? new Promise<Response>((r) => (answer = r)) : Promise.resolve(Response.json({}, { status: 401 })),
      ),
    )
    renderWithIntl(<AppointmentFormClient {...formBlock()} />)
    await userEvent.selectOptions(input('gender') as unknown as HTMLSelectElement, 'W')
    for (const [name, value] of [
      ['first_name', 'A'],
      ['last_name', 'B'],
      ['email', 'a@example.com'],
      ['mobile_phone', '0170 1234567'],
      ['appointment_request', 'bald'],
    ])
      await userEvent.type(input(name), value)
    await userEvent.click(screen.getByRole('checkbox', { name: /Ich bin einverstanden/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Termin anfragen' }))
    const button = screen.getByRole('button', { name: 'Termin anfragen' })
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'))
    expect(button.hasAttribute('disabled')).toBe(true)
    answer(Response.json({ uuid: 'x' }, { status: 201 }))
    await screen.findByRole('status')
  })
})

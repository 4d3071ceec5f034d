// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { UnsubscribeFormClient } from '@/blocks/UnsubscribeForm/UnsubscribeFormClient'
import { renderWithIntl } from '../../../support/intl'
import { fakeFormsApi, formBlock } from '../../../support/formBlocks'

beforeEach(() => window.localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

describe('unsubscribe form', () => {
  it('prefills the address from ?email= and sends NEWSLETTER_UNSUBSCRIBE', async () => {
    window.history.replaceState(null, '', '/en/unsubscribe/?email=ada%40example.com')
    const api = fakeFormsApi()
    renderWithIntl(<UnsubscribeFormClient {...formBlock('en')} />, { locale: 'en' })
    const email = screen.getByRole('textbox', { name: /Email address/ }) as HTMLInputElement
    await waitFor(() => expect(email.value).toBe('ada@example.com'))
    expect(email.getAttribute('aria-required')).toBe('true')
    expect(screen.queryByRole('checkbox')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }))
    expect((await screen.findByRole('status')).textContent).toContain('You have been unsubscribed from the newsletter.')
    expect(api.calls[0].body).toMatchObject({ action: 'NEWSLETTER_UNSUBSCRIBE', email: 'ada@example.com' })
  })

  it('requires the address', async () => {
    window.history.replaceState(null, '', '/de/newsletter-abmelden/')
    const api = fakeFormsApi()
    renderWithIntl(<UnsubscribeFormClient {...formBlock()} />)
    await userEvent.click(screen.getByRole('button', { name: 'Abmelden' }))
    expect(await screen.findByText('Dies ist ein Pflichtfeld.')).toBeTruthy()
    expect(api.calls).toHaveLength(0)
  })
})

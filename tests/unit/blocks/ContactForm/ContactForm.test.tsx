// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ContactFormClient } from '@/blocks/ContactForm/ContactFormClient'
import { resetWishlistStore } from '@/components/wishlist/wishlistStore'
import { renderWithIntl, type TestLocale } from '../../../support/intl'
import { fakeFormsApi, formBlock, productCard } from '../../../support/formBlocks'

const UUID = '11111111-2222-4333-8444-555555555555'
const cards = [productCard(4, '10-1101-00-1-GG', 'Herzstück'), productCard(7, '10-1202-00-1-WG', 'Sonnenring'), productCard(9, '10-1103-00-2-GW', 'Perlenring')]

beforeEach(() => {
  window.localStorage.clear()
  window.history.replaceState(null, '', '/de/kontakt/')
  resetWishlistStore()
})
afterEach(() => vi.unstubAllGlobals())

const input = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement
const contact = (variant: 'default' | 'withProducts' = 'default', locale: TestLocale = 'de', formLanguage?: 'ko') =>
  renderWithIntl(<ContactFormClient variant={variant} {...formBlock(locale === 'ko' ? 'de' : locale, { formLanguage })} />, { locale })

async function fillStepOne() {
  await userEvent.type(input('email'), 'anna@example.com')
  await userEvent.type(input('message'), 'Gibt es den Ring auch in Gelbgold?')
  await userEvent.click(screen.getByRole('checkbox'))
  await userEvent.click(screen.getByRole('button', { name: 'Weiter' }))
}

describe('contact form, step 1', () => {
  it('marks email, message and the agreement required; the mobile phone only for ko', async () => {
    fakeFormsApi()
    const { unmount } = contact()
    for (const name of ['email', 'message', 'data_agreement']) expect(input(name).getAttribute('aria-required'), name).toBe('true')
    expect(input('mobile_phone').getAttribute('aria-required')).toBeNull()
    expect(input('subject').getAttribute('aria-required')).toBeNull()
    unmount()
    contact('default', 'de', 'ko')
    expect(input('mobile_phone').getAttribute('aria-required')).toBe('true')
  })

  it('ko rules ask for the mobile phone before sending anything', async () => {
    const api = fakeFormsApi()
    contact('default', 'de', 'ko')
    await fillStepOne()
    await waitFor(() => expect(input('mobile_phone').getAttribute('aria-invalid')).toBe('true'))
    expect(document.getElementById(input('mobile_phone').getAttribute('aria-describedby') as string)?.textContent).toBe('Dies ist ein Pflichtfeld.')
    expect(api.calls).toHaveLength(0)
  })

  it('checks the e-mail format with the contact message (spec 1 §8)', async () => {
    fakeFormsApi()
    contact('default', 'en')
    await userEvent.type(input('email'), 'anna@')
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Please enter a valid email address.')).toBeTruthy()
  })
})

describe('contact form steps', () => {
  it('201 moves to step 2 with the uuid; the PATCH carries the details and action, form_id, language; 200 shows success with a way back', async () => {
    const api = fakeFormsApi({ post: [{ status: 201, body: { uuid: UUID } }], patch: [{ status: 200, body: { uuid: UUID } }] })
    contact()
    expect(screen.getByText('Schritt 1 von 2')).toBeTruthy()
    await fillStepOne()
    const heading = await screen.findByRole('heading', { name: 'Ihre Angaben' })
    expect(screen.getByText('Schritt 2 von 2')).toBeTruthy()
    expect(document.activeElement).toBe(heading)
    expect(api.calls[0].body).toMatchObject({
      action: 'CONTACT_FORM',
      email: 'anna@example.com',
      message: 'Gibt es den Ring auch in Gelbgold?',
      data_agreement: true,
      products: '',
      metadata: { context: 'website' },
      store_uuid: null,
    })
    // Nothing is required in step 2.
    expect(document.querySelectorAll('[aria-required="true"]')).toHaveLength(0)
    await userEvent.selectOptions(input('gender') as unknown as HTMLSelectElement, 'W')
    await userEvent.type(input('first_name'), 'Anna')
    await userEvent.type(input('address_city'), 'Pforzheim')
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }))
    const status = await screen.findByRole('status')
    expect(api.calls[1]).toEqual({
      url: `/api/v1/forms/${UUID}/`,
      method: 'PATCH',
      body: {
        action: 'CONTACT_FORM',
        form_id: 'form-1',
        used_website_language: 'DE',
        title: '',
        gender: 'W',
        first_name: 'Anna',
        last_name: '',
        address_zip_code: '',
        address_city: 'Pforzheim',
        newsletter_subscription: true,
      },
    })
    expect(within(status).getByRole('link', { name: 'Zurück zur Startseite' }).getAttribute('href')).toBe('/de/')
  })

  it('a 404 on step 2 stays put without a word', async () => {
    fakeFormsApi({ post: [{ status: 201, body: { uuid: UUID } }], patch: [{ status: 404, body: { detail: 'Not found.' } }] })
    contact()
    await fillStepOne()
    await screen.findByRole('heading', { name: 'Ihre Angaben' })
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'Absenden' }).hasAttribute('disabled')).toBe(false))
    expect(screen.queryByRole('status')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('heading', { name: 'Ihre Angaben' })).toBeTruthy()
  })

  it('hides the title in Japanese', async () => {
    fakeFormsApi({ post: [{ status: 201, body: { uuid: UUID } }] })
    contact('default', 'ja')
    await userEvent.type(input('email'), 'hanako@example.com')
    await userEvent.type(input('message'), 'サイズについて')
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: '次へ' }))
    await screen.findByRole('heading', { name: 'お客様情報' })
    expect(input('title')).toBeNull()
    expect(input('gender')).not.toBeNull()
  })
})

describe('contact form products', () => {
  it('?product= shows the pieces (article numbers or story ids) and sends them comma joined', async () => {
    window.history.replaceState(null, '', '/de/kontakt/?product=10-1101-00-1-GG,72')
    const api = fakeFormsApi({ cards })
    contact()
    const list = await screen.findByRole('group', { name: 'Ihre Anfrage betrifft' })
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Herzstück', 'Sonnenring'])
    expect(api.cardRequests).toEqual(['locale=de&mpns=10-1101-00-1-GG&ids=72'])
    await fillStepOne()
    await waitFor(() => expect(api.calls).toHaveLength(1))
    expect(api.calls[0].body.products).toBe('10-1101-00-1-GG,10-1202-00-1-WG')
  })

  it('?wishlistinclude takes the wishlist’s articles instead; the withProducts variant lets the visitor choose in a step of its own', async () => {
    window.localStorage.setItem(
      'wishlist',
      JSON.stringify([
        { article: '10-1101-00-1-GG', date_added: '2026-03-01T10:00:00.000Z' },
        { article: '10-1103-00-2-GW', date_added: '2026-03-02T10:00:00.000Z' },
      ]),
    )
    window.history.replaceState(null, '', '/de/anfrage/?wishlistinclude&product=10-1202-00-1-WG')
    const api = fakeFormsApi({ cards, post: [{ status: 201, body: { uuid: UUID } }], patch: [{ status: 200 }, { status: 200 }] })
    contact('withProducts')
    // The message step does not list the pieces: the next step does.
    expect(screen.queryByRole('group')).toBeNull()
    await waitFor(() => expect(api.cardRequests).toHaveLength(1))
    expect(screen.getByText('Schritt 1 von 3')).toBeTruthy()
    await fillStepOne()
    await screen.findByRole('heading', { name: 'Ihre Schmuckstücke' })
    expect(api.calls[0].body.products).toBe('10-1101-00-1-GG,10-1103-00-2-GW')
    const herz = screen.getByRole('checkbox', { name: 'Herzstück anfragen' }) as HTMLInputElement
    expect(herz.checked).toBe(true)
    await userEvent.click(herz)
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }))
    await screen.findByRole('heading', { name: 'Ihre Angaben' })
    expect(screen.getByText('Schritt 3 von 3')).toBeTruthy()
    expect(api.calls[1]).toEqual({
      url: `/api/v1/forms/${UUID}/`,
      method: 'PATCH',
      body: { action: 'CONTACT_FORM', form_id: 'form-1', used_website_language: 'DE', products: '10-1103-00-2-GW' },
    })
  })

  it('without pieces the withProducts variant has two steps', async () => {
    fakeFormsApi({ post: [{ status: 201, body: { uuid: UUID } }] })
    contact('withProducts')
    await act(async () => undefined)
    expect(screen.getByText('Schritt 1 von 2')).toBeTruthy()
    await fillStepOne()
    await screen.findByRole('heading', { name: 'Ihre Angaben' })
  })
})

// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NewsletterFormClient } from '@/blocks/NewsletterForm/NewsletterFormClient'
import { MicrositeProvider } from '@/components/microsite/MicrositeContext'
import { renderWithIntl } from '../../../support/intl'
import { STORY_UUID, fakeFormsApi, formBlock } from '../../../support/formBlocks'

beforeEach(() => window.localStorage.clear())
afterEach(() => vi.unstubAllGlobals())

const input = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement

describe('newsletter form, short variant (REGISTRATION)', () => {
  it('asks only for the address and the agreement, both marked required', () => {
    fakeFormsApi()
    renderWithIntl(<NewsletterFormClient variant="short" {...formBlock()} />)
    expect(input('first_name')).toBeNull()
    expect(input('gender')).toBeNull()
    const email = screen.getByRole('textbox', { name: /E-Mail-Adresse/ })
    expect(email.getAttribute('name')).toBe('email')
    expect(email.getAttribute('aria-required')).toBe('true')
    expect(email.closest('div')?.parentElement?.textContent).toContain('*')
    expect(screen.getByRole('checkbox').getAttribute('aria-required')).toBe('true')
  })

  it('shows the generic required message under each empty field, linked by aria-describedby', async () => {
    const api = fakeFormsApi()
    renderWithIntl(<NewsletterFormClient variant="short" {...formBlock()} />)
    await userEvent.click(screen.getByRole('button', { name: 'Newsletter abonnieren' }))
    const email = screen.getByRole('textbox', { name: /E-Mail-Adresse/ })
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'))
    const describedBy = email.getAttribute('aria-describedby') as string
    expect(document.getElementById(describedBy)?.textContent).toBe('Dies ist ein Pflichtfeld.')
    expect(screen.getAllByText('Dies ist ein Pflichtfeld.')).toHaveLength(2)
    expect(api.calls).toHaveLength(0)
  })

  it('sends the common fields, the metadata and the honeypot; 201 shows the success text with Ok, which starts afresh', async () => {
    window.localStorage.setItem('gclid', 'G-123')
    window.localStorage.setItem('fbclid', 'F-456')
    const api = fakeFormsApi()
    renderWithIntl(<NewsletterFormClient variant="short" {...formBlock('en', { formId: 'nl-footer', successText: 'Welcome aboard.' })} />, { locale: 'en' })
    await userEvent.type(screen.getByRole('textbox', { name: /Email address/ }), 'ada@example.com')
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe to the newsletter' }))
    await screen.findByText('Welcome aboard.')
    expect(api.calls).toHaveLength(1)
    expect(api.calls[0].url).toBe('/api/v1/forms/')
    expect(api.calls[0].method).toBe('POST')
    expect(api.calls[0].body).toEqual({
      action: 'REGISTRATION',
      form_id: 'nl-footer',
      used_website_language: 'EN',
      selected_language: 'EN',
      storyblok_story_uuid: STORY_UUID,
      storyblok_component_uid: 'block-7',
      google_click_id: 'G-123',
      meta_click_id: 'F-456',
      metadata: { context: 'website' },
      store_uuid: null,
      email: 'ada@example.com',
      data_agreement: true,
      newsletter_subscription: true,
      homepage: '',
    })
    const status = screen.getByRole('status')
    expect(document.activeElement).toBe(status)
    await userEvent.click(within(status).getByRole('button', { name: 'OK' }))
    expect((screen.getByRole('textbox', { name: /Email address/ }) as HTMLInputElement).value).toBe('')
  })

  it('on a microsite names the jeweller and its store; the block’s language is the selected one', async () => {
    const api = fakeFormsApi()
    const jeweler = { slug: 'juwelier-adler', uuid: '0d6f1c7e-5a4b-4c3d-9e2f-1a2b3c4d5e6f' }
    renderWithIntl(
      <MicrositeProvider jeweler={jeweler}>
        <NewsletterFormClient variant="short" {...formBlock('de', { formLanguage: 'ko' })} />
      </MicrositeProvider>,
    )
    await userEvent.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'min@example.com')
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Newsletter abonnieren' }))
    await waitFor(() => expect(api.calls).toHaveLength(1))
    expect(api.calls[0].body).toMatchObject({
      used_website_language: 'DE',
      selected_language: 'KO',
      metadata: { context: 'microsite', jeweler_slug: 'juwelier-adler', jeweler_story_uuid: jeweler.uuid },
      store_uuid: jeweler.uuid,
    })
  })

  it('redirects to the block’s success page instead of the message when one is set', async () => {
    fakeFormsApi()
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign, search: '' })
    renderWithIntl(<NewsletterFormClient variant="short" {...formBlock('de', { successRedirect: { href: '/de/danke/', external: false } })} />)
    await userEvent.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'ada@example.com')
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Newsletter abonnieren' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/de/danke/'))
    expect(screen.queryByRole('status')).toBeNull()
  })

  it('maps the server’s e-mail text to the catalogue, shows other server texts as given and keeps the form editable', async () => {
    fakeFormsApi({ post: [{ status: 400, body: { email: 'Enter a valid email address.', data_agreement: 'Something the server says.' } }] })
    renderWithIntl(<NewsletterFormClient variant="short" {...formBlock()} />)
    await userEvent.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'ada@example.com')
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Newsletter abonnieren' }))
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeTruthy()
    expect(screen.getByText('Something the server says.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Newsletter abonnieren' }).hasAttribute('disabled')).toBe(false)
  })

  it('shows the throttle detail of a 429', async () => {
    fakeFormsApi({ post: [{ status: 429, body: { detail: 'Request was throttled. Expected available in 60 seconds.' } }] })
    renderWithIntl(<NewsletterFormClient variant="short" {...formBlock()} />)
    await userEvent.type(screen.getByRole('textbox', { name: /E-Mail-Adresse/ }), 'ada@example.com')
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Newsletter abonnieren' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Request was throttled. Expected available in 60 seconds.')
  })
})

describe('newsletter form, full variant (NEWSLETTER_SUBSCRIBE)', () => {
  it('requires salutation and names, hides the title in Japanese', async () => {
    fakeFormsApi()
    const { unmount } = renderWithIntl(<NewsletterFormClient variant="full" {...formBlock()} />)
    expect(input('title')).not.toBeNull()
    for (const name of ['gender', 'first_name', 'last_name', 'email']) expect(input(name).getAttribute('aria-required'), name).toBe('true')
    expect(input('title').getAttribute('aria-required')).toBeNull()
    unmount()
    renderWithIntl(<NewsletterFormClient variant="full" {...formBlock('ja')} />, { locale: 'ja' })
    expect(input('title')).toBeNull()
    expect(input('gender')).not.toBeNull()
  })

  it('sends the names with action NEWSLETTER_SUBSCRIBE', async () => {
    const api = fakeFormsApi()
    renderWithIntl(<NewsletterFormClient variant="full" {...formBlock()} />)
    await userEvent.selectOptions(input('gender') as unknown as HTMLSelectElement, 'W')
    await userEvent.type(input('first_name'), 'Clara')
    await userEvent.type(input('last_name'), 'Weiss')
    await userEvent.type(input('email'), 'clara@example.com')
    await userEvent.click(screen.getByRole('checkbox'))
    await userEvent.click(screen.getByRole('button', { name: 'Newsletter abonnieren' }))
    await waitFor(() => expect(api.calls).toHaveLength(1))
    expect(api.calls[0].body).toMatchObject({
      action: 'NEWSLETTER_SUBSCRIBE',
      title: '',
      gender: 'W',
      first_name: 'Clara',
      last_name: 'Weiss',
      email: 'clara@example.com',
    })
  })
})

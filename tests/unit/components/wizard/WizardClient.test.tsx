// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WizardClient } from '@/components/wizard/WizardClient'
import type { WizardProductView, WizardView } from '@/server/content/types'
import { renderWithIntl } from '../../../support/intl'

vi.mock('next/navigation', () => ({ usePathname: () => '/de/ringfinder/' }))

const choice = (id: string, name: string, wizardTags: string[]) => ({ id, name, wizardTags })
const wizard = (formPosition: WizardView['formPosition'], dataAgreementLabel?: string): WizardView => ({
  id: 7,
  formPosition,
  productTypes: ['ring'],
  intro: { title: 'Finden Sie Ihren Ring', startLabel: 'Los' },
  steps: [
    {
      id: 's1',
      label: 'Für wen?',
      weight: 2,
      isImportant: true,
      conditionalStepChoices: [],
      choices: [choice('self', 'Für mich', ['self']), choice('gift', 'Geschenk', ['gift'])],
    },
    {
      id: 's2',
      label: 'Anlass?',
      weight: 3,
      isImportant: false,
      conditionalStepChoices: ['gift'],
      choices: [choice('love', 'Verlobung', ['romantic']), choice('thanks', 'Dank', ['playful'])],
    },
  ],
  contactForm: { subject: 'Ringfinder', customMessage: 'Aus dem Ringfinder.', dataAgreementLabel },
  success: { headline: 'Danke schön' },
})
const product = (id: number, mpn: string, name: string, wizardTags: string[]): WizardProductView => ({
  id,
  mpn,
  type: 'ring',
  name,
  href: `/de/schmuck/${id}/`,
  isLimited: false,
  wizardTags,
})
const products = [
  product(1, 'R-1', 'Eins', ['self']),
  product(2, 'R-2', 'Zwei', ['gift', 'romantic']),
  product(3, 'R-3', 'Drei', ['gift']),
  product(4, 'R-4', 'Vier', ['playful']),
]
const block = { settings: { formId: 'wizard-7', storyUuid: 'story-1' }, componentUid: 'block-1', locale: 'de' as const }

let calls: { method: string; url: string; body: Record<string, unknown> }[]
beforeEach(() => {
  calls = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ method: String(init.method), url, body: JSON.parse(String(init.body)) })
      return new Response(JSON.stringify({ uuid: '11111111-2222-4333-8444-555555555555' }), { status: init.method === 'POST' ? 201 : 200 })
    }),
  )
})
afterEach(() => vi.unstubAllGlobals())

const heading = () => screen.getByRole('heading', { level: 2 })
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }))
const chooseAndWait = async (name: string, next: string) => {
  click(name)
  // The answer shows as chosen at once; the next screen follows after 100 ms.
  expect(screen.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('true')
  await waitFor(() => expect(heading().textContent).toBe(next))
}
const fillPerson = () => {
  fireEvent.change(document.querySelector('[name="gender"]')!, { target: { value: 'W' } })
  fireEvent.change(document.querySelector('[name="first_name"]')!, { target: { value: 'Clara' } })
  fireEvent.change(document.querySelector('[name="last_name"]')!, { target: { value: 'Weiß' } })
  fireEvent.change(document.querySelector('[name="email"]')!, { target: { value: 'clara@example.com' } })
}

describe('the product finder in the browser', () => {
  it('form last: a conditional step, the top 3 by score, the POST with products and summary, success', async () => {
    renderWithIntl(<WizardClient wizard={wizard('lastStep', 'Ich willige ein.')} products={products} preview={false} block={block} />)
    expect(heading().textContent).toBe('Finden Sie Ihren Ring')
    click('Los')
    expect(screen.getByText('Frage 1 von 1')).toBeTruthy()
    await chooseAndWait('Geschenk', 'Anlass?')
    expect(screen.getByText('Frage 2 von 2')).toBeTruthy()
    await chooseAndWait('Verlobung', 'Unsere Empfehlung für Sie')
    expect([...document.querySelectorAll('[data-mpn]')].map((e) => e.getAttribute('data-mpn'))).toEqual(['R-2', 'R-3'])
    expect(screen.queryByText(/^Gewichtung/)).toBeNull()
    const [show] = screen.getAllByRole('link')
    expect(show.textContent).toBe('Produkt ansehen Zwei (öffnet in neuem Tab)')
    expect(show.getAttribute('target')).toBe('_blank')

    click('Persönliche Beratung anfragen')
    expect(heading().textContent).toBe('Ihre Kontaktdaten')
    const send = screen.getByRole('button', { name: 'Senden' }) as HTMLButtonElement
    expect(send.disabled).toBe(true)
    fireEvent.click(screen.getByRole('checkbox', { name: /Ich willige ein/ }))
    await waitFor(() => expect(send.disabled).toBe(false))
    fireEvent.click(send)
    await waitFor(() => expect(screen.getAllByText('Dies ist ein Pflichtfeld.')).toHaveLength(4))
    expect(calls).toHaveLength(0)
    fillPerson()
    fireEvent.click(send)
    await waitFor(() => expect(heading().textContent).toBe('Danke schön'))
    expect(calls).toHaveLength(1)
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/v1/forms/' })
    expect(calls[0].body).toMatchObject({
      action: 'CONTACT_FORM',
      form_id: 'wizard-7',
      used_website_language: 'DE',
      storyblok_story_uuid: 'story-1',
      storyblok_component_uid: 'block-1',
      subject: 'Ringfinder',
      gender: 'W',
      first_name: 'Clara',
      email: 'clara@example.com',
      data_agreement: true,
      newsletter_subscription: false,
      customMessage: 'Aus dem Ringfinder.',
      products: 'R-2,R-3',
      message: 'Aus dem Ringfinder.\n\nFür wen?: Geschenk\nAnlass?: Verlobung',
      metadata: { context: 'website' },
    })
    click('Neu beginnen')
    expect(heading().textContent).toBe('Finden Sie Ihren Ring')
  })

  it('form first: the details, then the questions; the result is added by PATCH; weights show in the preview', async () => {
    renderWithIntl(<WizardClient wizard={wizard('firstStep')} products={products} preview block={block} />)
    click('Los')
    expect(heading().textContent).toBe('Ihre Kontaktdaten')
    // No agreement label: nothing to tick, sending is possible at once.
    expect(screen.queryByRole('checkbox', { name: /einverstanden|willige/ })).toBeNull()
    fillPerson()
    click('Weiter zu den Fragen')
    await waitFor(() => expect(heading().textContent).toBe('Für wen?'))
    expect(Object.keys(calls[0].body)).not.toContain('products')
    expect(Object.keys(calls[0].body)).not.toContain('message')
    expect(screen.getByText('Gewichtung 2')).toBeTruthy()
    await chooseAndWait('Für mich', 'Unsere Empfehlung für Sie')
    await waitFor(() => expect(calls).toHaveLength(2))
    expect(calls[1]).toEqual({
      method: 'PATCH',
      url: '/api/v1/forms/11111111-2222-4333-8444-555555555555/',
      body: { action: 'CONTACT_FORM', form_id: 'wizard-7', used_website_language: 'DE', products: 'R-1', message: 'Aus dem Ringfinder.\n\nFür wen?: Für mich' },
    })
    expect(screen.getByText('Übereinstimmung 2')).toBeTruthy()
    // Back drops the answer; all answers and back to the result drop nothing.
    click('Zurück')
    expect(heading().textContent).toBe('Für wen?')
    await chooseAndWait('Geschenk', 'Anlass?')
    await chooseAndWait('Dank', 'Unsere Empfehlung für Sie')
    click('Alle Antworten ansehen')
    expect(heading().textContent).toBe('Ihre Antworten')
    expect([...document.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['Geschenk', 'Dank'])
    click('Zurück zur Empfehlung')
    expect(heading().textContent).toBe('Unsere Empfehlung für Sie')
    // New answers, a new update of the same submission.
    await waitFor(() => expect(calls).toHaveLength(3))
    // Dank (3, playful) outweighs Geschenk (2); equal scores keep the given order.
    expect(calls[2].body).toMatchObject({ products: 'R-4,R-2,R-3' })
  })
})

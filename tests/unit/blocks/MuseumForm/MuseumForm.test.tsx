// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MuseumFormClient, museumPayload } from '@/blocks/MuseumForm/MuseumFormClient'
import { CLIENT_ERROR_EVENT } from '@/components/forms/reportClientError'
import { eventDateValue } from '@/domain/forms/museumDates'
import type { UrlLocale } from '@/i18n/locales'
import { renderWithIntl } from '../../../support/intl'
import { fakeFormsApi, formBlock } from '../../../support/formBlocks'

// A Tuesday; the museum opens the next day and is closed on Mondays.
const now = new Date(2026, 2, 10, 10, 0)
const museum = { start: '2026-03-11', end: '2026-06-30', excludedWeekdays: [1] }
const STORE = '3c0b6a0e-2f4d-4e8a-9b1c-7d6e5f4a3b2c'
const stores = [{ value: STORE, label: 'Juwelier Adler, Pforzheim' }]

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now)
  window.localStorage.clear()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const input = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement
const museumForm = (locale: UrlLocale = 'de') => renderWithIntl(<MuseumFormClient museum={museum} stores={stores} {...formBlock(locale)} />, { locale })
const dateInput = () => screen.getByRole('textbox', { name: /Tag Ihres Besuchs/ })

async function fillPerson() {
  await userEvent.selectOptions(input('gender') as unknown as HTMLSelectElement, 'W')
  await userEvent.type(input('first_name'), 'Clara')
  await userEvent.type(input('last_name'), 'Weiss')
  await userEvent.type(input('email'), 'clara@example.com')
  await userEvent.click(screen.getByRole('checkbox', { name: /Ich bin einverstanden/ }))
}

describe('museum event form', () => {
  it('offers only the bookable days: from the start, without Mondays', async () => {
    fakeFormsApi()
    museumForm()
    expect(dateInput().getAttribute('aria-required')).toBe('true')
    await userEvent.click(dateInput())
    const calendar = screen.getByRole('dialog')
    const day = (name: RegExp) => within(calendar).getByRole('button', { name }) as HTMLButtonElement
    expect(day(/10\. März 2026/).disabled).toBe(true)
    expect(day(/16\. März 2026/).disabled).toBe(true)
    expect(day(/17\. März 2026/).disabled).toBe(false)
    // Monday-first in German: March 2026 begins on a Sunday, so its first week starts on 23 February.
    expect(calendar.querySelector('[role="gridcell"]')?.getAttribute('data-day')).toBe('2026-02-23')
  })

  it('starts the week on Sunday in Japanese and hides the title there', async () => {
    fakeFormsApi()
    museumForm('ja')
    expect(input('title')).toBeNull()
    await userEvent.click(screen.getByRole('textbox', { name: /ご来館日/ }))
    expect(screen.getByRole('dialog').querySelector('[role="gridcell"]')?.getAttribute('data-day')).toBe('2026-03-01')
  })

  it('shows the phone field only with a tour', async () => {
    fakeFormsApi()
    museumForm()
    expect(input('mobile_phone')).toBeNull()
    await userEvent.click(screen.getByRole('checkbox', { name: /Führung/ }))
    expect(input('mobile_phone')).not.toBeNull()
  })

  it('requires the day and sends it as the picked midnight plus 7 hours, with the tour phone and the store', async () => {
    const api = fakeFormsApi()
    museumForm()
    await fillPerson()
    await userEvent.click(screen.getByRole('button', { name: 'Verbindlich anmelden' }))
    await waitFor(() => expect(dateInput().getAttribute('aria-invalid')).toBe('true'))
    expect(api.calls).toHaveLength(0)
    await userEvent.click(dateInput())
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /19\. März 2026/ }))
    expect((dateInput() as HTMLInputElement).value).toBe('19.03.2026')
    await userEvent.click(screen.getByRole('checkbox', { name: /Führung/ }))
    await userEvent.type(input('mobile_phone'), '+49 7231 555')
    await userEvent.selectOptions(input('store_uuid') as unknown as HTMLSelectElement, STORE)
    await userEvent.click(screen.getByRole('button', { name: 'Verbindlich anmelden' }))
    await screen.findByRole('status')
    expect(api.calls[0].body).toMatchObject({
      action: 'EVENT_REGISTRATION',
      event_date: eventDateValue(new Date(2026, 2, 19)),
      tour_requested: true,
      mobile_phone: '+49 7231 555',
      store_uuid: STORE,
      gender: 'W',
    })
    expect(new Date(api.calls[0].body.event_date as string).getTime() - new Date(2026, 2, 19).getTime()).toBe(25_200_000)
  })

  it('sends the “none” store choices as null and drops a phone without a tour', () => {
    const values = {
      title: '',
      gender: 'M',
      first_name: 'A',
      last_name: 'B',
      email: 'a@example.com',
      event_date: 'x',
      tour_requested: false,
      mobile_phone: '0170',
      message: '',
      newsletter_subscription: false,
      data_agreement: true,
    }
    expect(museumPayload({ ...values, store_uuid: 'none-1' })).toMatchObject({ store_uuid: null, mobile_phone: '' })
    expect(museumPayload({ ...values, store_uuid: 'none-2' }).store_uuid).toBeNull()
    expect(museumPayload({ ...values, store_uuid: '' }).store_uuid).toBeNull()
    expect(museumPayload({ ...values, store_uuid: STORE, tour_requested: true })).toMatchObject({ store_uuid: STORE, mobile_phone: '0170' })
  })

  it('lists the “no customer” and “not in list” choices before the stores', () => {
    fakeFormsApi()
    museumForm()
    const options = [...(input('store_uuid') as unknown as HTMLSelectElement).options].map((o) => o.value)
    expect(options).toEqual(['', 'none-1', 'none-2', STORE])
  })

  it('reports a refused registration with its context', async () => {
    fakeFormsApi({ post: [{ status: 500, body: { detail: 'A server error occurred.' } }] })
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const events: unknown[] = []
    window.addEventListener(CLIENT_ERROR_EVENT, (e) => events.push((e as CustomEvent).detail))
    museumForm()
    await fillPerson()
    await userEvent.click(dateInput())
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /19\. März 2026/ }))
    await userEvent.selectOptions(input('store_uuid') as unknown as HTMLSelectElement, 'none-2')
    await userEvent.click(screen.getByRole('button', { name: 'Verbindlich anmelden' }))
    await screen.findByRole('alert')
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('museum'),
      expect.objectContaining({ form: 'EVENT_REGISTRATION', status: 500, body: { detail: 'A server error occurred.' } }),
    )
    expect(events).toEqual([expect.objectContaining({ form: 'EVENT_REGISTRATION', formId: 'form-1', status: 500 })])
  })
})

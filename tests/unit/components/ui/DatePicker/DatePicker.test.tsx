// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DatePicker, type DatePickerLocale } from '@/components/ui/DatePicker/DatePicker'
import { renderWithIntl, type TestLocale } from '../../../../support/intl'

const MARCH_2026 = new Date(2026, 2, 1)

function renderPicker(props: Partial<Parameters<typeof DatePicker>[0]> = {}, locale: DatePickerLocale & TestLocale = 'de') {
  const onChange = vi.fn()
  const utils = renderWithIntl(
    <>
      <DatePicker label="Wunschtermin" locale={locale} defaultMonth={MARCH_2026} onChange={onChange} {...props} />
      <button type="button">Anderswo</button>
    </>,
    { locale },
  )
  const input = screen.getByRole('textbox', { name: /Wunschtermin/ }) as HTMLInputElement
  return { ...utils, input, onChange }
}

const calendar = () => screen.queryByRole('dialog')

describe('DatePicker', () => {
  it('is a read-only text input, closed initially', () => {
    const { input } = renderPicker()
    expect(input.readOnly).toBe(true)
    // The calendar button says whether the calendar is open (a textbox may not carry aria-expanded).
    expect(input.getAttribute('aria-expanded')).toBeNull()
    expect(screen.getByRole('button', { name: 'Kalender öffnen' }).getAttribute('aria-expanded')).toBe('false')
    expect(calendar()).toBeNull()
  })

  it('opens on Enter and on click', async () => {
    const user = userEvent.setup()
    const { input } = renderPicker()
    input.focus()
    await user.keyboard('{Enter}')
    expect(calendar()).not.toBeNull()
    expect(screen.getByRole('button', { name: 'Kalender öffnen' }).getAttribute('aria-expanded')).toBe('true')

    await user.keyboard('{Escape}')
    expect(calendar()).toBeNull()
    await user.click(input)
    expect(calendar()).not.toBeNull()
  })

  it('picking a date closes it, shows dd.MM.yyyy and returns a Date', async () => {
    const user = userEvent.setup()
    const { input, onChange } = renderPicker({ name: 'date' })
    await user.click(input)
    await user.click(within(calendar()!).getByRole('button', { name: /15\. März 2026/ }))
    expect(calendar()).toBeNull()
    expect(input.value).toBe('15.03.2026')
    const picked = onChange.mock.calls[0][0] as Date
    expect(picked).toBeInstanceOf(Date)
    expect([picked.getFullYear(), picked.getMonth(), picked.getDate()]).toEqual([2026, 2, 15])
    // Form value for non-JS submissions / server actions.
    expect((document.querySelector('input[type="hidden"][name="date"]') as HTMLInputElement).value).toBe('2026-03-15')
    expect(document.activeElement).toBe(input)
  })

  it('shows dd.MM.yyyy in every locale', () => {
    for (const locale of ['en', 'ja', 'zh-hans', 'ko'] as const) {
      const { input, unmount } = renderPicker({ value: new Date(2026, 11, 4) }, locale)
      expect(input.value).toBe('04.12.2026')
      unmount()
    }
  })

  it('closes on Escape and returns focus to the input', async () => {
    const user = userEvent.setup()
    const { input } = renderPicker()
    await user.click(input)
    await user.keyboard('{Escape}')
    expect(calendar()).toBeNull()
    expect(document.activeElement).toBe(input)
  })

  it('closes on outside click', async () => {
    const user = userEvent.setup()
    const { input } = renderPicker()
    await user.click(input)
    await user.click(within(calendar()!).getByRole('button', { name: 'Nächster Monat' }))
    expect(calendar()).not.toBeNull() // clicks inside keep it open
    await user.click(screen.getByRole('button', { name: 'Anderswo' }))
    expect(calendar()).toBeNull()
  })

  it('closes on its close control', async () => {
    const user = userEvent.setup()
    const { input } = renderPicker()
    await user.click(input)
    await user.click(within(calendar()!).getByRole('button', { name: 'Schließen' }))
    expect(calendar()).toBeNull()
  })

  it('week starts on Monday for de and Sunday for ja, with localised names', async () => {
    const user = userEvent.setup()
    const { input, unmount } = renderPicker({}, 'de')
    await user.click(input)
    let headers = calendar()!.querySelectorAll('th')
    expect(headers[0].getAttribute('aria-label')).toBe('Montag')
    expect(within(calendar()!).getByText('März 2026')).toBeTruthy()
    unmount()

    const ja = renderPicker({}, 'ja')
    await user.click(ja.input)
    headers = calendar()!.querySelectorAll('th')
    expect(headers[0].getAttribute('aria-label')).toBe('日曜日')
    expect(within(calendar()!).getByRole('button', { name: '前の月' })).toBeTruthy()
  })

  it('ko uses English (GB) day names and Monday first', async () => {
    const user = userEvent.setup()
    const { input } = renderPicker({}, 'ko')
    await user.click(input)
    expect(calendar()!.querySelectorAll('th')[0].getAttribute('aria-label')).toBe('Monday')
    expect(within(calendar()!).getByText('March 2026')).toBeTruthy()
  })

  it('respects disabled matchers (before/after/dayOfWeek)', async () => {
    const user = userEvent.setup()
    const { input, onChange } = renderPicker({
      disabled: [{ before: new Date(2026, 2, 10) }, { after: new Date(2026, 2, 25) }, { dayOfWeek: [0] }],
    })
    await user.click(input)
    const cal = within(calendar()!)
    expect((cal.getByRole('button', { name: / 9\. März 2026/ }) as HTMLButtonElement).disabled).toBe(true)
    expect((cal.getByRole('button', { name: /26\. März 2026/ }) as HTMLButtonElement).disabled).toBe(true)
    expect((cal.getByRole('button', { name: /Sonntag, 15\. März 2026/ }) as HTMLButtonElement).disabled).toBe(true)
    expect((cal.getByRole('button', { name: /Montag, 16\. März 2026/ }) as HTMLButtonElement).disabled).toBe(false)
    await user.click(cal.getByRole('button', { name: / 9\. März 2026/ }))
    expect(onChange).not.toHaveBeenCalled()
  })

  it('required and error like TextField', () => {
    const { input } = renderPicker({ required: true, error: 'Bitte wählen Sie ein Datum.' })
    expect(input.getAttribute('aria-required')).toBe('true')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe('Bitte wählen Sie ein Datum.')
  })
})

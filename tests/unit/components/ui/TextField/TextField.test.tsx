// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRef, useState } from 'react'
import { HINT_HIDE_AFTER_MS, HINT_SHOW_DELAY_MS, TextField } from '@/components/ui/TextField/TextField'
import { renderWithIntl } from '../../../../support/intl'

describe('TextField', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('labels the input (inside label by default) and accepts typing', async () => {
    function Controlled() {
      const [value, setValue] = useState('')
      return <TextField label="Vorname" name="firstName" value={value} onChange={(e) => setValue(e.target.value)} />
    }
    renderWithIntl(<Controlled />)
    const input = screen.getByRole('textbox', { name: 'Vorname' })
    await userEvent.type(input, 'Clara')
    expect((input as HTMLInputElement).value).toBe('Clara')
  })

  it('supports an outside label', () => {
    renderWithIntl(<TextField label="Stadt" name="city" labelStyle="outside" size="s" />)
    expect(screen.getByRole('textbox', { name: 'Stadt' })).toBeTruthy()
  })

  it('required: asterisk after the label, aria-required, and a screen-reader word', () => {
    renderWithIntl(<TextField label="E-Mail" name="email" required />)
    const input = screen.getByRole('textbox', { name: /E-Mail/ })
    expect(input.getAttribute('aria-required')).toBe('true')
    const label = document.querySelector(`label[for="${input.id}"]`)!
    expect(label.textContent).toContain('*')
    expect(label.querySelector('[aria-hidden="true"]')?.textContent).toBe('*')
    expect(label.textContent).toContain('Pflichtfeld')
  })

  it('error: text below, aria-invalid, linked by aria-describedby', () => {
    renderWithIntl(<TextField label="E-Mail" name="email" error="Bitte eine gültige E-Mail-Adresse eingeben." />)
    const input = screen.getByRole('textbox', { name: 'E-Mail' })
    expect(input.getAttribute('aria-invalid')).toBe('true')
    const describedBy = input.getAttribute('aria-describedby')!
    expect(document.getElementById(describedBy)?.textContent).toBe('Bitte eine gültige E-Mail-Adresse eingeben.')
  })

  it('without error has no aria-invalid and no description', () => {
    renderWithIntl(<TextField label="E-Mail" name="email" />)
    const input = screen.getByRole('textbox', { name: 'E-Mail' })
    expect(input.hasAttribute('aria-invalid')).toBe(false)
    expect(input.hasAttribute('aria-describedby')).toBe(false)
  })

  it('readOnly input cannot be edited', async () => {
    renderWithIntl(<TextField label="Kundennummer" name="customerNo" defaultValue="A-1024" readOnly />)
    const input = screen.getByRole('textbox', { name: 'Kundennummer' }) as HTMLInputElement
    expect(input.readOnly).toBe(true)
    await userEvent.type(input, 'x')
    expect(input.value).toBe('A-1024')
  })

  it('passes type and autoComplete through; password can be revealed', async () => {
    renderWithIntl(<TextField label="Passwort" name="password" type="password" autoComplete="current-password" />)
    const input = screen.getByLabelText('Passwort') as HTMLInputElement
    expect(input.type).toBe('password')
    expect(input.autocomplete).toBe('current-password')
    const reveal = screen.getByRole('button', { name: 'Passwort anzeigen' })
    await userEvent.click(reveal)
    expect(input.type).toBe('text')
    expect(reveal.getAttribute('aria-pressed')).toBe('true')
  })

  it('forwards ref to the input (react-hook-form register)', () => {
    const ref = createRef<HTMLInputElement>()
    renderWithIntl(<TextField label="PLZ" name="zip" ref={ref} />)
    expect(ref.current).toBe(screen.getByRole('textbox', { name: 'PLZ' }))
    expect(ref.current?.name).toBe('zip')
  })

  it('hint: hidden before 1 s, shown at 1 s, gone 5 s after it appeared', () => {
    vi.useFakeTimers()
    expect(HINT_SHOW_DELAY_MS).toBe(1000)
    expect(HINT_HIDE_AFTER_MS).toBe(5000)
    renderWithIntl(<TextField label="Telefon" name="phone" hint="Für Rückfragen zu Ihrem Termin." />)
    const input = screen.getByRole('textbox', { name: 'Telefon' })
    const hintText = () => screen.queryByText('Für Rückfragen zu Ihrem Termin.')

    expect(hintText()).toBeNull()
    act(() => vi.advanceTimersByTime(HINT_SHOW_DELAY_MS - 1))
    expect(hintText()).toBeNull()

    act(() => vi.advanceTimersByTime(1))
    expect(hintText()).not.toBeNull()
    // While visible the hint describes the input.
    const hintId = input.getAttribute('aria-describedby')!
    expect(document.getElementById(hintId)?.textContent).toContain('Für Rückfragen zu Ihrem Termin.')

    act(() => vi.advanceTimersByTime(HINT_HIDE_AFTER_MS - 1))
    expect(hintText()).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(hintText()).toBeNull()
    expect(input.hasAttribute('aria-describedby')).toBe(false)
  })
})

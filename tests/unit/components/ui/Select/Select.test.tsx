// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Select } from '@/components/ui/Select/Select'
import { renderWithIntl } from '../../../../support/intl'

const countries = [
  { value: 'DE', label: 'Deutschland' },
  { value: 'AT', label: 'Österreich' },
  { value: 'CH', label: 'Schweiz' },
]

describe('Select', () => {
  it('renders a native select with a leading empty placeholder option', () => {
    renderWithIntl(<Select label="Land" name="country" options={countries} placeholderOption="Bitte wählen" />)
    const select = screen.getByRole('combobox', { name: 'Land' }) as HTMLSelectElement
    expect(select.tagName).toBe('SELECT')
    const first = select.options[0]
    expect(first.value).toBe('')
    expect(first.textContent).toBe('Bitte wählen')
    expect(select.value).toBe('')
    expect(select.options).toHaveLength(4)
  })

  it('reports the chosen value', async () => {
    const onChange = vi.fn()
    renderWithIntl(<Select label="Land" name="country" options={countries} onChange={onChange} />)
    const select = screen.getByRole('combobox', { name: 'Land' }) as HTMLSelectElement
    await userEvent.selectOptions(select, 'AT')
    expect(select.value).toBe('AT')
    expect(onChange).toHaveBeenCalledOnce()
  })

  it('required and error are exposed to assistive tech', () => {
    renderWithIntl(<Select label="Land" name="country" options={countries} required error="Bitte wählen Sie ein Land." />)
    const select = screen.getByRole('combobox', { name: /Land/ })
    expect(select.getAttribute('aria-required')).toBe('true')
    expect(select.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(select.getAttribute('aria-describedby')!)?.textContent).toBe('Bitte wählen Sie ein Land.')
  })
})

// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CountrySelect } from '@/components/ui/CountrySelect/CountrySelect'
import { countryOptions } from '@/domain/countries/countries'
import { renderWithIntl } from '../../../../support/intl'

describe('CountrySelect', () => {
  it('starts with an empty no-value choice, then every country by upper-case alpha-2', () => {
    renderWithIntl(<CountrySelect label="Land" options={countryOptions('de')} />)
    const select = screen.getByRole('combobox', { name: 'Land' }) as HTMLSelectElement
    expect(select.name).toBe('address_country')
    expect(select.options).toHaveLength(countryOptions('de').length + 1)
    expect(select.options[0].value).toBe('')
    expect(select.options[0].textContent).toBe('')
    expect(select.value).toBe('')
    const values = [...select.options].slice(1).map((o) => o.value)
    for (const value of values) expect(value).toMatch(/^[A-Z]{2}$/)
    expect(select.options[1].textContent).toBe('Afghanistan')
    expect(select.options[2].textContent).toBe('Ägypten')
  })

  it('lists names in the locale order and keeps the empty choice first', () => {
    renderWithIntl(<CountrySelect label="国" name="country" options={countryOptions('ja')} emptyLabel="選択してください" />, { locale: 'ja' })
    const select = screen.getByRole('combobox', { name: '国' }) as HTMLSelectElement
    expect(select.name).toBe('country')
    expect(select.options[0].value).toBe('')
    expect(select.options[0].textContent).toBe('選択してください')
    expect(select.options[1].textContent).toBe('アイスランド')
  })

  it('selects a country by code and passes required and error through', async () => {
    const onChange = vi.fn()
    renderWithIntl(
      <CountrySelect label="Land" options={countryOptions('de')} required error="Bitte wählen Sie ein Land." onChange={onChange} defaultValue="CH" />,
    )
    const select = screen.getByRole('combobox', { name: /Land/ }) as HTMLSelectElement
    expect(select.value).toBe('CH')
    expect(select.selectedOptions[0].textContent).toBe('Schweiz')
    await userEvent.selectOptions(select, 'AT')
    expect(select.value).toBe('AT')
    expect(onChange).toHaveBeenCalledOnce()
    expect(select.getAttribute('aria-required')).toBe('true')
    expect(select.getAttribute('aria-invalid')).toBe('true')
    expect(select.getAttribute('autocomplete')).toBe('country')
  })
})

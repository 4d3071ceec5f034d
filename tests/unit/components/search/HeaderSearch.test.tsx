// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { HeaderSearch } from '@/components/search/HeaderSearch'
import { renderWithIntl } from '../../../support/intl'

describe('HeaderSearch', () => {
  it('reveals the field from the mobile icon, focuses it, and hides it again with Escape', () => {
    renderWithIntl(<HeaderSearch locale="de" />)
    const toggle = screen.getByRole('button', { name: 'Suche öffnen' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.getElementById(toggle.getAttribute('aria-controls') as string)?.querySelector('input[name="s"]')).toBeTruthy()

    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(toggle.textContent).toBe('Suche schließen')
    expect(document.activeElement).toBe(screen.getByRole('combobox'))

    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Escape' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle)
  })
})

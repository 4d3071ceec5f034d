// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Checkbox } from '@/components/ui/Checkbox/Checkbox'
import { renderWithIntl } from '../../../../support/intl'

describe('Checkbox', () => {
  it('toggles via its label and reports the change', async () => {
    const onChange = vi.fn()
    renderWithIntl(<Checkbox label="Newsletter abonnieren" name="newsletter" onChange={onChange} />)
    const box = screen.getByRole('checkbox', { name: 'Newsletter abonnieren' }) as HTMLInputElement
    await userEvent.click(screen.getByText('Newsletter abonnieren'))
    expect(box.checked).toBe(true)
    expect(onChange).toHaveBeenCalledOnce()
  })

  it('controlled checked state', () => {
    renderWithIntl(<Checkbox label="AGB" checked onChange={() => {}} />)
    expect((screen.getByRole('checkbox', { name: 'AGB' }) as HTMLInputElement).checked).toBe(true)
  })

  it('accepts rich labels and marks required', () => {
    renderWithIntl(
      <Checkbox
        required
        label={
          <>
            Ich akzeptiere die <a href="/de/datenschutz">Datenschutzerklärung</a>
          </>
        }
      />,
    )
    const box = screen.getByRole('checkbox', { name: /Ich akzeptiere die Datenschutzerklärung/ })
    expect(box.getAttribute('aria-required')).toBe('true')
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' })).toBeTruthy()
    expect(document.querySelector('label')?.textContent).toContain('*')
  })

  it('error: red row, error text linked by aria-describedby', () => {
    renderWithIntl(<Checkbox label="AGB" error="Bitte bestätigen Sie die AGB." />)
    const box = screen.getByRole('checkbox', { name: 'AGB' })
    expect(box.getAttribute('aria-invalid')).toBe('true')
    const errorEl = document.getElementById(box.getAttribute('aria-describedby')!)
    expect(errorEl?.textContent).toBe('Bitte bestätigen Sie die AGB.')
    expect(box.parentElement?.className).toMatch(/invalid/)
  })
})

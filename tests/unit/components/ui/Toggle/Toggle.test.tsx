// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { Toggle, type ToggleSize } from '@/components/ui/Toggle/Toggle'
import { renderWithIntl } from '../../../../support/intl'

function Salutation({ size }: { size?: ToggleSize }) {
  const [value, setValue] = useState<'ms' | 'mr'>('ms')
  return (
    <Toggle
      label="Anrede"
      size={size}
      value={value}
      onChange={setValue}
      options={[
        { value: 'ms', label: 'Frau' },
        { value: 'mr', label: 'Herr' },
      ]}
    />
  )
}

describe('Toggle', () => {
  it('is a labelled radiogroup with one checked radio and a single tab stop', () => {
    renderWithIntl(<Salutation />)
    expect(screen.getByRole('radiogroup', { name: 'Anrede' })).toBeTruthy()
    const [ms, mr] = screen.getAllByRole('radio')
    expect(ms.getAttribute('aria-checked')).toBe('true')
    expect(mr.getAttribute('aria-checked')).toBe('false')
    expect(ms.tabIndex).toBe(0)
    expect(mr.tabIndex).toBe(-1)
  })

  it('arrow keys move focus and select, wrapping between the two options', async () => {
    const user = userEvent.setup()
    renderWithIntl(<Salutation size="s" />)
    await user.tab()
    const ms = screen.getByRole('radio', { name: 'Frau' })
    const mr = screen.getByRole('radio', { name: 'Herr' })
    expect(document.activeElement).toBe(ms)

    await user.keyboard('{ArrowRight}')
    expect(mr.getAttribute('aria-checked')).toBe('true')
    expect(document.activeElement).toBe(mr)

    await user.keyboard('{ArrowRight}') // wraps
    expect(ms.getAttribute('aria-checked')).toBe('true')

    await user.keyboard('{ArrowLeft}') // wraps backwards
    expect(mr.getAttribute('aria-checked')).toBe('true')

    await user.keyboard('{ArrowUp}')
    expect(ms.getAttribute('aria-checked')).toBe('true')
    await user.keyboard('{ArrowDown}')
    expect(mr.getAttribute('aria-checked')).toBe('true')
  })

  it('click selects', async () => {
    renderWithIntl(<Salutation size="l" />)
    await userEvent.click(screen.getByRole('radio', { name: 'Herr' }))
    expect(screen.getByRole('radio', { name: 'Herr' }).getAttribute('aria-checked')).toBe('true')
  })
})

// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Button } from '@/components/ui/Button/Button'
import { renderWithIntl } from '../../../../support/intl'

describe('Button', () => {
  it('defaults to type="button" so it never submits a form by accident', () => {
    renderWithIntl(<Button>Entdecken</Button>)
    expect(screen.getByRole('button', { name: 'Entdecken' })).toHaveProperty('type', 'button')
  })

  it('passes an explicit type through', () => {
    renderWithIntl(<Button type="submit">Senden</Button>)
    expect(screen.getByRole('button', { name: 'Senden' })).toHaveProperty('type', 'submit')
  })

  it('loading implies disabled, sets aria-busy and keeps the label as accessible name', async () => {
    const onClick = vi.fn()
    renderWithIntl(
      <Button loading onClick={onClick}>
        In den Warenkorb
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'In den Warenkorb' })
    expect(button.hasAttribute('disabled')).toBe(true)
    expect(button.getAttribute('aria-busy')).toBe('true')
    // The loader is shown but hidden from AT: the button itself carries the busy state.
    expect(button.querySelector('[aria-hidden="true"]')).not.toBeNull()
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('disabled blocks clicks and is not busy', async () => {
    const onClick = vi.fn()
    renderWithIntl(
      <Button disabled onClick={onClick}>
        Weiter
      </Button>,
    )
    const button = screen.getByRole('button', { name: 'Weiter' })
    expect(button.hasAttribute('disabled')).toBe(true)
    expect(button.hasAttribute('aria-busy')).toBe(false)
    await userEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
  })

  it('focusableWhenDisabled: inactive via aria-disabled, keeps the focus, swallows clicks and form submission', async () => {
    const onClick = vi.fn()
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())
    const { rerender } = renderWithIntl(
      <form onSubmit={onSubmit}>
        <Button type="submit" focusableWhenDisabled onClick={onClick}>
          In den Warenkorb
        </Button>
      </form>,
    )
    const button = screen.getByRole('button', { name: 'In den Warenkorb' })
    button.focus()
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" focusableWhenDisabled loading onClick={onClick}>
          In den Warenkorb
        </Button>
      </form>,
    )
    expect(button.hasAttribute('disabled')).toBe(false)
    expect(button.getAttribute('aria-disabled')).toBe('true')
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(document.activeElement).toBe(button)
    await userEvent.click(button)
    await userEvent.keyboard('{Enter}')
    expect(onClick).not.toHaveBeenCalled()
    expect(onSubmit).not.toHaveBeenCalled()
    rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit" focusableWhenDisabled onClick={onClick}>
          In den Warenkorb
        </Button>
      </form>,
    )
    expect(button.hasAttribute('aria-disabled')).toBe(false)
    await userEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(onSubmit).toHaveBeenCalledTimes(1)
  })

  it('normal state is clickable', async () => {
    const onClick = vi.fn()
    renderWithIntl(<Button onClick={onClick}>Weiter</Button>)
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }))
    expect(onClick).toHaveBeenCalledOnce()
  })

  it('renders an anchor with href, and drops href while disabled', () => {
    const { rerender } = renderWithIntl(
      <Button href="/de/kollektionen" variant="secondary">
        Kollektionen
      </Button>,
    )
    expect(screen.getByRole('link', { name: 'Kollektionen' }).getAttribute('href')).toBe('/de/kollektionen')
    rerender(
      <Button href="/de/kollektionen" disabled>
        Kollektionen
      </Button>,
    )
    const link = screen.getByText('Kollektionen').closest('a')
    expect(link?.hasAttribute('href')).toBe(false)
    expect(link?.getAttribute('aria-disabled')).toBe('true')
  })
})

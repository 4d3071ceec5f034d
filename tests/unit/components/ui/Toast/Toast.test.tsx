// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import { TOAST_DURATION_MS, ToastProvider, useToast } from '@/components/ui/Toast/Toast'
import { renderWithIntl } from '../../../../support/intl'

function Trigger() {
  const toast = useToast()
  return (
    <button type="button" onClick={() => toast.show('Zur Wunschliste hinzugefügt', { tone: 'success' })}>
      Merken
    </button>
  )
}

describe('Toast', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('renders messages in a polite status region that exists before any toast', () => {
    vi.useFakeTimers()
    renderWithIntl(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    )
    const region = screen.getByRole('status', { name: 'Mitteilungen' })
    expect(region.getAttribute('aria-live')).toBe('polite')
    expect(region.textContent).toBe('')

    act(() => screen.getByRole('button', { name: 'Merken' }).click())
    expect(region.textContent).toContain('Zur Wunschliste hinzugefügt')
  })

  it('dismisses itself after ~5 s', () => {
    vi.useFakeTimers()
    renderWithIntl(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    )
    act(() => screen.getByRole('button', { name: 'Merken' }).click())
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1))
    expect(screen.queryByText('Zur Wunschliste hinzugefügt')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Zur Wunschliste hinzugefügt')).toBeNull()
  })

  it('can be dismissed manually', () => {
    renderWithIntl(
      <ToastProvider>
        <Trigger />
      </ToastProvider>,
    )
    act(() => screen.getByRole('button', { name: 'Merken' }).click())
    act(() => screen.getByRole('button', { name: 'Mitteilung schließen' }).click())
    expect(screen.queryByText('Zur Wunschliste hinzugefügt')).toBeNull()
  })

  it('useToast outside the provider fails loudly', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderWithIntl(<Trigger />)).toThrow(/ToastProvider/)
    spy.mockRestore()
  })
})

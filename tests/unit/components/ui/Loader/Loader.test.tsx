// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { Loader } from '@/components/ui/Loader/Loader'
import { renderWithIntl } from '../../../../support/intl'

describe('Loader', () => {
  it('is a status with a translated, visually hidden label', () => {
    renderWithIntl(<Loader />)
    expect(screen.getByRole('status').textContent).toBe('Wird geladen …')
  })

  it('translates per locale and accepts a custom label', () => {
    const { unmount } = renderWithIntl(<Loader size="l" />, { locale: 'ja' })
    expect(screen.getByRole('status').textContent).toBe('読み込み中…')
    unmount()
    renderWithIntl(<Loader size="s" label="Termine werden geladen" />)
    expect(screen.getByRole('status').textContent).toBe('Termine werden geladen')
  })

  it('decorative variant is hidden from assistive tech', () => {
    renderWithIntl(<Loader decorative />)
    expect(screen.queryByRole('status')).toBeNull()
  })
})

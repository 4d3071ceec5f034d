// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MicrositeProvider } from '@/components/microsite/MicrositeContext'
import { StickyNav } from '@/components/stickyNav/StickyNav'
import { WishlistTileHeart } from '@/components/wishlist/WishlistTileHeart'
import { getWishlistSnapshot, resetWishlistStore } from '@/components/wishlist/wishlistStore'
import { renderWithIntl } from '../../../support/intl'
import { fakeApi } from '../../../support/wishlistApi'

const navigation = vi.hoisted(() => ({ pathname: '/de/' }))
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }))

beforeEach(() => {
  window.localStorage.clear()
  resetWishlistStore()
  navigation.pathname = '/de/'
  fakeApi()
})
afterEach(() => {
  vi.unstubAllGlobals()
})

// Issue 6: "Heart toggle on product tiles and in the sticky navigation (default site only, never
// on microsites); adding or removing toggles the icon at once, with an accessible label and
// live-region announcement."
describe('the heart on a product tile', () => {
  it('toggles at once, names the piece in its label and announces the change', () => {
    renderWithIntl(<WishlistTileHeart article="R-100" name="Herzstück Ring" />)
    const heart = screen.getByRole('button', { name: 'Zur Merkliste hinzufügen: Herzstück Ring' })
    expect(heart.getAttribute('aria-pressed')).toBe('false')
    fireEvent.click(heart)
    expect(heart.getAttribute('aria-pressed')).toBe('true')
    expect(heart.getAttribute('aria-label')).toBe('Von der Merkliste entfernen: Herzstück Ring')
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Zur Merkliste hinzugefügt')
  })

  it('stays in step with the sticky-nav heart of the same piece', () => {
    renderWithIntl(
      <>
        <StickyNav anchors={[]} channel="default" wishlistArticle="R-100" />
        <WishlistTileHeart article="R-100" name="Herzstück Ring" />
      </>,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Zur Merkliste hinzufügen' }))
    expect(screen.getByRole('button', { name: 'Von der Merkliste entfernen: Herzstück Ring' }).getAttribute('aria-pressed')).toBe('true')
  })

  it('is not there on a microsite', () => {
    const { container } = renderWithIntl(
      <MicrositeProvider jeweler={{ slug: 'juwelier-hartmann-muenchen' }}>
        <WishlistTileHeart article="R-100" name="Herzstück Ring" />
      </MicrositeProvider>,
    )
    expect(container.innerHTML).toBe('')
  })

  it('is not there on the microsite of an unknown jeweller either (no context, the path tells)', () => {
    navigation.pathname = '/de/microsite/unbekannt/schmuck/herzstueck/'
    const { container } = renderWithIntl(<WishlistTileHeart article="R-100" name="Herzstück Ring" />)
    expect(container.innerHTML).toBe('')
  })

  it('announces the rollback when a signed-in save fails', async () => {
    const { state } = fakeApi({ profile: [] })
    state.failPatch = true
    renderWithIntl(<WishlistTileHeart article="R-100" name="Herzstück Ring" />)
    // Wait until the page knows the visitor is signed in, then click.
    await vi.waitFor(() => expect(getWishlistSnapshot().session).toBe('user'))
    const heart = screen.getByRole('button', { name: /Herzstück Ring/ })
    fireEvent.click(heart)
    expect(heart.getAttribute('aria-pressed')).toBe('true')
    await vi.waitFor(() =>
      expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Die Merkliste konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.'),
    )
    expect(heart.getAttribute('aria-pressed')).toBe('false')
    expect(state.patches).toHaveLength(1)
  })
})

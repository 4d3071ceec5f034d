// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { WishlistGrid } from '@/components/wishlist/WishlistGrid'
import { resetWishlistStore } from '@/components/wishlist/wishlistStore'
import { renderWithIntl, type TestLocale } from '../../../support/intl'
import { card, fakeApi } from '../../../support/wishlistApi'

vi.mock('next/navigation', () => ({ usePathname: () => '/de/wishlist/' }))

const now = new Date('2026-03-10T12:00:00.000Z')
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString()
const cards = [
  card('R-1', 'Herzstück', 'herzstueck'),
  card('R-2', 'Sonnenring', 'sonnenring'),
  card('R-3', 'Perlenring', 'perlenring'),
  card('R-4', 'Amulett', 'amulett'),
  card('R-5', 'Collier', 'collier'),
]
const grid = (locale: TestLocale = 'de') => renderWithIntl(<WishlistGrid homeHref="/de/" loginHref="/de/account/login/?next=%2Fde%2Fwishlist%2F" />, { locale })

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(now)
  window.localStorage.clear()
  resetWishlistStore()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

// Spec 1: "Wishlist page | Grid of product cards, each linking to its product page; message when empty."
describe('the wishlist page grid', () => {
  it('shows the no-items message with a way back to the jewellery when empty', async () => {
    fakeApi()
    grid()
    expect(await screen.findByText(/Ihre Merkliste ist noch leer/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Schmuck entdecken' }).getAttribute('href')).toBe('/de/')
    // A signed-out visitor learns that signing in keeps the list on every device.
    expect(screen.getByRole('link', { name: 'Anmelden' }).getAttribute('href')).toBe('/de/account/login/?next=%2Fde%2Fwishlist%2F')
  })

  // Spec 1: "Relative dates: just now, minutes, hours under 24 h, days under 7."
  it('lists cards newest first, linking to their pages, with the date added as a relative date', async () => {
    fakeApi({ cards })
    window.localStorage.setItem(
      'wishlist',
      JSON.stringify([
        { article: 'R-5', date_added: '2026-02-14T09:00:00.000Z' },
        { article: 'R-3', date_added: ago(3 * 60) },
        { article: 'R-1', date_added: ago(0.5) },
        { article: 'R-4', date_added: ago(2 * 24 * 60) },
        { article: 'R-2', date_added: ago(5) },
      ]),
    )
    grid()
    const list = await screen.findByRole('list')
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Herzstück', 'Sonnenring', 'Perlenring', 'Amulett', 'Collier'])
    expect(items.map((item) => item.querySelector('time')?.textContent)).toEqual([
      'Gerade eben hinzugefügt',
      'Hinzugefügt vor 5 Minuten',
      'Hinzugefügt vor 3 Stunden',
      'Hinzugefügt vorgestern',
      'Hinzugefügt am 14. Februar 2026',
    ])
    expect(within(items[0]).getByRole('link').getAttribute('href')).toBe('/de/schmuck/herzstueck/')
    // The heart sits beside the card's link, never inside it.
    const heart = within(items[0]).getByRole('button', { name: 'Von der Merkliste entfernen: Herzstück' })
    expect(heart.closest('a')).toBeNull()
  })

  it('formats the dates in the page’s language', async () => {
    fakeApi({ cards })
    window.localStorage.setItem(
      'wishlist',
      JSON.stringify([
        { article: 'R-2', date_added: ago(5) },
        { article: 'R-1', date_added: ago(60 * 25) },
      ]),
    )
    grid('en')
    const times = await screen.findAllByText(/^Added/)
    expect(times.map((t) => t.textContent)).toEqual(['Added 5 minutes ago', 'Added yesterday'])
  })

  it('keeps a removed card (heart unpressed) so focus does not jump, and leaves out articles that are no product', async () => {
    fakeApi({ cards })
    window.localStorage.setItem(
      'wishlist',
      JSON.stringify([
        { article: 'R-1', date_added: ago(1) },
        { article: 'GONE', date_added: ago(2) },
      ]),
    )
    grid()
    const heart = await screen.findByRole('button', { name: 'Von der Merkliste entfernen: Herzstück' })
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    await act(async () => fireEvent.click(heart))
    expect(heart.isConnected).toBe(true)
    expect(heart.getAttribute('aria-pressed')).toBe('false')
    expect(JSON.parse(window.localStorage.getItem('wishlist') ?? '[]').map((e: { article: string }) => e.article)).toEqual(['GONE'])
  })

  it('shows the signed-in user’s list from the profile', async () => {
    const { fetch } = fakeApi({ cards, profile: [{ article: 'R-3', date_added: ago(10) }] })
    grid()
    expect(await screen.findByRole('heading', { name: 'Perlenring' })).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Anmelden' })).toBeNull()
    expect(fetch.mock.calls.map((c) => String(c[0]))).toContain('/api/v1/products/cards/?mpns=R-3&locale=de')
  })
})

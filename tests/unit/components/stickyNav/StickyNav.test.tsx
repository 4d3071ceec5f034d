// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FORCE_MINI_HEADER_EVENT, forceMiniHeader } from '@/components/layout/miniHeader'
import { MiniHeaderOnScroll } from '@/components/layout/MiniHeaderOnScroll'
import { StickyNav } from '@/components/stickyNav/StickyNav'
import { resetWishlistStore } from '@/components/wishlist/wishlistStore'
import { renderWithIntl } from '../../../support/intl'

const anchors = [
  { id: 'design', label: 'Design' },
  { id: 'material', label: 'Material' },
  { id: 'pflege', label: 'Pflege' },
]

const setWindow = (key: 'innerWidth' | 'scrollY', value: number) => Object.defineProperty(window, key, { configurable: true, value })

beforeEach(() => {
  vi.useFakeTimers()
  setWindow('innerWidth', 1440)
  setWindow('scrollY', 0)
  window.localStorage.clear()
  // A signed-out visitor (no session hint, so the wishlist store asks nothing; a 401 should it ask).
  resetWishlistStore()
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 })),
  )
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

// Spec 1: "Sticky menu: clicking an anchor forces the mini header for about 1 s and scrolls after 200 ms."
describe('sticky nav anchor links', () => {
  it('are plain #id links inside a labelled navigation', () => {
    renderWithIntl(<StickyNav anchors={anchors} channel="default" />)
    const nav = screen.getByRole('navigation', { name: 'Auf dieser Seite' })
    expect(nav).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Pflege' }).getAttribute('href')).toBe('#pflege')
  })

  it('forces the mini header at once and scrolls smoothly after 200 ms to 160 px above the target', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const onForce = vi.fn()
    window.addEventListener(FORCE_MINI_HEADER_EVENT, onForce)
    renderWithIntl(
      <>
        <StickyNav anchors={anchors} channel="default" />
        <header id="pflege">Pflege</header>
      </>,
    )
    const target = document.getElementById('pflege') as HTMLElement
    vi.spyOn(target, 'getBoundingClientRect').mockReturnValue({ top: 900 } as DOMRect)
    setWindow('scrollY', 100)

    const link = screen.getByRole('link', { name: 'Pflege' })
    expect(fireEvent.click(link)).toBe(false) // default prevented: the script scrolls
    expect(onForce).toHaveBeenCalledTimes(1)
    expect(link.getAttribute('aria-current')).toBe('location')

    act(() => vi.advanceTimersByTime(199))
    expect(scrollTo).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    // scrollY 100 + top 900 − offset 160 (the mini header 80 + nav fit inside it)
    expect(scrollTo).toHaveBeenCalledWith({ top: 840, behavior: 'smooth' })
    expect(window.location.hash).toBe('#pflege')
    expect(document.activeElement).toBe(target)
    window.removeEventListener(FORCE_MINI_HEADER_EVENT, onForce)
  })

  it('scrolls instantly when the visitor prefers reduced motion', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    window.matchMedia = vi.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia
    renderWithIntl(
      <>
        <StickyNav anchors={anchors} channel="default" />
        <h2 id="design">Design</h2>
      </>,
    )
    fireEvent.click(screen.getByRole('link', { name: 'Design' }))
    act(() => vi.advanceTimersByTime(200))
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'instant' }))
    delete (window as { matchMedia?: unknown }).matchMedia
  })

  // Spec 1: "sticky anchor slider steps 1, 2 from 480 px" (mobile ≤ 889 px).
  it('on a 390 px phone slides one link per step, disabling the arrows at the ends', () => {
    setWindow('innerWidth', 390)
    renderWithIntl(<StickyNav anchors={anchors} channel="default" />)
    const prev = screen.getByRole('button', { name: 'Vorherige Abschnitte' }) as HTMLButtonElement
    const next = screen.getByRole('button', { name: 'Weitere Abschnitte' }) as HTMLButtonElement
    expect(prev.disabled).toBe(true)
    expect(next.disabled).toBe(false)
    fireEvent.click(next)
    expect(prev.disabled).toBe(false)
    expect(next.disabled).toBe(false)
    next.focus()
    fireEvent.click(next)
    expect(next.disabled).toBe(true)
    // Focus moves to the other arrow instead of falling to <body>.
    expect(document.activeElement).toBe(prev)
  })
})

// Spec 1: "a wishlist add/remove button shown only on the default site."
describe('sticky nav wishlist heart', () => {
  it('toggles the article in the localStorage wishlist and announces it', () => {
    vi.setSystemTime(new Date('2025-03-01T10:00:00.000Z'))
    renderWithIntl(<StickyNav anchors={[]} channel="default" wishlistArticle="R-100" />)
    const heart = screen.getByRole('button', { name: 'Zur Merkliste hinzufügen' })
    expect(heart.getAttribute('aria-pressed')).toBe('false')

    fireEvent.click(heart)
    expect(heart.getAttribute('aria-pressed')).toBe('true')
    expect(heart.getAttribute('aria-label')).toBe('Von der Merkliste entfernen')
    expect(JSON.parse(window.localStorage.getItem('wishlist') ?? '')).toEqual([{ article: 'R-100', date_added: '2025-03-01T10:00:00.000Z' }])
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Zur Merkliste hinzugefügt')

    fireEvent.click(heart)
    expect(heart.getAttribute('aria-pressed')).toBe('false')
    expect(heart.getAttribute('aria-label')).toBe('Zur Merkliste hinzufügen')
    expect(JSON.parse(window.localStorage.getItem('wishlist') ?? '')).toEqual([])
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe('Von der Merkliste entfernt')
  })

  it('shows an article already on the list as pressed and keeps the other entries', () => {
    const other = { article: 'N-7', date_added: '2024-12-24T18:00:00.000Z' }
    window.localStorage.setItem('wishlist', JSON.stringify([other, { article: 'R-100', date_added: '2025-01-01T00:00:00.000Z' }]))
    renderWithIntl(<StickyNav anchors={[]} channel="default" wishlistArticle="R-100" />)
    const heart = screen.getByRole('button', { name: 'Von der Merkliste entfernen' })
    expect(heart.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(heart)
    expect(JSON.parse(window.localStorage.getItem('wishlist') ?? '')).toEqual([other])
  })

  it('has no heart on a microsite, and renders nothing without anchors or heart', () => {
    renderWithIntl(<StickyNav anchors={anchors} channel="microsite" wishlistArticle="R-100" />)
    expect(screen.queryByRole('button', { name: /Merkliste/ })).toBeNull()
    expect(screen.getByRole('navigation')).toBeTruthy()

    const { container } = renderWithIntl(<StickyNav anchors={[]} channel="microsite" wishlistArticle="R-100" />)
    expect(container.innerHTML).toBe('')
    const { container: empty } = renderWithIntl(<StickyNav anchors={[]} channel="default" />)
    expect(empty.innerHTML).toBe('')
  })
})

describe('mini header forced by an anchor click', () => {
  it('shows the mini class for 1000 ms', () => {
    render(
      <MiniHeaderOnScroll className="header" miniClassName="mini">
        Maison
      </MiniHeaderOnScroll>,
    )
    const header = screen.getByRole('banner')
    expect(header.className).toBe('header')
    act(() => forceMiniHeader())
    expect(header.className).toBe('header mini')
    act(() => vi.advanceTimersByTime(999))
    expect(header.className).toBe('header mini')
    act(() => vi.advanceTimersByTime(1))
    expect(header.className).toBe('header')
  })
})

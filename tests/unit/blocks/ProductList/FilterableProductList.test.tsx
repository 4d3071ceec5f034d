// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FilterableProductList } from '@/blocks/ProductList/Component.client'
import { resetWishlistStore } from '@/components/wishlist/wishlistStore'
import type { ProductCardView, ProductListFilterView } from '@/server/content/types'
import { renderWithIntl, type TestLocale } from '../../../support/intl'

vi.mock('next/navigation', () => ({ usePathname: () => '/de/ringe/' }))

const card = (id: number, name: string): ProductCardView => ({
  id,
  mpn: `10-${1000 + id}-00-1-GG`,
  type: 'ring',
  name,
  href: `/de/schmuck/ring-${id}/`,
  isLimited: false,
})
const rings = [card(1, 'Feinlinie'), card(2, 'Herzstück'), card(3, 'Solitär'), card(4, 'Goldfaden')]
const filter = (selections: ProductListFilterView['selections'] = []): ProductListFilterView => ({
  productType: 'ring',
  productIds: [1, 2, 3, 4],
  claspValues: [],
  selections,
})

/** A resizable window: `(min-width: 1181px)` matches while wider than 1180 px. */
function fakeWindow(width: number) {
  const listeners = new Set<(event: { matches: boolean }) => void>()
  let current = width
  const matches = () => current >= 1181
  window.matchMedia = ((query: string) => ({
    media: query,
    get matches() {
      return matches()
    },
    addEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
  })) as unknown as typeof window.matchMedia
  return {
    resize(to: number) {
      const before = matches()
      current = to
      if (before !== matches()) act(() => listeners.forEach((listener) => listener({ matches: matches() })))
    },
  }
}

/** The filter endpoint answering `cards`, recording the queries it was asked. */
function fakeApi(answer: (query: URLSearchParams) => ProductCardView[]) {
  const asked: URLSearchParams[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(input, 'http://localhost')
      if (url.pathname !== '/api/v1/products/filter/') return new Response('{}', { status: 401 })
      asked.push(url.searchParams)
      const products = answer(url.searchParams)
      return Response.json({ count: products.length, products, selections: [] })
    }),
  )
  return asked
}

const list = (props: { selections?: ProductListFilterView['selections']; shown?: ProductCardView[]; locale?: TestLocale; layout?: string } = {}) => {
  const shown = props.shown ?? rings
  return renderWithIntl(
    <FilterableProductList filter={filter(props.selections)} layout={props.layout ?? 'triple'} count={shown.length} sizes="33vw">
      {shown.map((p) => (
        <article key={p.mpn}>
          <h3>{p.name}</h3>
        </article>
      ))}
    </FilterableProductList>,
    { locale: props.locale },
  )
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  window.localStorage.clear()
  resetWishlistStore()
  window.history.replaceState(null, '', '/de/ringe/')
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(0)
  })

describe('product list filter panel', () => {
  it('groups the ring filters in fieldsets with legends, as checkboxes a GET form submits', async () => {
    fakeWindow(1280)
    fakeApi(() => rings)
    list()
    await settle()
    const panel = screen.getByRole('form', { name: 'Ringe filtern' })
    const legends = within(panel)
      .getAllByRole('group')
      .map((group) => group.querySelector('legend')?.textContent)
    expect(legends).toEqual(['Design', 'Diamanten', 'Emaillefarbe', 'Ringbreite', 'Gold', 'Besonderheiten'])
    const design = within(panel).getByRole('group', { name: 'Design' })
    expect(
      within(design)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).value),
    ).toEqual(['modern', 'romantic', 'classic', 'dynamic'])
    const limited = within(panel).getByRole('checkbox', { name: 'Limitierte Edition' }) as HTMLInputElement
    expect([limited.name, limited.value]).toEqual(['isLimited', '1'])
    expect(within(panel).getByRole('checkbox', { name: 'Schmal' }).getAttribute('name')).toBe('filterRingWidth')
    expect(screen.getByText('4 Schmuckstücke')).toBeTruthy()
  })

  it('filters by design and width: the address changes, the loader shows 1300 ms, then the filtered grid and its count', async () => {
    fakeWindow(1280)
    const asked = fakeApi((query) => (query.get('filterRingWidth') ? [rings[2]] : [rings[0], rings[2]]))
    list()
    await settle()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Klassisch' }))
    expect(window.location.search).toBe('?filterRingDesign=classic')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Schmal' }))
    expect(window.location.search).toBe('?filterRingDesign=classic&filterRingWidth=narrow')
    expect(screen.getByRole('button', { name: 'Filter (2)' })).toBeTruthy()

    await settle()
    const results = document.querySelector('[aria-busy]') as HTMLElement
    expect(results.getAttribute('aria-busy')).toBe('true')
    expect(screen.queryByRole('heading', { name: 'Feinlinie' })).toBeNull()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1299)
    })
    expect(results.getAttribute('aria-busy')).toBe('true')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1)
    })
    expect(results.getAttribute('aria-busy')).toBe('false')
    expect(
      within(results)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Solitär'])
    expect(results.querySelector('[data-grid]')?.getAttribute('data-grid')).toBe('single')
    // The visible count, and the live region that announces it once.
    expect(screen.getAllByText('1 Schmuckstück')).toHaveLength(2)
    expect(screen.getByRole('status').textContent).toBe('1 Schmuckstück')
    // The last request carries the whole state in the address's own form.
    const last = asked.at(-1) as URLSearchParams
    expect([last.get('ids'), last.get('productType'), last.get('locale'), last.get('filterRingDesign'), last.get('filterRingWidth')]).toEqual([
      '1,2,3,4',
      'ring',
      'de',
      'classic',
      'narrow',
    ])
  })

  // Issue 13 §6: the editor's layout still decides once the filter changed the count.
  it('keeps a two-column list at two columns, before and after filtering', async () => {
    fakeWindow(1280)
    fakeApi(() => rings.slice(0, 3))
    list({ layout: 'double', shown: [...rings, card(5, 'Bandring'), card(6, 'Siegelring')] })
    await settle()
    const grid = () => document.querySelector('[data-grid]')?.getAttribute('data-grid')
    expect(grid()).toBe('double')
    fireEvent.click(screen.getByRole('checkbox', { name: 'Klassisch' }))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1300)
    })
    expect(screen.getByRole('status').textContent).toBe('3 Schmuckstücke')
    expect(grid()).toBe('doubleplus1')
  })

  it('says so when nothing matches, and resets to the whole list', async () => {
    fakeWindow(1280)
    fakeApi((query) => (query.get('filterRingEnamelColor') ? [] : rings))
    list()
    await settle()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Orange' }))
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1300)
    })
    const message = 'Zu dieser Auswahl gibt es leider keine Schmuckstücke. Bitte wählen Sie weniger Filter.'
    expect(screen.getAllByText(message).length).toBeGreaterThan(0)
    expect(screen.getByRole('status').textContent).toBe(message)
    fireEvent.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }))
    expect(window.location.search).toBe('')
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1300)
    })
    expect(screen.getByRole('status').textContent).toBe('4 Schmuckstücke')
  })

  it('shows the selection it was rendered with, and applies an address the server did not render', async () => {
    fakeWindow(1280)
    const asked = fakeApi(() => [rings[1]])
    window.history.replaceState(null, '', '/de/ringe/?filterRingWidth=wide')
    list({ selections: [{ groupId: 'filterRingWidth', productType: 'ring', type: 'multi', activeItemIDs: ['wide'] }], shown: [rings[1]] })
    await settle()
    expect((screen.getByRole('checkbox', { name: 'Breit' }) as HTMLInputElement).checked).toBe(true)
    expect(asked).toHaveLength(0)

    window.history.replaceState(null, '', '/de/ringe/?hasEnamel=1&utm_source=news')
    list()
    await settle()
    expect(asked).toHaveLength(1)
    expect(asked[0].get('hasEnamel')).toBe('1')
  })

  it('is open above 1180 px and closes when the window shrinks to 1180 px, returning focus to its toggle', async () => {
    const screenSize = fakeWindow(1280)
    fakeApi(() => rings)
    list()
    await settle()
    const toggle = screen.getByRole('button', { name: 'Filter' })
    const panel = screen.getByRole('form', { name: 'Ringe filtern' })
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(toggle.getAttribute('aria-controls')).toBe(panel.id)
    expect(panel.getAttribute('data-open')).toBe('true')
    ;(within(panel).getByRole('checkbox', { name: 'Modern' }) as HTMLInputElement).focus()
    screenSize.resize(1180)
    expect(panel.getAttribute('data-open')).toBe('false')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle)
    fireEvent.click(toggle)
    expect(panel.getAttribute('data-open')).toBe('true')
  })

  it('starts closed at 1180 px and below', async () => {
    fakeWindow(1024)
    fakeApi(() => rings)
    list({ locale: 'en' })
    await settle()
    expect(screen.getByRole('button', { name: 'Filters' }).getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByRole('form', { name: 'Filter rings', hidden: true }).getAttribute('data-open')).toBe('false')
  })
})

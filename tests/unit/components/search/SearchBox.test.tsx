// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { SearchBox, DEBOUNCE_MS } from '@/components/search/SearchBox'
import { HITS_PER_PAGE, type SearchHit } from '@/domain/search'
import { messagesByLocale, renderWithIntl } from '../../../support/intl'

const product = (n: number): SearchHit => ({
  type: 'product',
  name: 'Herzstück',
  name2: `Ring ${n}`,
  full_slug: `de/schmuck/ring-${n}`,
  image_set: n === 1 ? [] : [`/media/ring-${n}.jpg`],
  pageSummary: 'Ein Ring',
  url: `/de/schmuck/ring-${n}/`,
})
const page: SearchHit = {
  type: 'page',
  pageTitle: 'Die Werkstatt',
  pageSummary: 'Handwerk',
  full_slug: 'de/die-werkstatt',
  image: null,
  url: '/de/die-werkstatt/',
}
const jeweler: SearchHit = { type: 'jeweler', name: 'Juwelier Hartmann', image_main: null, url: '/de/juweliere/hartmann/' }

let fetchMock: ReturnType<typeof vi.fn>
const answer = (hits: SearchHit[]) => ({ ok: true, json: async () => ({ hits, nbHits: hits.length, page: 1, nbPages: 1, hitsPerPage: HITS_PER_PAGE }) })

beforeEach(() => {
  vi.useFakeTimers()
  fetchMock = vi.fn(async () => answer([product(1), page, product(2), product(3), jeweler, product(4), product(5)]))
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const input = () => screen.getByRole('combobox')

/** Types and lets the debounce and the (mocked) answer run. */
async function type(value: string) {
  act(() => input().focus())
  fireEvent.change(input(), { target: { value } })
  await act(() => vi.advanceTimersByTimeAsync(DEBOUNCE_MS))
}

function setup(props: Partial<Parameters<typeof SearchBox>[0]> = {}) {
  const navigate = vi.fn()
  renderWithIntl(<SearchBox locale="de" navigate={navigate} {...props} />)
  return { navigate }
}

describe('SearchBox', () => {
  it('is a GET form to the results page with the field named s, so it works without JavaScript', () => {
    setup()
    const form = screen.getByRole('search', { name: 'Suche' })
    expect(form.getAttribute('action')).toBe('/de/search/')
    expect(form.getAttribute('method')).toBe('get')
    expect(input().getAttribute('name')).toBe('s')
    expect(input().getAttribute('aria-expanded')).toBe('false')
    expect(document.getElementById(input().getAttribute('aria-controls') as string)?.getAttribute('role')).toBe('listbox')
  })

  it('asks once the typing pauses, with the query and locale, and not below two characters', async () => {
    setup()
    fireEvent.change(input(), { target: { value: 'r' } })
    await act(() => vi.advanceTimersByTimeAsync(DEBOUNCE_MS * 2))
    expect(fetchMock).not.toHaveBeenCalled()

    fireEvent.change(input(), { target: { value: 'ri' } })
    await act(() => vi.advanceTimersByTimeAsync(DEBOUNCE_MS - 50))
    fireEvent.change(input(), { target: { value: 'rin' } })
    await act(() => vi.advanceTimersByTimeAsync(DEBOUNCE_MS - 1))
    expect(fetchMock).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const url = new URL(fetchMock.mock.calls[0][0] as string, 'http://site')
    expect(url.pathname).toBe('/api/v1/search/')
    expect(url.searchParams.get('s')).toBe('rin')
    expect(url.searchParams.get('locale')).toBe('de')
  })

  it('aborts a request the next query overtakes', async () => {
    const signals: AbortSignal[] = []
    fetchMock.mockImplementation((_url: string, init: RequestInit) => {
      signals.push(init.signal as AbortSignal)
      return new Promise(() => {})
    })
    setup()
    await type('ri')
    await type('ring')
    expect(signals).toHaveLength(2)
    expect(signals[0].aborted).toBe(true)
    expect(signals[1].aborted).toBe(false)
  })

  it('does not ask for a prefilled query before the visitor types', async () => {
    setup({ defaultValue: 'ring', variant: 'page', landmark: false })
    await act(() => vi.advanceTimersByTimeAsync(DEBOUNCE_MS * 2))
    expect(fetchMock).not.toHaveBeenCalled()
    expect(input()).toHaveProperty('value', 'ring')
    expect(screen.queryByRole('search')).toBeNull()
  })

  it('groups products, pages and jewellers under their labels, four at most each, and announces the count', async () => {
    setup()
    await type('ring')
    expect(input().getAttribute('aria-expanded')).toBe('true')
    const listbox = screen.getByRole('listbox')
    const groups = within(listbox).getAllByRole('group')
    expect(groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby') as string)?.textContent)).toEqual([
      'Schmuck',
      'Seiten',
      'Juweliere',
    ])
    const products = within(screen.getByRole('group', { name: 'Schmuck' })).getAllByRole('option')
    expect(products.map((o) => o.textContent)).toEqual(['Herzstück Ring 1', 'Herzstück Ring 2', 'Herzstück Ring 3', 'Herzstück Ring 4'])
    expect(within(screen.getByRole('group', { name: 'Seiten' })).getByRole('option').textContent).toBe('Die Werkstatt')
    expect(within(screen.getByRole('group', { name: 'Juweliere' })).getByRole('option').textContent).toBe('Juwelier Hartmann')
    expect(screen.getByRole('status').textContent).toBe('6 Vorschläge, mit den Pfeiltasten auswählen')
  })

  it('walks the options with the arrow keys and opens the active one with Enter', async () => {
    const { navigate } = setup()
    await type('ring')
    const options = screen.getAllByRole('option')
    expect(input().getAttribute('aria-activedescendant')).toBeNull()

    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    expect(input().getAttribute('aria-activedescendant')).toBe(options[0].id)
    expect(options[0].getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    expect(input().getAttribute('aria-activedescendant')).toBe(options[1].id)
    fireEvent.keyDown(input(), { key: 'ArrowUp' })
    fireEvent.keyDown(input(), { key: 'ArrowUp' })
    // Up from the first option wraps to the last one, across the groups.
    expect(input().getAttribute('aria-activedescendant')).toBe(options[5].id)
    expect(options[5].textContent).toBe('Juwelier Hartmann')

    fireEvent.keyDown(input(), { key: 'Enter' })
    expect(navigate).toHaveBeenCalledWith('/de/juweliere/hartmann/')
  })

  it('keeps the list closed when the answer arrives after the visitor left the field', async () => {
    setup()
    act(() => input().focus())
    fireEvent.change(input(), { target: { value: 'ring' } })
    act(() => input().blur())
    await act(() => vi.advanceTimersByTimeAsync(DEBOUNCE_MS))
    expect(fetchMock).toHaveBeenCalledTimes(1)
    expect(input().getAttribute('aria-expanded')).toBe('false')
    // Back in the field, the suggestions are there.
    act(() => input().focus())
    expect(input().getAttribute('aria-expanded')).toBe('true')
  })

  it('opens a suggestion on click', async () => {
    const { navigate } = setup()
    await type('ring')
    fireEvent.click(screen.getByRole('option', { name: 'Die Werkstatt' }))
    expect(navigate).toHaveBeenCalledWith('/de/die-werkstatt/')
  })

  it('closes with Escape and keeps the query', async () => {
    setup()
    await type('ring')
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    fireEvent.keyDown(input(), { key: 'Escape' })
    expect(input().getAttribute('aria-expanded')).toBe('false')
    expect(input().getAttribute('aria-activedescendant')).toBeNull()
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(input()).toHaveProperty('value', 'ring')
    // Down opens the same suggestions again.
    fireEvent.keyDown(input(), { key: 'ArrowDown' })
    expect(input().getAttribute('aria-expanded')).toBe('true')
  })

  it('shows the catalogue’s no-results text for an empty answer', async () => {
    fetchMock.mockImplementation(async () => answer([]))
    setup()
    await type('xyzzy')
    const noResults = messagesByLocale.de['form-general'].dropdown['no-results']
    expect(screen.getByText(noResults)).toBeTruthy()
    expect(noResults).toBe('Keine Treffer')
    expect(input().getAttribute('aria-expanded')).toBe('false')
    expect(screen.getByRole('status').textContent).toBe('Keine Vorschläge')
  })

  it('goes to the results page on Enter without an active option', async () => {
    const { navigate } = setup()
    await type('ring ')
    fireEvent.submit((input() as HTMLInputElement).form as HTMLFormElement)
    expect(navigate).toHaveBeenCalledWith('/de/search/?s=ring')
  })

  it('speaks the page’s language', async () => {
    renderWithIntl(<SearchBox locale="en" navigate={vi.fn()} />, { locale: 'en' })
    expect(screen.getByRole('search', { name: 'Search' }).getAttribute('action')).toBe('/en/search/')
    await type('ring')
    expect(screen.getByRole('group', { name: 'Jewellery' })).toBeTruthy()
  })
})

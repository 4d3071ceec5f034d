// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { StoreLocator } from '@/components/locator/StoreLocator'
import type { StoreResult } from '@/domain/locator/store'
import type { StoreType } from '@/domain/locator/storeTypes'
import { renderWithIntl } from '../../../support/intl'

const store = (slug: string, type: StoreType, distanceToUser: number): StoreResult => ({
  id: slug,
  uuid: null,
  slug,
  name: `Store ${slug}`,
  type,
  address: 'Maximilianstraße 21',
  zip: '80539',
  city: 'München',
  country: 'DE',
  phone: '+49 89 555 0101',
  fax: '',
  whatsapp: '+49 151 555 0201',
  email: '',
  websites: ['https://aurelle.example'],
  latitude: 48.14,
  longitude: 11.58,
  logos: [],
  openingTimes: [{ weekday: 'mon', open: '10:00', close: '19:00' }],
  openingExceptions: [],
  timeZone: 'Europe/Berlin',
  distanceToUser,
})
// Nearest first, as the API answers.
const stores = [
  store('jeweler-near', 'jeweler', 0.4),
  store('lounge', 'lounge', 0.8),
  store('boutique', 'boutique', 1.2),
  store('augsburg', 'jeweler', 55),
  store('pforzheim', 'boutique', 230),
  store('wien', 'boutique', 350),
]
const suggestions = [
  { type: 'place', label: 'München', name: 'München', zip: null, country: 'DE', lat: 48.137, lng: 11.575 },
  { type: 'place', label: 'Münster', name: 'Münster', zip: null, country: 'DE', lat: 51.96, lng: 7.63 },
]

let fetchMock: ReturnType<typeof vi.fn>
beforeEach(() => {
  vi.useFakeTimers()
  fetchMock = vi.fn(async (url: string) => ({
    ok: true,
    json: async () => (url.startsWith('/api/v1/geo/autocomplete/') ? { results: suggestions } : { count: stores.length, results: stores }),
  }))
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const box = () => screen.getByRole('combobox', { name: 'Ort oder Postleitzahl' })
const articles = () => screen.queryAllByRole('article')
const settle = () => act(() => vi.advanceTimersByTimeAsync(0))

async function type(value: string) {
  act(() => box().focus())
  fireEvent.change(box(), { target: { value } })
}

describe('store locator', () => {
  it('asks for suggestions 500 ms after 3 characters, not before', async () => {
    renderWithIntl(<StoreLocator locale="de" action="/de/store-locator/" />)
    await type('Mü')
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(fetchMock).not.toHaveBeenCalled()
    await type('Mün')
    await act(() => vi.advanceTimersByTimeAsync(499))
    expect(fetchMock).not.toHaveBeenCalled()
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(fetchMock).toHaveBeenCalledWith('/api/v1/geo/autocomplete/?q=M%C3%BCn&language=de', expect.anything())
    expect(box().getAttribute('aria-expanded')).toBe('true')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['MünchenDE', 'MünsterDE'])
  })

  it('picks a suggestion with the keyboard, lists 3 stores with the boutique and lounge pinned, then all', async () => {
    renderWithIntl(<StoreLocator locale="de" action="/de/store-locator/" />)
    await type('Mün')
    await act(() => vi.advanceTimersByTimeAsync(500))
    fireEvent.keyDown(box(), { key: 'ArrowDown' })
    expect(box().getAttribute('aria-activedescendant')).toMatch(/-0$/)
    fireEvent.keyDown(box(), { key: 'Enter' })
    await settle()
    expect(fetchMock).toHaveBeenLastCalledWith('/api/v1/stores/search/?lat=48.137&lng=11.575&limit=100', expect.anything())
    expect(box()).toHaveProperty('value', 'München')
    expect(articles().map((a) => a.getAttribute('data-store'))).toEqual(['boutique', 'lounge', 'jeweler-near'])
    expect(within(articles()[0]).getByText('Nächste Boutique')).toBeTruthy()
    expect(within(articles()[0]).getByText('1,2 km')).toBeTruthy()
    expect(screen.getByRole('status').textContent).toBe('6 Geschäfte in der Nähe von München')
    fireEvent.click(screen.getByRole('link', { name: 'Alle 6 anzeigen' }))
    expect(articles()).toHaveLength(6)
  })

  it('filters by type, lounges counting as jewellers', async () => {
    renderWithIntl(<StoreLocator locale="de" action="/de/store-locator/" />)
    await type('Mün')
    await act(() => vi.advanceTimersByTimeAsync(500))
    fireEvent.mouseDown(screen.getAllByRole('option')[0])
    await settle()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Boutique' }))
    expect(articles().map((a) => a.getAttribute('data-type'))).toEqual(['boutique', 'boutique', 'boutique'])
    fireEvent.click(screen.getByRole('checkbox', { name: 'Boutique' }))
    fireEvent.click(screen.getByRole('checkbox', { name: 'Juwelier' }))
    // Lounge, the near jeweller and Augsburg: three, so no show-all.
    expect(articles().map((a) => a.getAttribute('data-store'))).toEqual(['lounge', 'jeweler-near', 'augsburg'])
    expect(screen.queryByRole('link', { name: /^Alle/ })).toBeNull()
  })

  it('closes the suggestions with Escape', async () => {
    renderWithIntl(<StoreLocator locale="de" action="/de/store-locator/" />)
    await type('Mün')
    await act(() => vi.advanceTimersByTimeAsync(500))
    fireEvent.keyDown(box(), { key: 'Escape' })
    expect(box().getAttribute('aria-expanded')).toBe('false')
  })

  it('shows jeweler.location-error on the button when geolocation fails', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: { getCurrentPosition: (_ok: unknown, fail: (e: unknown) => void) => fail({ code: 1 }) },
    })
    renderWithIntl(<StoreLocator locale="de" action="/de/store-locator/" />)
    await settle()
    const button = screen.getByRole('button', { name: 'Meinen Standort verwenden' })
    fireEvent.click(button)
    expect(button.textContent).toBe('Standort nicht verfügbar')
  })

  it('renders server results as given, with a plain form for searching without JavaScript', () => {
    renderWithIntl(
      <StoreLocator
        locale="de"
        action="/de/store-locator/"
        initial={{ query: 'München', point: { label: 'München', lat: 48.137, lng: 11.575 }, stores, types: [], showAll: false, searched: true }}
      />,
    )
    const form = screen.getByRole('search')
    expect(form.getAttribute('action')).toBe('/de/store-locator/')
    expect(form.getAttribute('method')).toBe('get')
    expect(box().getAttribute('name')).toBe('place')
    expect(articles()).toHaveLength(3)
    expect(screen.getByRole('link', { name: 'Alle 6 anzeigen' }).getAttribute('href')).toBe('/de/store-locator/?place=M%C3%BCnchen&lat=48.137&lng=11.575&all=1')
  })

  it("keeps the visitor's position for 'show all' after 'use my location', and focus in the list", async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: { getCurrentPosition: (ok: (p: unknown) => void) => ok({ coords: { latitude: 47.5412, longitude: 7.6123 } }) },
    })
    fetchMock.mockImplementation(async (url: string) => ({
      ok: true,
      json: async () =>
        url.startsWith('/api/v1/geo/reverse/') ? { name: 'Basel', country: 'CH', lat: 47.5584, lng: 7.5733 } : { count: stores.length, results: stores },
    }))
    renderWithIntl(<StoreLocator locale="de" action="/de/store-locator/" />)
    await settle()
    fireEvent.click(screen.getByRole('button', { name: 'Meinen Standort verwenden' }))
    await settle()
    expect(box()).toHaveProperty('value', 'Basel')
    const link = screen.getByRole('link', { name: 'Alle 6 anzeigen' })
    // Without JavaScript the page searches around the position, not from Basel's centre.
    expect(link.getAttribute('href')).toBe('/de/store-locator/?place=Basel&lat=47.5412&lng=7.6123&all=1')
    act(() => link.focus())
    fireEvent.click(link)
    await act(() => vi.advanceTimersByTimeAsync(50))
    expect(articles()).toHaveLength(6)
    // The link is gone; focus is on the first store it brought, not on <body>.
    expect(document.activeElement).not.toBe(document.body)
    expect(document.activeElement?.querySelector('article')).toBe(articles()[3])
  })
})

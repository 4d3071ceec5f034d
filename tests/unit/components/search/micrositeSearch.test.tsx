// @vitest-environment jsdom
import { renderToString } from 'react-dom/server'
import { NextIntlClientProvider } from 'next-intl'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen } from '@testing-library/react'
import { HeaderSearch } from '@/components/search/HeaderSearch'
import { DEBOUNCE_MS, SearchBox } from '@/components/search/SearchBox'
import { searchPageHref, searchPagePath } from '@/components/search/searchHits'
import { HITS_PER_PAGE, type SearchHit } from '@/domain/search'
import { messagesByLocale, renderWithIntl } from '../../../support/intl'

// Spec 1 §2: "/{locale}/microsite/{jeweler slug}/ — Prefix for all links in microsite mode".
const base = '/de/microsite/aurelle-boutique-pforzheim/'

describe('search in microsite mode', () => {
  it('links and submits to the microsite’s own results page in the server’s HTML (before any JavaScript)', () => {
    const html = renderToString(
      <NextIntlClientProvider locale="de" messages={messagesByLocale.de} timeZone="Europe/Berlin">
        <HeaderSearch locale="de" microsite="aurelle-boutique-pforzheim" />
      </NextIntlClientProvider>,
    )
    const doc = new DOMParser().parseFromString(html, 'text/html')
    const targets = [...doc.querySelectorAll('a[href]')]
      .map((a) => a.getAttribute('href'))
      .concat([...doc.querySelectorAll('form')].map((f) => f.getAttribute('action')))
    expect(targets).toEqual([`${base}search/`, `${base}search/`])
  })

  it('keeps the site’s own results page off a microsite', () => {
    expect(searchPagePath('de')).toBe('/de/search/')
    expect(searchPageHref('de', 'Ring', 2, 'aurelle-boutique-pforzheim')).toBe(`${base}search/?s=Ring&page=2`)
  })

  describe('after hydration', () => {
    const hit: SearchHit = {
      type: 'page',
      pageTitle: 'Die Werkstatt',
      pageSummary: 'Handwerk',
      full_slug: 'de/die-werkstatt',
      image: null,
      url: '/de/die-werkstatt/',
    }
    beforeEach(() => {
      vi.useFakeTimers()
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => ({ ok: true, json: async () => ({ hits: [hit], nbHits: 1, page: 1, nbPages: 1, hitsPerPage: HITS_PER_PAGE }) })),
      )
    })
    afterEach(() => {
      vi.useRealTimers()
      vi.unstubAllGlobals()
    })

    it('opens a suggestion and the results page inside the microsite', async () => {
      const navigate = vi.fn()
      renderWithIntl(<SearchBox locale="de" microsite="aurelle-boutique-pforzheim" navigate={navigate} />)
      const input = screen.getByRole('combobox')
      act(() => input.focus())
      fireEvent.change(input, { target: { value: 'Werkstatt' } })
      await act(() => vi.advanceTimersByTimeAsync(DEBOUNCE_MS))
      fireEvent.click(screen.getByRole('option', { name: 'Die Werkstatt' }))
      expect(navigate).toHaveBeenLastCalledWith(`${base}die-werkstatt/`)
      fireEvent.submit(input.closest('form') as HTMLFormElement)
      expect(navigate).toHaveBeenLastCalledWith(`${base}search/?s=Werkstatt`)
    })
  })
})

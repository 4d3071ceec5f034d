// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { KeepQuery, withQuery } from '@/components/layout/KeepQuery'

afterEach(() => {
  cleanup()
  window.history.replaceState(null, '', '/')
})

function links() {
  render(
    <KeepQuery>
      <li>
        <a href="/en/rings/" hrefLang="en" onClick={(e) => e.preventDefault()}>
          English
        </a>
      </li>
    </KeepQuery>,
  )
  return screen.getByRole('link', { name: 'English' })
}

describe('the language switcher keeps the query string', () => {
  it('carries the filters over when a language is chosen', () => {
    window.history.replaceState(null, '', '/de/ringe/?filterRingDesign=modern')
    const link = links()
    fireEvent.click(link)
    expect(link.getAttribute('href')).toBe('/en/rings/?filterRingDesign=modern')
  })

  it('also for a new tab, and replaces a query it carried before', () => {
    window.history.replaceState(null, '', '/de/kontakt/?product=10-1101-00-1-GG')
    const link = links()
    fireEvent.click(link)
    window.history.replaceState(null, '', '/de/kontakt/?product=20-2202-00-1-WG')
    fireEvent(link, new MouseEvent('auxclick', { bubbles: true, button: 1 }))
    expect(link.getAttribute('href')).toBe('/en/rings/?product=20-2202-00-1-WG')
  })

  it('leaves a link without a query alone when the page has none', () => {
    expect(withQuery('/en/account/login/', '')).toBe('/en/account/login/')
    expect(withQuery('/en/search/?s=ring', '?s=Ring')).toBe('/en/search/?s=Ring')
  })
})

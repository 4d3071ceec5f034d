// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { Analytics, trackEvent, trackNewsletterOptIn } from '@/components/analytics/Analytics'
import { ConsentBanner } from '@/components/analytics/ConsentBanner'
import { ConsentProvider } from '@/components/analytics/ConsentProvider'
import { ConsentSettingsLink } from '@/components/analytics/ConsentSettingsLink'
import { CONSENT_STORAGE_KEY, createConsent, parseConsent, serializeConsent } from '@/domain/consent'
import type { UrlLocale } from '@/i18n/locales'
import { messagesByLocale, renderWithIntl } from '../../../support/intl'

const navigation = vi.hoisted(() => ({ pathname: '/de/' }))
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }))

function Site({ locale = 'de', cnSiteId }: { locale?: UrlLocale; cnSiteId?: string }) {
  return (
    <ConsentProvider>
      <div data-block="hero">
        <a href="#collection" data-track-button-type="hero_cta">
          <span>Zur Kollektion</span>
        </a>
      </div>
      <button type="button" data-track-button-type="price_request">
        Preis anfragen
      </button>
      <button type="button">Ohne Tracking</button>
      <footer>
        <ConsentSettingsLink />
      </footer>
      <ConsentBanner privacyHref="/de/datenschutz/" />
      <Analytics locale={locale} cnSiteId={cnSiteId} />
    </ConsentProvider>
  )
}

const banner = () => screen.queryByRole('region', { name: 'Cookie-Einwilligung' })
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }))
const events = () => window.dataLayer ?? []
const scripts = () => [...document.querySelectorAll('script')].map((s) => s.src)

beforeEach(() => {
  window.localStorage.clear()
  delete window.dataLayer
  delete window._hmt
  document.head.querySelectorAll('script').forEach((s) => s.remove())
  document.title = 'Startseite · Aurelle'
  navigation.pathname = '/de/'
})

describe('before consent', () => {
  it('shows the banner and tracks nothing, loads nothing', () => {
    renderWithIntl(<Site />)
    expect(banner()).not.toBeNull()
    expect(screen.getByRole('link', { name: 'Datenschutzerklärung' }).getAttribute('href')).toBe('/de/datenschutz/')
    fireEvent.click(screen.getByText('Zur Kollektion'))
    click('Preis anfragen')
    expect(window.dataLayer).toBeUndefined()
    expect(trackEvent({ event: 'custom' })).toBe(false)
    expect(trackNewsletterOptIn()).toBe(false)
    expect(window.dataLayer).toBeUndefined()
    expect(scripts()).toEqual([])
  })
})

describe('with statistics consent', () => {
  it('pushes a page view, then click_button for tracked buttons only, with their content element', () => {
    renderWithIntl(<Site />)
    click('Alle akzeptieren')
    expect(banner()).toBeNull()
    expect(events()).toEqual([{ event: 'page_view', page_path: '/de/', page_title: 'Startseite · Aurelle', locale: 'de' }])

    fireEvent.click(screen.getByText('Zur Kollektion')) // inner span: the link is found with closest()
    click('Preis anfragen')
    click('Ohne Tracking')
    expect(events().slice(1)).toEqual([
      { event: 'click_button', button_type: 'hero_cta', content_element_type: 'hero', locale: 'de' },
      { event: 'click_button', button_type: 'price_request', content_element_type: 'page', locale: 'de' },
    ])
    expect(trackNewsletterOptIn()).toBe(true)
    expect(events().at(-1)).toEqual({ event: 'newsletter_opt_in', locale: 'de' })
    // The data layer is ours alone: no tag manager script is loaded with it.
    expect(scripts()).toEqual([])
  })

  it('pushes a page view on every client navigation', () => {
    const { rerender } = renderWithIntl(<Site />)
    click('Alle akzeptieren')
    navigation.pathname = '/de/das-haus/'
    rerender(<Site />)
    expect(events().map((e) => e.page_path)).toEqual(['/de/', '/de/das-haus/'])
  })

  it('stops at once when the visitor switches to necessary only from the footer', () => {
    renderWithIntl(<Site />)
    click('Alle akzeptieren')
    const pushed = events().length

    const footerLink = screen.getByRole('button', { name: 'Cookie-Einstellungen' })
    footerLink.focus()
    fireEvent.click(footerLink)
    expect(banner()).not.toBeNull()
    expect(document.activeElement).toBe(banner())
    expect((screen.getByRole('checkbox', { name: /^Statistik/ }) as HTMLInputElement).checked).toBe(true)
    click('Nur notwendige')

    expect(banner()).toBeNull()
    expect(document.activeElement).toBe(footerLink)
    expect(parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY))?.statistics).toBe(false)
    fireEvent.click(screen.getByText('Zur Kollektion'))
    expect(trackEvent({ event: 'custom' })).toBe(false)
    expect(trackNewsletterOptIn()).toBe(false)
    expect(events()).toHaveLength(pushed)
  })
})

describe('the banner', () => {
  it('gives focus back to where it came from after a choice, not to <body>', () => {
    renderWithIntl(<Site />)
    const before = screen.getByRole('button', { name: 'Ohne Tracking' })
    before.focus()
    const accept = screen.getByRole('button', { name: 'Alle akzeptieren' })
    fireEvent.focus(accept, { relatedTarget: before })
    accept.focus()
    fireEvent.click(accept)
    expect(banner()).toBeNull()
    expect(document.activeElement).toBe(before)
  })

  it('with nowhere to go back to, puts focus on the page’s main content', () => {
    renderWithIntl(
      <>
        <main id="main" tabIndex={-1} />
        <Site />
      </>,
    )
    screen.getByRole('button', { name: 'Nur notwendige' }).focus()
    click('Nur notwendige')
    expect(banner()).toBeNull()
    expect(document.activeElement).toBe(document.querySelector('main'))
  })

  it('remembers the choice in localStorage and does not show again', () => {
    const first = renderWithIntl(<Site />)
    click('Alle akzeptieren')
    const stored = parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY))
    expect(stored).toMatchObject({ necessary: true, statistics: true, version: 1 })
    first.unmount()
    delete window.dataLayer

    renderWithIntl(<Site />)
    expect(banner()).toBeNull()
    expect(events().map((e) => e.event)).toEqual(['page_view'])
  })

  it('offers the two categories in its settings; necessary is fixed, statistics off until chosen', () => {
    renderWithIntl(<Site />)
    click('Einstellungen')
    const necessary = screen.getByRole('checkbox', { name: /^Notwendig/ }) as HTMLInputElement
    const statistics = screen.getByRole('checkbox', { name: /^Statistik/ }) as HTMLInputElement
    expect([necessary.checked, necessary.disabled]).toEqual([true, true])
    expect([statistics.checked, statistics.disabled]).toEqual([false, false])
    // The Settings button gives way to the checkboxes; focus moves with it.
    expect(document.activeElement).toBe(statistics)

    fireEvent.click(statistics)
    click('Auswahl speichern')
    expect(banner()).toBeNull()
    expect(parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY))?.statistics).toBe(true)
    expect(events().map((e) => e.event)).toEqual(['page_view'])
  })

  it('saves necessary only when the settings are saved unchanged', () => {
    renderWithIntl(<Site />)
    click('Einstellungen')
    click('Auswahl speichern')
    expect(parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY))?.statistics).toBe(false)
    expect(window.dataLayer).toBeUndefined()
  })

  it('needs an answer the first time, but a reopened one closes with Escape, unchanged', () => {
    renderWithIntl(<Site />)
    fireEvent.keyDown(banner() as HTMLElement, { key: 'Escape' })
    expect(banner()).not.toBeNull()
    click('Nur notwendige')

    fireEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }))
    expect(screen.getByRole('checkbox', { name: /^Statistik/ })).toBeTruthy()
    fireEvent.keyDown(banner() as HTMLElement, { key: 'Escape' })
    expect(banner()).toBeNull()
    expect(parseConsent(window.localStorage.getItem(CONSENT_STORAGE_KEY))?.statistics).toBe(false)
  })

  it('follows a choice made in another tab', () => {
    renderWithIntl(<Site />)
    act(() => {
      window.localStorage.setItem(CONSENT_STORAGE_KEY, serializeConsent(createConsent(true)))
      window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }))
    })
    expect(banner()).toBeNull()
    expect(events().map((e) => e.event)).toEqual(['page_view'])
  })

  it('ignores a stored value it cannot read and asks again', () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{"statistics":true}')
    renderWithIntl(<Site />)
    expect(banner()).not.toBeNull()
    expect(window.dataLayer).toBeUndefined()
  })

  it('is translated in every catalogue', () => {
    const keys = Object.keys(messagesByLocale.de.consent).sort()
    for (const [locale, messages] of Object.entries(messagesByLocale)) {
      expect(Object.keys(messages.consent).sort(), locale).toEqual(keys)
      for (const value of Object.values(messages.consent)) expect(value.trim(), locale).not.toBe('')
    }

    renderWithIntl(<Site locale="ja" />, { locale: 'ja' })
    expect(screen.getByRole('region', { name: 'Cookieの同意' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'すべて許可' })).toBeTruthy()
  })
})

describe('zh-hans', () => {
  beforeEach(() => {
    navigation.pathname = '/zh-hans/'
  })

  it('sends page views only to the Chinese tracker, loaded after consent', () => {
    renderWithIntl(<Site locale="zh-hans" cnSiteId="0123456789abcdef" />, { locale: 'zh-hans' })
    expect(scripts()).toEqual([])
    expect(window._hmt).toBeUndefined()

    click('全部接受')
    expect(scripts()).toEqual(['https://hm.baidu.com/hm.js?0123456789abcdef'])
    expect(window._hmt).toEqual([
      ['_setAutoPageview', false],
      ['_trackPageview', '/zh-hans/'],
    ])
    expect(events().filter((e) => e.event === 'page_view')).toEqual([])

    fireEvent.click(screen.getByText('Zur Kollektion'))
    expect(events()).toEqual([{ event: 'click_button', button_type: 'hero_cta', content_element_type: 'hero', locale: 'zh-hans' }])
  })

  it('sends nothing anywhere without a site id', () => {
    renderWithIntl(<Site locale="zh-hans" />, { locale: 'zh-hans' })
    click('全部接受')
    expect(scripts()).toEqual([])
    expect(window._hmt).toBeUndefined()
    expect(window.dataLayer).toBeUndefined()
  })
})

// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Accordion } from '@/blocks/Accordion/Component'
import { CardSlider } from '@/blocks/CardContainer/CardSlider'
import { ContactTiles } from '@/blocks/ContactTiles/Component'
import { renderWithIntl } from '../../support/intl'

const visibility = { channel: 'both', device: 'both' } as const

describe('accordion block', () => {
  it('renders each item as a closed disclosure that opens on its summary', () => {
    const { container } = renderWithIntl(
      <Accordion
        block={{
          ...visibility,
          id: 'a',
          blockType: 'accordion',
          headline: 'Häufige Fragen',
          items: [{ id: '1', title: 'Ringgröße?', body: 'Bis zu zwei Größen.' }],
        }}
      />,
    )
    const details = container.querySelector('details') as HTMLDetailsElement
    expect(details.open).toBe(false)
    expect(screen.getByRole('heading', { name: 'Häufige Fragen' })).toBeTruthy()
    fireEvent.click(screen.getByText('Ringgröße?'))
    expect(details.open).toBe(true)
  })
})

// Spec 1 §4: "Contact tiles: on mobile only the first 2 show until a show-more toggle is pressed."
describe('contact tiles block', () => {
  const tiles = ['Service', 'Werkstatt', 'Haus', 'Presse'].map((title, i) => ({ id: String(i), title }))
  it('offers a show-more toggle for more than two tiles and marks the list expanded', () => {
    renderWithIntl(<ContactTiles block={{ ...visibility, id: 'c', blockType: 'contactTiles', tiles }} />)
    const toggle = screen.getByRole('button', { name: 'Mehr anzeigen' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    fireEvent.click(toggle)
    expect(screen.getByRole('button', { name: 'Weniger anzeigen' }).getAttribute('aria-expanded')).toBe('true')
    expect(screen.getAllByRole('listitem')).toHaveLength(4)
  })
  it('has no toggle with two tiles', () => {
    renderWithIntl(<ContactTiles block={{ ...visibility, id: 'c', blockType: 'contactTiles', tiles: tiles.slice(0, 2) }} />)
    expect(screen.queryByRole('button')).toBeNull()
  })
})

describe('card slider', () => {
  const cards = (n: number) => Array.from({ length: n }, (_, i) => <li key={i}>Karte {i + 1}</li>)
  const setWidth = (width: number) =>
    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
      window.dispatchEvent(new Event('resize'))
    })

  it('disables the previous arrow at the start and the next arrow at the end (3 per view from 1240 px)', () => {
    setWidth(1280)
    renderWithIntl(<CardSlider label="Entdecken">{cards(5)}</CardSlider>)
    const prev = screen.getByRole('button', { name: 'Vorherige Karten' }) as HTMLButtonElement
    const next = screen.getByRole('button', { name: 'Nächste Karten' }) as HTMLButtonElement
    expect(prev.disabled).toBe(true)
    expect(next.disabled).toBe(false)
    fireEvent.click(next)
    fireEvent.click(next)
    expect(prev.disabled).toBe(false)
    expect(next.disabled).toBe(true)
  })

  it('is no slider at all when every card fits', () => {
    setWidth(1280)
    renderWithIntl(<CardSlider label="Entdecken">{cards(3)}</CardSlider>)
    expect(screen.queryByRole('button')).toBeNull()
    setWidth(900)
    expect(screen.getByRole('button', { name: 'Nächste Karten' })).toBeTruthy()
  })
})

describe('headline and banner blocks', () => {
  it('makes a headline with an anchor a jump target', async () => {
    const { Headline } = await import('@/blocks/Headline/Component')
    const { container } = renderWithIntl(
      <Headline block={{ ...visibility, id: 'h', blockType: 'headline', text: 'Seit 1897', subline: 'Fünf Generationen', anchor: 'geschichte' }} />,
    )
    expect(container.querySelector('#geschichte h2')?.textContent).toBe('Seit 1897')
  })
  it('opens an external banner link in a new tab, an internal one in place', async () => {
    const { Banner } = await import('@/blocks/Banner/Component')
    const external = renderWithIntl(
      <Banner
        block={{ ...visibility, id: 'b', blockType: 'banner', text: 'Besuch', linkCaption: 'Mehr', link: { href: 'https://example.com', external: true } }}
      />,
    )
    expect(external.getByRole('link', { name: 'Mehr' }).getAttribute('target')).toBe('_blank')
    const internal = renderWithIntl(
      <Banner
        block={{ ...visibility, id: 'b', blockType: 'banner', text: 'Besuch', linkCaption: 'Werkstatt', link: { href: '/de/die-werkstatt/', external: false } }}
      />,
    )
    expect(internal.getByRole('link', { name: 'Werkstatt' }).getAttribute('target')).toBeNull()
  })
})

// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { REVOKE_DELAY_MS } from '@/blocks/DownloadList/DownloadButton'
import { DownloadList } from '@/blocks/DownloadList/Component'
import { Iframe } from '@/blocks/Iframe/Component'
import { Carousel } from '@/blocks/SetCarousel/Carousel'
import { TeaserBoxes } from '@/blocks/TeaserBoxes/Component'
import { TechnicalData } from '@/blocks/TechnicalData/Component'
import { Tiles } from '@/blocks/Tiles/Component'
import type { BlockView } from '@/blocks/blockView'
import type { DownloadView } from '@/server/content/types'
import { renderWithIntl } from '../../support/intl'

const visibility = { channel: 'both', device: 'both' } as const
const image = { url: '/media/ring.jpg', width: 800, height: 1000, alt: 'Ring in Gelbgold', srcSet: [] }

// Spec 1 §4: "Download: idle, preparing (label changes), file saved." §7: fetched from the asset host, then saved.
describe('download list block', () => {
  const item: DownloadView = {
    id: 'd1',
    title1: 'Katalog 2025',
    title2: 'Kollektion',
    description: 'Alle Schmuckstücke der Saison.',
    filesize: 1.2 * 1024 * 1024,
    url: 'https://assets.example.com/katalog-2025.pdf',
    filename: 'Katalog-2025.pdf',
    mimeType: 'application/pdf',
  }
  const block: Extract<BlockView, { blockType: 'downloadList' }> = { ...visibility, id: 'dl', blockType: 'downloadList', headline: 'Downloads', items: [item] }

  let saved: { href: string; download: string; attached: boolean }[]
  beforeEach(() => {
    saved = []
    URL.createObjectURL = vi.fn(() => 'blob:https://maison.example/1')
    URL.revokeObjectURL = vi.fn()
    // jsdom cannot navigate; record what the temporary anchor would have saved.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download, attached: this.isConnected })
    })
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  function deferredFetch() {
    let resolve!: (response: Response) => void
    let reject!: (error: Error) => void
    const fetch = vi.fn(() => new Promise<Response>((res, rej) => ((resolve = res), (reject = rej))))
    vi.stubGlobal('fetch', fetch)
    return { fetch, resolve: (r: Response) => resolve(r), reject: (e: Error) => reject(e) }
  }
  const ok = { ok: true, status: 200, blob: async () => new Blob(['%PDF'], { type: 'application/pdf' }) } as Response
  const link = () => screen.getByRole('link', { name: 'Katalog 2025 herunterladen (1,2 MB)' })

  it('shows the title, the German file size and a real download link for visitors without JavaScript', () => {
    renderWithIntl(<DownloadList block={block} />)
    expect(screen.getByRole('heading', { level: 3, name: 'Katalog 2025' })).toBeTruthy()
    expect(screen.getByText('1,2 MB')).toBeTruthy()
    expect(link().getAttribute('href')).toBe(item.url)
    expect(link().getAttribute('download')).toBe('Katalog-2025.pdf')
  })

  it('goes idle → preparing while the file is fetched → saved, and saves it under its file name', async () => {
    vi.useFakeTimers()
    const pending = deferredFetch()
    renderWithIntl(<DownloadList block={block} />)
    expect(link().textContent).toBe('Herunterladen')

    fireEvent.click(link())
    expect(pending.fetch).toHaveBeenCalledWith(item.url, expect.anything())
    expect(link().textContent).toBe('Wird vorbereitet …')
    expect(link().getAttribute('aria-busy')).toBe('true')
    expect(link().getAttribute('aria-disabled')).toBe('true')
    expect(screen.getByRole('status').textContent).toBe('Wird vorbereitet …')

    await act(async () => {
      pending.resolve(ok)
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(link().textContent).toBe('Gespeichert')
    expect(link().getAttribute('aria-busy')).toBeNull()
    expect(URL.createObjectURL).toHaveBeenCalledWith(expect.any(Blob))
    expect(saved).toEqual([{ href: 'blob:https://maison.example/1', download: 'Katalog-2025.pdf', attached: true }])
    expect(document.querySelectorAll('a[href^="blob:"]')).toHaveLength(0)

    // Revoked, but only once the browser has had time to read the file.
    expect(URL.revokeObjectURL).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(REVOKE_DELAY_MS))
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:https://maison.example/1')
  })

  it('ignores further clicks while the file is being prepared', () => {
    const pending = deferredFetch()
    renderWithIntl(<DownloadList block={block} />)
    fireEvent.click(link())
    fireEvent.click(link())
    expect(pending.fetch).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['the network fails', (p: ReturnType<typeof deferredFetch>) => p.reject(new TypeError('Failed to fetch'))],
    ['the asset host answers with an error', (p: ReturnType<typeof deferredFetch>) => p.resolve({ ok: false, status: 404 } as Response)],
  ])('shows an alert and returns to idle when %s', async (_, fail) => {
    const pending = deferredFetch()
    renderWithIntl(<DownloadList block={block} />)
    expect(screen.getByRole('alert').textContent).toBe('')
    fireEvent.click(link())
    await act(async () => fail(pending))
    expect(screen.getByRole('alert').textContent).toBe('Der Download ist fehlgeschlagen. Bitte versuchen Sie es erneut.')
    expect(link().textContent).toBe('Herunterladen')
    expect(link().getAttribute('aria-busy')).toBeNull()
    expect(URL.createObjectURL).not.toHaveBeenCalled()
  })

  it('leaves modified clicks (new tab, save as) to the browser', () => {
    const pending = deferredFetch()
    renderWithIntl(<DownloadList block={block} />)
    let leftToBrowser = false
    // Runs after React's handler; jsdom cannot follow the link, so stop it here.
    document.addEventListener('click', (event) => ((leftToBrowser = !event.defaultPrevented), event.preventDefault()), { once: true })
    fireEvent.click(link(), { metaKey: true })
    expect(pending.fetch).not.toHaveBeenCalled()
    expect(leftToBrowser).toBe(true)
  })
})

// Spec: "technical data with price modal (the modal links to the store-search page)".
describe('technical data block', () => {
  const block: Extract<BlockView, { blockType: 'technicalData' }> = {
    ...visibility,
    id: 't',
    blockType: 'technicalData',
    headline: 'Technische Daten',
    rows: [
      { id: '1', label: 'Material', value: '750 Gelbgold' },
      { id: '2', label: 'Steine', value: '12 Brillanten' },
    ],
    mpn: '10-1234-00-1-WG',
    showPrice: true,
    storeSearch: { href: '/de/juweliere/', external: false },
    requestLink: { href: '/de/kontakt/?mpn=10-1234-00-1-WG', external: false },
  }

  it('lists the rows and the article number as a definition list', () => {
    const { container } = renderWithIntl(<TechnicalData block={{ ...block, showPrice: false }} />)
    const terms = Array.from(container.querySelectorAll('dl dt')).map((dt) => dt.textContent)
    const values = Array.from(container.querySelectorAll('dl dd')).map((dd) => dd.textContent)
    expect(terms).toEqual(['Material', 'Steine', 'Artikelnummer'])
    expect(values).toEqual(['750 Gelbgold', '12 Brillanten', '10-1234-00-1-WG'])
    expect(screen.queryByRole('button', { name: 'Preis anfragen' })).toBeNull()
  })

  it('opens the price dialog with links to the store search and the request, and closes it', () => {
    renderWithIntl(<TechnicalData block={block} />)
    const dialog = document.querySelector('dialog') as HTMLDialogElement
    expect(dialog.open).toBe(false)

    fireEvent.click(screen.getByRole('button', { name: 'Preis anfragen' }))
    expect(dialog.open).toBe(true)
    const modal = within(screen.getByRole('dialog', { name: 'Preis auf Anfrage' }))
    expect(modal.getByText(/Unsere Preise erfahren Sie/)).toBeTruthy()
    expect(modal.getByRole('link', { name: 'Juwelier in Ihrer Nähe finden' }).getAttribute('href')).toBe('/de/juweliere/')
    expect(modal.getByRole('link', { name: 'Anfrage zu diesem Schmuckstück senden' }).getAttribute('href')).toBe('/de/kontakt/?mpn=10-1234-00-1-WG')

    fireEvent.click(modal.getByRole('button', { name: 'Schließen' }))
    expect(dialog.open).toBe(false)
  })

  it('offers no request link when none is set', () => {
    renderWithIntl(<TechnicalData block={{ ...block, requestLink: undefined }} />)
    fireEvent.click(screen.getByRole('button', { name: 'Preis anfragen' }))
    expect(screen.queryByRole('link', { name: 'Anfrage zu diesem Schmuckstück senden' })).toBeNull()
  })
})

describe('tiles block', () => {
  it('makes each whole tile a link named by its title', () => {
    renderWithIntl(
      <Tiles
        block={{
          ...visibility,
          id: 'ti',
          blockType: 'tiles',
          headline: 'Kollektionen',
          tiles: [
            { id: '1', title: 'Ringe', image, link: { href: '/de/schmuck/ringe/', external: false } },
            { id: '2', title: 'Atelier', image, link: { href: 'https://atelier.example.com', external: true } },
            { id: '3', title: 'Bald verfügbar' },
          ],
        }}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Kollektionen' })).toBeTruthy()
    const rings = screen.getByRole('link', { name: 'Ringe' })
    expect(rings.getAttribute('href')).toBe('/de/schmuck/ringe/')
    expect(within(rings).getByRole('heading', { level: 3, name: 'Ringe' })).toBeTruthy()
    expect(rings.getAttribute('target')).toBeNull()
    const atelier = screen.getByRole('link', { name: 'Atelier' })
    expect(atelier.getAttribute('target')).toBe('_blank')
    expect(atelier.getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.getByRole('heading', { level: 3, name: 'Bald verfügbar' })).toBeTruthy()
    expect(screen.getAllByRole('link')).toHaveLength(2)
  })
})

describe('teaser boxes block', () => {
  it('renders a heading, text and link per box, captioned by linkCaption or the title', () => {
    const { container } = renderWithIntl(
      <TeaserBoxes
        block={{
          ...visibility,
          id: 'tb',
          blockType: 'teaserBoxes',
          boxes: [
            {
              id: '1',
              title: 'Die Werkstatt',
              text: 'Handarbeit seit 1897.',
              image,
              link: { href: '/de/werkstatt/', external: false },
              linkCaption: 'Mehr erfahren',
            },
            { id: '2', title: 'Boutiquen', link: { href: 'https://boutiquen.example.com', external: true } },
          ],
        }}
      />,
    )
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Die Werkstatt', 'Boutiquen'])
    expect(screen.getByText('Handarbeit seit 1897.')).toBeTruthy()
    const more = screen.getByRole('link', { name: 'Mehr erfahren' })
    expect(more.getAttribute('href')).toBe('/de/werkstatt/')
    expect(more.getAttribute('target')).toBeNull()
    const boutiques = screen.getByRole('link', { name: 'Boutiquen' })
    expect(boutiques.getAttribute('target')).toBe('_blank')
    expect(boutiques.getAttribute('rel')).toBe('noopener noreferrer')
    expect(container.querySelector('[data-columns]')?.getAttribute('data-columns')).toBe('2')
  })
})

describe('iframe block', () => {
  const block = {
    ...visibility,
    id: 'if',
    blockType: 'iframe',
    src: 'https://maps.example.com/embed?q=boutique',
    title: 'Anfahrt zur Boutique',
    height: 480,
  } as const

  it('embeds the page lazily in a sandbox, with its title and a reserved height', () => {
    renderWithIntl(<Iframe block={block} />)
    const frame = screen.getByTitle('Anfahrt zur Boutique') as HTMLIFrameElement
    expect(frame.closest('figure')).toBeTruthy()
    expect(frame.getAttribute('src')).toBe(block.src)
    expect(frame.getAttribute('loading')).toBe('lazy')
    expect(frame.getAttribute('height')).toBe('480')
    expect(frame.style.height).toBe('480px')
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-popups allow-forms')
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin')
  })

  it('embeds a path of this site, but nothing that is not a web page', () => {
    renderWithIntl(<Iframe block={{ ...block, src: '/de/anfahrt/' }} />)
    expect(screen.getByTitle('Anfahrt zur Boutique').getAttribute('src')).toBe('/de/anfahrt/')
    const { container } = renderWithIntl(<Iframe block={{ ...block, src: 'javascript:alert(1)' }} />)
    expect(container.querySelector('iframe')).toBeNull()
  })
})

describe('set carousel', () => {
  const pieces = (n: number) => Array.from({ length: n }, (_, i) => <li key={i}>Schmuckstück {i + 1}</li>)
  const setWidth = (width: number) =>
    act(() => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
      window.dispatchEvent(new Event('resize'))
    })
  const arrows = () => ({
    prev: screen.getByRole('button', { name: 'Vorheriges Schmuckstück' }) as HTMLButtonElement,
    next: screen.getByRole('button', { name: 'Nächstes Schmuckstück' }) as HTMLButtonElement,
  })

  it('is a labelled region described as a set', () => {
    setWidth(1280)
    renderWithIntl(<Carousel label="Das Set Aurora">{pieces(4)}</Carousel>)
    const region = screen.getByRole('region', { name: 'Das Set Aurora' })
    expect(region.getAttribute('aria-roledescription')).toBe('Set')
    expect(within(region).getAllByRole('listitem')).toHaveLength(4)
  })

  it('disables previous at the start and next at the end (3 per view from 1240 px)', () => {
    setWidth(1280)
    renderWithIntl(<Carousel label="Das Set">{pieces(5)}</Carousel>)
    const { prev, next } = arrows()
    expect(prev.disabled).toBe(true)
    expect(next.disabled).toBe(false)
    fireEvent.click(next)
    fireEvent.click(next)
    expect(prev.disabled).toBe(false)
    expect(next.disabled).toBe(true)
    fireEvent.click(prev)
    fireEvent.click(prev)
    expect(prev.disabled).toBe(true)
  })

  it('shows one piece at a time on mobile', () => {
    setWidth(375)
    renderWithIntl(<Carousel label="Das Set">{pieces(3)}</Carousel>)
    const { prev, next } = arrows()
    fireEvent.click(next)
    expect(next.disabled).toBe(false)
    fireEvent.click(next)
    expect(next.disabled).toBe(true)
    expect(prev.disabled).toBe(false)
  })

  it('hides the arrows when every piece fits', () => {
    setWidth(1280)
    renderWithIntl(<Carousel label="Das Set">{pieces(3)}</Carousel>)
    expect(screen.queryByRole('button')).toBeNull()
    setWidth(900)
    expect(arrows().next.disabled).toBe(false)
  })
})

// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AudioPlayer } from '@/blocks/AudioPlayer/Component'
import { CardContainer } from '@/blocks/CardContainer/Component'
import { ImageParallax } from '@/blocks/ImageParallax/Component'
import { ImageSlideshow } from '@/blocks/ImageSlideshow/Component'
import { LargeCardContainer } from '@/blocks/LargeCardContainer/Component'
import { Video } from '@/blocks/Video/Component'
import { Youtube } from '@/blocks/Youtube/Component'
import { CardMedia } from '@/components/media/CardMedia'
import type { CardView, ImageView } from '@/server/content/types'
import { renderWithIntl } from '../../support/intl'

const visibility = { channel: 'both', device: 'both' } as const
const image = (name: string, alt = name): ImageView => ({ url: `/media/${name}.jpg`, width: 1600, height: 900, alt, srcSet: [] })
const clip = (name: string) => ({ url: `/clips/${name}.mp4`, mimeType: 'video/mp4' })

// jsdom has neither media playback nor matchMedia.
const play = vi.fn(() => Promise.resolve())
const pause = vi.fn()
function mockMedia(matching: string[] = []) {
  window.matchMedia = ((query: string) => ({
    matches: matching.includes(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia
}
const REDUCED = '(prefers-reduced-motion: reduce)'

beforeEach(() => {
  Object.defineProperty(HTMLMediaElement.prototype, 'play', { configurable: true, value: play })
  Object.defineProperty(HTMLMediaElement.prototype, 'pause', { configurable: true, value: pause })
  mockMedia()
})
afterEach(() => {
  vi.clearAllMocks()
  vi.unstubAllGlobals()
})

describe('video block', () => {
  const block = {
    ...visibility,
    id: 'v',
    blockType: 'video',
    title: 'Im Atelier',
    videoDesktop: clip('atelier'),
    poster: image('atelier-poster'),
    autoplay: false,
    loop: false,
  } as const

  it('shows a cover with a play button until played, then plays with native controls', () => {
    const { container } = renderWithIntl(<Video block={block} />)
    const video = container.querySelector('video') as HTMLVideoElement
    expect(video.controls).toBe(false)
    expect(video.getAttribute('preload')).toBe('none')
    expect(screen.getByRole('img', { name: 'atelier-poster' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Video abspielen: Im Atelier' }))
    expect(play).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('button', { name: 'Video abspielen: Im Atelier' })).toBeNull()
    expect(screen.queryByRole('img', { name: 'atelier-poster' })).toBeNull()
    expect(video.controls).toBe(true)
    expect(video.muted).toBe(false)
    expect(document.activeElement).toBe(video)
  })

  it('picks the mobile file below 890 px', () => {
    mockMedia(['(max-width: 889px)'])
    const { container } = renderWithIntl(<Video block={{ ...block, videoMobile: clip('atelier-hochkant') }} />)
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/clips/atelier-hochkant.mp4')
  })

  it('starts an autoplay video muted, with controls and no cover', () => {
    const { container } = renderWithIntl(<Video block={{ ...block, autoplay: true, loop: true }} />)
    const video = container.querySelector('video') as HTMLVideoElement
    expect(video.muted).toBe(true)
    expect(video.autoplay).toBe(true)
    expect(video.loop).toBe(true)
    expect(video.controls).toBe(true)
    expect(video.getAttribute('src')).toBe('/clips/atelier.mp4')
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('does not autoplay under prefers-reduced-motion: the cover waits for a press', () => {
    mockMedia([REDUCED])
    const { container } = renderWithIntl(<Video block={{ ...block, autoplay: true }} />)
    expect((container.querySelector('video') as HTMLVideoElement).autoplay).toBe(false)
    expect(screen.getByRole('button', { name: 'Video abspielen: Im Atelier' })).toBeTruthy()
  })
})

describe('youtube block', () => {
  const block = { ...visibility, id: 'y', blockType: 'youtube', title: 'Die Werkstatt', videoId: 'dQw4w9WgXcQ', poster: image('werkstatt') } as const

  it('loads nothing from YouTube before play, then the nocookie embed', () => {
    const { container } = renderWithIntl(<Youtube block={block} />)
    expect(container.querySelector('iframe')).toBeNull()
    expect(container.innerHTML).not.toMatch(/youtube(-nocookie)?\.com|ytimg|dQw4w9WgXcQ/)
    expect(screen.getByText('Erst beim Abspielen wird eine Verbindung zu YouTube hergestellt.')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'YouTube-Video laden und abspielen: Die Werkstatt' }))
    const iframe = container.querySelector('iframe') as HTMLIFrameElement
    expect(iframe.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0')
    expect(iframe.title).toBe('Die Werkstatt')
    expect(document.activeElement).toBe(iframe)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('encodes the video id', () => {
    const { container } = renderWithIntl(<Youtube block={{ ...block, videoId: 'a/b?c' }} />)
    fireEvent.click(screen.getByRole('button'))
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/a%2Fb%3Fc?autoplay=1&rel=0')
  })
})

describe('audio player block', () => {
  const block = {
    ...visibility,
    id: 'a',
    blockType: 'audioPlayer',
    title: 'Der Klang des Goldes',
    text: 'Ein Gespräch.',
    audio: { url: '/clips/gold.mp3', mimeType: 'audio/mpeg' },
  } as const

  it('toggles play and pause, switching the button label', () => {
    renderWithIntl(<AudioPlayer block={block} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Der Klang des Goldes' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Abspielen' }))
    expect(play).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Pausieren' }))
    expect(pause).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('button', { name: 'Abspielen' })).toBeTruthy()
  })

  it('shows the duration as m:ss and seeks with the position slider', () => {
    const { container } = renderWithIntl(<AudioPlayer block={block} />)
    const audio = container.querySelector('audio') as HTMLAudioElement
    expect(audio.getAttribute('preload')).toBe('metadata')
    Object.defineProperty(audio, 'duration', { configurable: true, value: 185 })
    fireEvent.loadedMetadata(audio)
    expect(screen.getByText('0:00 / 3:05')).toBeTruthy()

    const slider = screen.getByRole('slider', { name: 'Wiedergabeposition' })
    fireEvent.change(slider, { target: { value: '65' } })
    expect(audio.currentTime).toBe(65)
    expect(screen.getByText('1:05 / 3:05')).toBeTruthy()
    expect(slider.getAttribute('aria-valuetext')).toBe('1:05 / 3:05')
  })
})

describe('image slideshow block', () => {
  const slides = [1, 2, 3].map((n) => ({ id: String(n), imageDesktop: image(`bild-${n}`), caption: `Motiv ${n}` }))
  const block = { ...visibility, id: 's', blockType: 'imageSlideshow', headline: 'Eindrücke', slides } as const

  it('shows one slide at a time with arrows disabled at the ends', () => {
    renderWithIntl(<ImageSlideshow block={block} />)
    const region = screen.getByRole('region', { name: 'Eindrücke' })
    expect(region.getAttribute('aria-roledescription')).toBe('Bildergalerie')
    const prev = screen.getByRole('button', { name: 'Vorheriges Bild' }) as HTMLButtonElement
    const next = screen.getByRole('button', { name: 'Nächstes Bild' }) as HTMLButtonElement
    const visibleSlide = () =>
      within(region)
        .getAllByRole('group')
        .map((g) => g.getAttribute('aria-label'))

    expect(prev.disabled).toBe(true)
    expect(visibleSlide()).toEqual(['Bild 1 von 3'])
    expect(screen.getByText('Motiv 2').closest('figure')?.hidden).toBe(true)

    fireEvent.click(next)
    expect(visibleSlide()).toEqual(['Bild 2 von 3'])
    expect(prev.disabled).toBe(false)
    expect(screen.getByText('Motiv 1').closest('figure')?.hidden).toBe(true)

    fireEvent.click(next)
    expect(visibleSlide()).toEqual(['Bild 3 von 3'])
    expect(next.disabled).toBe(true)
    fireEvent.click(prev)
    expect(visibleSlide()).toEqual(['Bild 2 von 3'])
  })

  it('adds the mobile image beside the desktop one, for CSS to choose', () => {
    const { container } = renderWithIntl(
      <ImageSlideshow block={{ ...block, slides: [{ id: '1', imageDesktop: image('quer'), imageMobile: image('hoch') }] }} />,
    )
    expect([...container.querySelectorAll('img')].map((img) => img.alt)).toEqual(['quer', 'hoch'])
    expect(screen.queryByRole('button')).toBeNull()
  })
})

describe('image parallax block', () => {
  const block = { ...visibility, id: 'p', blockType: 'imageParallax', image: image('werkbank', 'Die Werkbank'), caption: 'Pforzheim, 1921' } as const

  function observe() {
    let callback: IntersectionObserverCallback = () => {}
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: IntersectionObserverCallback) {
          callback = cb
        }
        observe() {}
        disconnect() {}
      },
    )
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => (cb(0), 1))
    return (isIntersecting: boolean) => act(() => callback([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver))
  }

  it('renders the image with its caption', () => {
    renderWithIntl(<ImageParallax block={block} />)
    const figure = screen.getByRole('figure')
    expect(within(figure).getByRole('img', { name: 'Die Werkbank' })).toBeTruthy()
    expect(figure.querySelector('figcaption')?.textContent).toBe('Pforzheim, 1921')
  })

  it('moves the image layer on scroll while visible', () => {
    const intersect = observe()
    const { container } = renderWithIntl(<ImageParallax block={block} />)
    const layer = container.querySelector('img')?.parentElement as HTMLElement
    intersect(true)
    expect(layer.style.getPropertyValue('--parallax-y')).not.toBe('')
  })

  it('stays still under prefers-reduced-motion', () => {
    mockMedia([REDUCED])
    const intersect = observe()
    const { container } = renderWithIntl(<ImageParallax block={block} />)
    intersect(true)
    fireEvent.scroll(window)
    expect((container.querySelector('img')?.parentElement as HTMLElement).style.getPropertyValue('--parallax-y')).toBe('')
  })
})

const videoCard: CardView = { id: 'c1', headline: 'Die Manufaktur', imageDesktop: image('manufaktur'), videoDesktop: clip('manufaktur') }
const imageCard: CardView = {
  id: 'c2',
  headline: 'Das Atelier',
  text: 'Seit 1897.',
  imageDesktop: image('atelier'),
  link: { href: 'https://example.com/atelier', external: true },
}

describe('large card container block', () => {
  it('renders headlines and links, opening external ones in a new tab', () => {
    const internal: CardView = { id: 'c3', headline: 'Die Kollektion', linkCaption: 'Entdecken', link: { href: '/de/kollektion/', external: false } }
    renderWithIntl(
      <LargeCardContainer block={{ ...visibility, id: 'l', blockType: 'largeCardContainer', headline: 'Unser Haus', cards: [imageCard, internal] }} />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Unser Haus' })).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Das Atelier', 'Die Kollektion'])
    const external = screen.getByRole('link', { name: 'Das Atelier' })
    expect(external.getAttribute('target')).toBe('_blank')
    expect(external.getAttribute('rel')).toBe('noopener noreferrer')
    const own = screen.getByRole('link', { name: 'Entdecken' })
    expect(own.getAttribute('href')).toBe('/de/kollektion/')
    expect(own.getAttribute('target')).toBeNull()
  })
})

describe('card media', () => {
  it('plays a card video muted, looping and decorative, over the card image as a lazy poster', () => {
    const { container } = renderWithIntl(<CardMedia card={videoCard} sizes="100vw" />)
    const video = container.querySelector('video') as HTMLVideoElement
    expect(video.muted).toBe(true)
    expect(video.loop).toBe(true)
    expect(video.autoplay).toBe(true)
    expect(video.hasAttribute('playsinline')).toBe(true)
    expect(video.controls).toBe(false)
    expect(video.getAttribute('aria-hidden')).toBe('true')
    // A poster attribute would download with the page; the lazy image waits until the card nears.
    expect(video.hasAttribute('poster')).toBe(false)
    const poster = container.querySelector('img') as HTMLImageElement
    expect(poster.getAttribute('src')).toBe('/media/manufaktur.jpg')
    expect(poster.getAttribute('loading')).toBe('lazy')
    expect(poster.getAttribute('alt')).toBe('')
    expect(play).toHaveBeenCalled()
  })

  it('does not autoplay under prefers-reduced-motion', () => {
    mockMedia([REDUCED])
    const { container } = renderWithIntl(<CardMedia card={videoCard} sizes="100vw" />)
    expect((container.querySelector('video') as HTMLVideoElement).autoplay).toBe(false)
    expect(play).not.toHaveBeenCalled()
  })

  it('renders desktop and mobile videos, each playing only at its own breakpoint', () => {
    mockMedia(['(max-width: 889px)'])
    const { container } = renderWithIntl(<CardMedia card={{ ...videoCard, videoMobile: clip('manufaktur-hoch') }} sizes="100vw" />)
    const [desktop, mobile] = [...container.querySelectorAll('video')]
    expect(desktop?.getAttribute('src')).toBe('/clips/manufaktur.mp4')
    expect(mobile?.getAttribute('src')).toBe('/clips/manufaktur-hoch.mp4')
    expect(desktop?.autoplay).toBe(false)
    expect(mobile?.autoplay).toBe(true)
    expect(play).toHaveBeenCalledTimes(1)
  })

  it('renders the image otherwise, with the mobile image beside it when set', () => {
    const { container } = renderWithIntl(<CardMedia card={{ ...imageCard, imageMobile: image('atelier-hoch') }} sizes="100vw" />)
    expect(container.querySelector('video')).toBeNull()
    expect([...container.querySelectorAll('img')].map((img) => img.alt)).toEqual(['atelier', 'atelier-hoch'])
  })

  it('is what the card container shows for each card', () => {
    const { container } = renderWithIntl(<CardContainer block={{ ...visibility, id: 'cc', blockType: 'cardContainer', cards: [videoCard, imageCard] }} />)
    expect(container.querySelectorAll('video')).toHaveLength(1)
    expect(screen.getByRole('img', { name: 'atelier' })).toBeTruthy()
  })
})

// Found with `next dev` at localhost while PUBLIC_URL named 127.0.0.1: images came from the other
// host name and the CSP (img-src 'self') refused them.
describe('upload addresses', () => {
  it('are root-relative for this server’s uploads and left alone elsewhere', async () => {
    const { mapImage, uploadPath } = await import('@/server/content/mapMedia')
    expect(uploadPath('http://127.0.0.1:3000/cms-api/media/file/a.webp')).toBe('/cms-api/media/file/a.webp')
    expect(uploadPath('https://bucket.s3.example/media/a.webp')).toBe('https://bucket.s3.example/media/a.webp')
    const image = mapImage({
      id: 1,
      alt: 'Ring',
      url: 'http://127.0.0.1:3000/cms-api/media/file/a.webp',
      width: 2000,
      height: 1000,
      sizes: {
        desktop: { url: 'http://127.0.0.1:3000/cms-api/media/file/a-1600x800.webp', width: 1600, height: 800 },
        placeholder: { url: 'http://127.0.0.1:3000/cms-api/media/file/a-500x250.webp', width: 500, height: 250 },
      },
    } as never)
    expect(image?.url).toBe('/cms-api/media/file/a-1600x800.webp')
    expect(image?.placeholderUrl).toBe('/cms-api/media/file/a-500x250.webp')
    expect(image?.srcSet.map((s) => s.url)).toEqual(['/cms-api/media/file/a-1600x800.webp', '/cms-api/media/file/a.webp'])
  })
})

// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { fireEvent, screen } from '@testing-library/react'
import { DEFAULT_PLACEHOLDER_SIZE, Image } from '@/components/ui/Image/Image'
import { renderWithIntl } from '../../../../support/intl'

describe('Image', () => {
  it('renders width/height, aspect ratio, lazy loading and async decoding by default', () => {
    renderWithIntl(<Image src="/media/ring.jpg" alt="Solitärring in Gelbgold" width={1200} height={1500} />)
    const img = screen.getByRole('img', { name: 'Solitärring in Gelbgold' })
    expect(img.getAttribute('width')).toBe('1200')
    expect(img.getAttribute('height')).toBe('1500')
    expect(img.getAttribute('loading')).toBe('lazy')
    expect(img.getAttribute('decoding')).toBe('async')
    expect(img.hasAttribute('fetchpriority')).toBe(false)
    expect(img.style.getPropertyValue('--aspect-ratio')).toBe('1200 / 1500')
  })

  it('priority images load eagerly with high fetch priority', () => {
    renderWithIntl(<Image src="/media/hero.jpg" alt="Kampagne" width={2400} height={1200} priority />)
    const img = screen.getByRole('img', { name: 'Kampagne' })
    expect(img.getAttribute('loading')).toBe('eager')
    expect(img.getAttribute('fetchpriority')).toBe('high')
    expect(img.hasAttribute('decoding')).toBe(false)
  })

  it('builds srcset with w descriptors and defaults sizes to 100vw', () => {
    renderWithIntl(
      <Image
        src="/media/ring-800.jpg"
        alt="Ring"
        width={800}
        height={800}
        srcSet={[
          { url: '/media/ring-400.jpg', width: 400 },
          { url: '/media/ring-800.jpg', width: 800 },
        ]}
      />,
    )
    const img = screen.getByRole('img', { name: 'Ring' })
    expect(img.getAttribute('srcset')).toBe('/media/ring-400.jpg 400w, /media/ring-800.jpg 800w')
    expect(img.getAttribute('sizes')).toBe('100vw')
  })

  it('shows the blurred preview until the image has loaded', () => {
    renderWithIntl(<Image src="/media/ring.jpg" alt="Ring" width={400} height={400} placeholderUrl="/media/ring-tiny.jpg" />)
    const img = screen.getByRole('img', { name: 'Ring' })
    const frame = img.parentElement!
    expect(frame.style.getPropertyValue('--placeholder-image')).toBe('url("/media/ring-tiny.jpg")')
    expect(frame.className).not.toMatch(/loaded/)
    fireEvent.load(img)
    expect(frame.className).toMatch(/loaded/)
  })

  it('renders a fallback placeholder (80px mark by default) when src is missing', () => {
    renderWithIntl(<Image src={null} alt="Kein Bild" width={300} height={400} />)
    const placeholder = screen.getByRole('img', { name: 'Kein Bild' })
    expect(placeholder.tagName).toBe('SPAN')
    expect(DEFAULT_PLACEHOLDER_SIZE).toBe(80)
    expect(placeholder.style.getPropertyValue('--placeholder-size')).toBe('80px')
    expect(placeholder.style.getPropertyValue('--aspect-ratio')).toBe('300 / 400')
  })
})

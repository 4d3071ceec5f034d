import { describe, expect, it } from 'vitest'
import { sliderState, slidesPerView } from '@/domain/cardSlider'
import { visibleInChannel } from '@/domain/visibility'
import { mapLink } from '@/server/content/mapLink'

describe('channel visibility (spec 1 §1)', () => {
  it('renders a block limited to a channel only in it', () => {
    expect(visibleInChannel({ channel: 'both' }, 'default')).toBe(true)
    expect(visibleInChannel({ channel: 'default' }, 'default')).toBe(true)
    expect(visibleInChannel({ channel: 'default' }, 'microsite')).toBe(false)
    expect(visibleInChannel({ channel: 'microsite' }, 'default')).toBe(false)
  })
})

// Spec 1 §9: "Card slider: 1 slide, 2 from 890 px, 3 from 1240 px"; §4: "arrows disabled at the
// start or end; the slider is disabled when all cards fit".
describe('card slider', () => {
  it.each([
    [320, 1],
    [889, 1],
    [890, 2],
    [1239, 2],
    [1240, 3],
  ])('%i px shows %i slides', (width, n) => expect(slidesPerView(width)).toBe(n))
  it('disables the arrows at the start and the end', () => {
    expect(sliderState(5, 3, 0)).toMatchObject({ enabled: true, prevDisabled: true, nextDisabled: false })
    expect(sliderState(5, 3, 1)).toMatchObject({ prevDisabled: false, nextDisabled: false })
    expect(sliderState(5, 3, 2)).toMatchObject({ prevDisabled: false, nextDisabled: true })
  })
  it('turns the slider off when all cards fit', () => {
    expect(sliderState(3, 3, 0)).toMatchObject({ enabled: false, prevDisabled: true, nextDisabled: true })
  })
})

describe('links (story, url, email → mailto, anchor)', () => {
  it('builds the href of each link type for the locale', () => {
    const page = { id: 1, slug: 'das-haus', isHome: false } as never
    expect(mapLink({ type: 'story', story: { relationTo: 'pages', value: page } }, 'de')).toEqual({ href: '/de/das-haus/', external: false })
    expect(mapLink({ type: 'story', story: { relationTo: 'products', value: { id: 2, slug: 'ring' } as never } }, 'en')).toEqual({
      href: '/en/jewellery/ring/',
      external: false,
    })
    expect(mapLink({ type: 'url', url: 'https://example.com/a' }, 'de')).toEqual({ href: 'https://example.com/a', external: true })
    expect(mapLink({ type: 'url', url: '/wishlist' }, 'ja')).toEqual({ href: '/ja/wishlist/', external: false })
    expect(mapLink({ type: 'url', url: '//example.com/a' }, 'de')).toEqual({ href: '//example.com/a', external: true })
    expect(mapLink({ type: 'email', email: 'service@aurelle.example' }, 'de')).toEqual({ href: 'mailto:service@aurelle.example', external: true })
    expect(mapLink({ type: 'anchor', anchor: '#pflege' }, 'de')).toEqual({ href: '#pflege', external: false })
    expect(mapLink({ type: 'story', story: { relationTo: 'pages', value: 7 } }, 'de')).toBeUndefined()
  })
})

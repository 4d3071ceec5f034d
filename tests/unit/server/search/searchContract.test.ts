import { describe, expect, it } from 'vitest'
import { searchDocument } from '@/server/search/searchDocuments'
import { parseSearchParams } from '@/server/search/searchQuery'

const parse = (query: string) => parseSearchParams(new URLSearchParams(query))

// Issue 6: "Missing `s` → 400 with a field message; unknown locale → 400."
describe('search parameters', () => {
  it('needs s, with DRF field messages', () => {
    expect(parse('locale=de').errors).toEqual({ s: ['This field is required.'] })
    expect(parse('s=%20').errors).toEqual({ s: ['This field may not be blank.'] })
  })

  it('refuses an unknown locale, type or page', () => {
    expect(parse('s=ring&locale=fr').errors).toEqual({ locale: ['"fr" is not a valid choice.'] })
    expect(parse('s=ring&type=store').errors).toEqual({ type: ['"store" is not a valid choice.'] })
    expect(parse('s=ring&page=0').errors).toEqual({ page: ['Ensure this value is greater than or equal to 1.'] })
    expect(parse('s=ring&page=two').errors).toEqual({ page: ['A valid integer is required.'] })
  })

  it('defaults to page 1 in German and keeps the query as typed', () => {
    expect(parse('s=Herzst%20').query).toEqual({ s: 'Herzst ', locale: 'de', page: 1 })
    expect(parse('s=ring&locale=zh-hans&page=2&type=product').query).toEqual({ s: 'ring', locale: 'zh-hans', page: 2, type: 'product' })
  })
})

const media = (name: string) => ({
  id: 1,
  url: `/media/${name}.webp`,
  width: 2000,
  height: 1500,
  alt: { de: 'Bild' },
  sizes: { desktop: { url: `/media/${name}-1600.webp`, width: 1600 }, mobile: { url: `/media/${name}-889.webp`, width: 889 } },
})

// Spec 1 §3: "Search hits: product (name, full_slug, image_set, pageSummary), page (pageTitle,
// pageSummary, full_slug, image), jeweler (name, image_main)"; the issue adds `type` and `url`.
describe('search documents', () => {
  const product = {
    id: 7,
    mpn: '10-1101-00-1-GG',
    name: { de: 'Herzstück', ja: 'ヘルツシュトゥック' },
    name2: { de: 'Ring in Rot', ja: null },
    slug: { de: 'herzstueck-ring-in-rot', en: 'herzstueck-ring-in-red' },
    pageSummary: { de: 'Ein schmaler Ring.' },
    imageMain: media('main'),
    imageSet: [media('set-1'), 3],
  }

  it('gives a product hit the spec fields in the visitor language, German where a translation is missing', () => {
    expect(searchDocument('products', product, 'de').hit).toEqual({
      type: 'product',
      name: 'Herzstück',
      name2: 'Ring in Rot',
      full_slug: 'schmuck/herzstueck-ring-in-rot',
      // Hits are thumbnails: the smallest rendition.
      image_set: ['/media/set-1-889.webp'],
      pageSummary: 'Ein schmaler Ring.',
      url: '/de/schmuck/herzstueck-ring-in-rot/',
    })
    expect(searchDocument('products', product, 'en').hit).toMatchObject({
      full_slug: 'en/jewellery/herzstueck-ring-in-red',
      url: '/en/jewellery/herzstueck-ring-in-red/',
    })
    expect(searchDocument('products', product, 'ja').hit).toMatchObject({ name: 'ヘルツシュトゥック', name2: 'Ring in Rot' })
    expect(searchDocument('products', { ...product, imageSet: [] }, 'de').hit).toMatchObject({ image_set: ['/media/main-889.webp'] })
  })

  it('gives pages their SEO title, summary and image, the home page its root path', () => {
    const page = {
      id: 1,
      title: { de: 'Startseite' },
      slug: { de: 'home' },
      isHome: true,
      meta: { title: { de: 'Aurelle' }, description: { de: 'Goldschmiede' }, image: media('home') },
    }
    expect(searchDocument('pages', page, 'de').hit).toEqual({
      type: 'page',
      pageTitle: 'Aurelle',
      pageSummary: 'Goldschmiede',
      full_slug: 'home',
      image: '/media/home-889.webp',
      url: '/de/',
    })
    expect(searchDocument('pages', { ...page, isHome: false, slug: { de: 'das-haus' }, meta: {} }, 'ja').hit).toEqual({
      type: 'page',
      pageTitle: 'Startseite',
      pageSummary: '',
      full_slug: 'ja/das-haus',
      image: null,
      url: '/ja/das-haus/',
    })
  })

  it('sends jewellers to their microsite and finds them by city', () => {
    const jeweler = { id: 3, name: 'Juwelier Hartmann', slug: 'juwelier-hartmann-muenchen', city: 'München', logos: [media('logo')] }
    const doc = searchDocument('jewelers', jeweler, 'en')
    expect(doc.hit).toEqual({
      type: 'jeweler',
      name: 'Juwelier Hartmann',
      image_main: '/media/logo-889.webp',
      url: '/en/microsite/juwelier-hartmann-muenchen/',
    })
    expect(doc.fields.map((f) => f.text)).toContain('München')
  })
})

import { describe, expect, it } from 'vitest'
import { linkTargetProps } from '@/domain/linkTarget'
import { micrositeBase, micrositeHref, withMicrositeLinks } from '@/domain/microsite'
import { sitePath } from '@/domain/paths'

// Spec 1 §2: "/{locale}/microsite/{jeweler slug}/ — Prefix for all links in microsite mode (trailing slash)."
describe('microsite links', () => {
  it('prefixes site paths of every locale and leaves other addresses alone', () => {
    expect(micrositeBase('de', 'juwelier-hartmann-muenchen')).toBe('/de/microsite/juwelier-hartmann-muenchen/')
    expect(micrositeHref('/de/', 'x')).toBe('/de/microsite/x/')
    expect(micrositeHref('/zh-hans/jewellery/ring/', 'x')).toBe('/zh-hans/microsite/x/jewellery/ring/')
    expect(micrositeHref('/de/microsite/x/das-haus/', 'x')).toBe('/de/microsite/x/das-haus/')
    for (const other of ['https://www.pforzheim.de/', 'mailto:info@aurelle.example', '#details']) expect(micrositeHref(other, 'x')).toBe(other)
  })

  // Issue 13 §5: editors' url links reach the microsite with their locale, query and hash.
  it('moves editor-written site links into the microsite with query and hash', () => {
    expect(micrositeHref(sitePath('de', '/kontakt?product=1'), 'x')).toBe('/de/microsite/x/kontakt/?product=1')
    expect(micrositeHref(sitePath('de', '/en/x#form'), 'x')).toBe('/en/microsite/x/x/#form')
    expect(micrositeHref(sitePath('de', '/?s=ring'), 'x')).toBe('/de/microsite/x/?s=ring')
    expect(micrositeHref(sitePath('de', '/cms-api/downloads/file/a.pdf'), 'x')).toBe('/cms-api/downloads/file/a.pdf')
  })

  it('rewrites every href in a view tree without touching other fields', () => {
    const view = {
      title: '/de/not-a-link/',
      blocks: [{ link: { href: '/de/das-haus/', external: false } }, { products: [{ href: '/de/schmuck/ring/', name: 'Ring' }] }],
    }
    expect(withMicrositeLinks(view, 'x')).toEqual({
      title: '/de/not-a-link/',
      blocks: [{ link: { href: '/de/microsite/x/das-haus/', external: false } }, { products: [{ href: '/de/microsite/x/schmuck/ring/', name: 'Ring' }] }],
    })
  })
})

describe('link targets', () => {
  it('opens web links to other sites in a new tab, never mailto or site links', () => {
    expect(linkTargetProps({ href: 'https://www.pforzheim.de/', external: true })).toEqual({ target: '_blank', rel: 'noopener noreferrer' })
    expect(linkTargetProps({ href: 'mailto:a@b.example', external: true })).toEqual({})
    expect(linkTargetProps({ href: '/de/das-haus/', external: false })).toEqual({})
  })
})

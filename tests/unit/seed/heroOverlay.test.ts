import { describe, expect, it } from 'vitest'
import pages from '../../../seed/data/pages.json'

type Block = { blockType: string; image?: string; overlay?: boolean }
type Page = { slug: Record<string, string>; layout?: Block[] }

// The hero's title and subtitle are ivory over the photograph (src/blocks/Hero/styles.module.css). The
// demo's renders are light studio scenes: without the overlay's gradient the text on /de/juweliere/
// stood white on a pale wall. Every demo hero carries it.
describe('the demo house’s hero banners', () => {
  const heroes = (pages as unknown as Page[]).flatMap((page) =>
    (page.layout ?? []).filter((b) => b.blockType === 'hero').map((b) => ({ page: page.slug.de, ...b })),
  )

  it('exist', () => {
    expect(heroes.length).toBeGreaterThan(5)
  })

  it.each(heroes.map((h) => [h.page, h] as const))('%s: the text stands on the overlay', (_page, hero) => {
    expect(hero.overlay).toBe(true)
  })
})

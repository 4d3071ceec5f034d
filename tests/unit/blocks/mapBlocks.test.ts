import { describe, expect, it } from 'vitest'
import { mapBlocks } from '@/blocks/mapBlocks'

const visibility = { channel: 'both' as const, device: 'desktop' as const }

describe('mapBlocks: each stored block through its own mapper', () => {
  it('keeps the block order and the view’s keys in the order the page payload has always had', () => {
    const views = mapBlocks(
      [
        { id: 'h', blockType: 'headline', ...visibility, text: 'Seit 1897', anchor: '' },
        { id: 'b', blockType: 'banner', ...visibility, text: 'Neu', link: { type: 'url', url: '/ringe' } },
      ] as never,
      'de',
    )
    expect(JSON.stringify(views)).toBe(
      JSON.stringify([
        { id: 'h', channel: 'both', device: 'desktop', blockType: 'headline', text: 'Seit 1897' },
        { id: 'b', channel: 'both', device: 'desktop', blockType: 'banner', text: 'Neu', link: { href: '/de/ringe/', external: false } },
      ]),
    )
  })

  it('leaves out a block of a type no longer registered, and one without its required media', () => {
    const views = mapBlocks(
      [
        { id: 'x', blockType: 'retired', ...visibility },
        { id: 'p', blockType: 'imageParallax', ...visibility, image: 7 },
        { id: 'j', blockType: 'jewelerContent', ...visibility },
      ] as never,
      'de',
    )
    expect(views.map((v) => v.id)).toEqual(['j'])
  })
})

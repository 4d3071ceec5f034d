// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { RenderBlocks, pageHeading } from '@/blocks/RenderBlocks'
import type { BlockView } from '@/blocks/blockView'
import { renderWithIntl } from '../../support/intl'

const visibility = { channel: 'both', device: 'both' } as const
const hero: BlockView = { ...visibility, id: 'h', blockType: 'hero', title: 'Ringe', overlay: false }
const headline: BlockView = { ...visibility, id: 'l', blockType: 'headline', text: 'Seit 1897' }
const richText: BlockView = { ...visibility, id: 'r', blockType: 'richText', heading: 'Angaben gemäß § 5 DDG', body: null }
const contactForm = { ...visibility, id: 'c', blockType: 'contactForm', headline: 'Schreiben Sie uns' } as unknown as BlockView

const h1s = (blocks: BlockView[], title?: string) => {
  const { container } = renderWithIntl(<>{RenderBlocks({ blocks, channel: 'default', title })}</>)
  return [...container.querySelectorAll('h1')].map((h) => h.textContent)
}

describe('the page’s one <h1> (axe page-has-heading-one)', () => {
  it('is a leading hero’s or headline’s heading, and only that', () => {
    expect(h1s([hero, richText], 'Ringe')).toEqual(['Ringe'])
    expect(h1s([headline, richText], 'Das Haus')).toEqual(['Seit 1897'])
  })

  it('is the page’s title when the first block is no main heading (rich text, a form)', () => {
    expect(h1s([richText], 'Impressum')).toEqual(['Impressum'])
    expect(pageHeading([contactForm], 'Kontakt')).toBe('title')
  })

  it('is none of the blocks’ on a product page, where the product’s name is the <h1>', () => {
    expect(h1s([hero, richText])).toEqual([])
    expect(pageHeading([contactForm], undefined)).toBe('none')
  })
})

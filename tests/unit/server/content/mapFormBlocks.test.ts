import { describe, expect, it, vi } from 'vitest'
import type { Payload } from 'payload'
import { mapBlocks } from '@/blocks/mapBlocks'
import { parseCardsQuery } from '@/server/wishlist/cardsQuery'
import { productCards } from '@/server/wishlist/productCards'

const page = { id: 3, slug: 'danke', isHome: false }
const contactPage = { id: 5, slug: 'kontakt', isHome: false }
const visibility = { channel: 'both' as const, device: 'both' as const }

describe('form blocks as the page renders them', () => {
  it('carry the block id, the story uuid, the editor’s texts and links, and the variant', () => {
    const [view] = mapBlocks(
      [
        {
          id: 'b-1',
          blockType: 'contactForm',
          ...visibility,
          variant: 'withProducts',
          formId: 'contact',
          formLanguage: 'ko',
          headline: 'Schreiben Sie uns',
          successText: 'Danke!',
          dataAgreementLabel: 'Ja.',
          successRedirect: { type: 'story', story: { relationTo: 'pages', value: page } },
          privacyLink: { type: 'url', url: '/datenschutz' },
        },
      ] as never,
      'de',
      { storyUuid: 'story-1' },
    )
    expect(view).toMatchObject({
      id: 'b-1',
      blockType: 'contactForm',
      variant: 'withProducts',
      formId: 'contact',
      formLanguage: 'ko',
      storyUuid: 'story-1',
      headline: 'Schreiben Sie uns',
      successText: 'Danke!',
      dataAgreementLabel: 'Ja.',
      successRedirect: { href: '/de/danke/', external: false },
      privacyLink: { href: '/de/datenschutz/', external: false },
    })
  })

  it('default the newsletter to the full variant and an unset form id to empty', () => {
    const [view] = mapBlocks([{ id: 'b-2', blockType: 'newsletterForm', ...visibility }] as never, 'en')
    expect(view).toMatchObject({ blockType: 'newsletterForm', variant: 'full', formId: '', storyUuid: '' })
  })

  it('open the technical data’s request link with the product (?product=<mpn>)', () => {
    const [view] = mapBlocks(
      [
        {
          id: 'b-3',
          blockType: 'technicalData',
          ...visibility,
          rows: [],
          showPrice: true,
          request: { type: 'story', story: { relationTo: 'pages', value: contactPage } },
        },
      ] as never,
      'de',
      { productMpn: '10-1101-00-1-GG' },
    )
    expect(view).toMatchObject({ requestLink: { href: '/de/kontakt/?product=10-1101-00-1-GG', external: false } })
  })
})

describe('GET /api/v1/products/cards/ with story ids', () => {
  it('accepts ids= beside or instead of mpns=', () => {
    expect(parseCardsQuery(new URLSearchParams('ids=42,42, 72'))).toEqual({ query: { mpns: [], ids: ['42', '72'], locale: 'de' } })
    expect(parseCardsQuery(new URLSearchParams('ids=4x'))).toEqual({ errors: { ids: ['A valid integer is required.'] } })
    expect(parseCardsQuery(new URLSearchParams('locale=de'))).toEqual({ errors: { mpns: ['This field is required.'] } })
  })

  it('finds products by article number or by story id (document id × 10 + 2)', async () => {
    const find = vi.fn(async () => ({
      docs: [
        { id: 4, mpn: 'A-1', slug: 'a', type: 'ring', name: 'A', isLimited: false, imageMain: null },
        { id: 7, mpn: 'B-2', slug: 'b', type: 'ring', name: 'B', isLimited: false, imageMain: null },
      ],
    }))
    const asked = parseCardsQuery(new URLSearchParams('mpns=A-1&ids=72,43,41&locale=de'))
    const body = await productCards({ find } as unknown as Payload, asked.query!)
    expect(body.cards.map((c) => c.mpn)).toEqual(['A-1', 'B-2'])
    // 43 and 41 are a jeweller's and a page's story ids: not asked for.
    expect(find).toHaveBeenCalledWith(expect.objectContaining({ where: { or: [{ mpn: { in: ['A-1'] } }, { id: { in: [7] } }] } }))
  })
})

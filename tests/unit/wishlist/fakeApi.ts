import { vi } from 'vitest'
import type { WishlistEntry } from '@/domain/wishlist'
import type { ProductCardView } from '@/server/content/types'

type Options = {
  /** The signed-in user's list; null for a signed-out visitor (401). */
  profile?: WishlistEntry[] | null
  /** Articles that are products, with their cards (others are "unknown" to the server). */
  cards?: ProductCardView[]
}

/**
 * A stand-in for the contract API the browser talks to: GET/PATCH /api/v1/users/me/ (with the
 * server's unknown-article rule) and GET /api/v1/products/cards/.
 */
export function fakeApi({ profile = null, cards = [] }: Options = {}) {
  const state = { profile: profile ? [...profile] : null, patches: [] as WishlistEntry[][], failPatch: false, cardRequests: [] as string[] }
  const known = new Set(cards.map((c) => c.mpn))
  const fetch = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    if (url.startsWith('/api/v1/users/me/')) {
      if (!state.profile) return Response.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 })
      if (method === 'GET') return Response.json({ id: 1, email: 'anna@example.com', wishlist: state.profile })
      const { wishlist } = JSON.parse(String(init?.body)) as { wishlist: WishlistEntry[] }
      state.patches.push(wishlist)
      if (state.failPatch) return Response.json({ detail: 'A server error occurred.' }, { status: 500 })
      const unknown = wishlist.filter((e) => cards.length && !known.has(e.article)).map((e) => `Unknown article "${e.article}".`)
      if (unknown.length) return Response.json({ wishlist: unknown }, { status: 400 })
      state.profile = wishlist
      return Response.json({ id: 1, email: 'anna@example.com', wishlist })
    }
    if (url.startsWith('/api/v1/products/cards/')) {
      const mpns = new URL(url, 'http://localhost').searchParams.get('mpns')?.split(',') ?? []
      state.cardRequests.push(mpns.join(','))
      return Response.json({ cards: cards.filter((c) => mpns.includes(c.mpn)) })
    }
    return new Response('not found', { status: 404 })
  })
  vi.stubGlobal('fetch', fetch)
  return { state, fetch }
}

export function card(mpn: string, name: string, slug: string): ProductCardView {
  return { id: mpn, mpn, type: 'ring', name, href: `/de/schmuck/${slug}/`, isLimited: false }
}

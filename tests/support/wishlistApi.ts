import { vi } from 'vitest'
import { SESSION_HINT_COOKIE } from '@/domain/sessionHint'
import type { WishlistEntry } from '@/domain/wishlist'
import type { ProductCardView } from '@/server/content/types'

type Options = {
  /** The signed-in user's list; null for a signed-out visitor (401). */
  profile?: WishlistEntry[] | null
  /** Articles that are products, with their cards (others are "unknown" to the server). */
  cards?: ProductCardView[]
}

/** The readable session hint the server sets with the session cookie (and clears with it). */
export function setSessionHint(present: boolean) {
  document.cookie = present ? `${SESSION_HINT_COOKIE}=1; Path=/` : `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0`
}

/**
 * A stand-in for the contract API the browser talks to: GET/PATCH /api/v1/users/me/ (with the
 * server's unknown-article rule) and GET /api/v1/products/cards/. A signed-in visitor's browser
 * holds the session hint; a 401 clears it, as the server does.
 */
export function fakeApi({ profile = null, cards = [] }: Options = {}) {
  const state = { profile: profile ? [...profile] : null, patches: [] as WishlistEntry[][], failPatch: false, cardRequests: [] as string[] }
  const known = new Set(cards.map((c) => c.mpn))
  setSessionHint(Boolean(state.profile))
  const fetch = vi.fn(async (input: string | URL, init?: RequestInit) => {
    const url = String(input)
    const method = init?.method ?? 'GET'
    if (url.startsWith('/api/v1/users/me/')) {
      if (!state.profile) {
        setSessionHint(false)
        return Response.json({ detail: 'Authentication credentials were not provided.' }, { status: 401 })
      }
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

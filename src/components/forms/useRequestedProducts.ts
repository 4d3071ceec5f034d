'use client'

import { useEffect, useMemo, useState } from 'react'
import { micrositeHref } from '@/domain/microsite'
import { useMicrosite } from '@/components/microsite/MicrositeContext'
import { useQueryParams } from '@/components/forms/useQueryParams'
import { useWishlist } from '@/components/wishlist/useWishlist'
import type { ProductCardView } from '@/server/content/types'

export type RequestedProducts = {
  /** Until the query (and, for `?wishlistinclude`, the wishlist) is known and the cards are read. */
  loading: boolean
  cards: ProductCardView[]
  /** The article numbers to send: the cards', or the asked ones when the cards could not be read. */
  articles: string[]
}

/** Story ids are digits; article numbers never are (10-1101-00-1-GG). */
const isStoryId = (token: string) => /^\d+$/.test(token)

/** `?product=a,b` (article numbers or story ids), or the wishlist's articles with `?wishlistinclude` (spec 1 §2). */
export function requestedTokens(params: URLSearchParams, wishlist: readonly string[] | undefined): readonly string[] | undefined {
  if (params.has('wishlistinclude')) return wishlist
  // Only what can be an article number or an id: the query is anyone's to write.
  return [
    ...new Set(
      (params.get('product') ?? '')
        .split(',')
        .map((t) => t.trim())
        .filter((t) => /^[\w.-]{1,64}$/.test(t)),
    ),
  ]
}

/** The pieces a form is about, read from the query in the browser (the page itself is static). */
export function useRequestedProducts(locale: string): RequestedProducts {
  const params = useQueryParams()
  const microsite = useMicrosite()
  const { entries, ready } = useWishlist()
  const wishlist = useMemo(() => (ready ? entries.map((e) => e.article) : undefined), [entries, ready])
  const tokens = params ? requestedTokens(params, wishlist) : undefined
  const key = tokens?.join(',')
  const [read, setRead] = useState<{ key: string; cards: ProductCardView[]; failed: boolean }>()

  useEffect(() => {
    if (key === undefined || key === '') return
    const list = key.split(',')
    const query = new URLSearchParams({ locale })
    const mpns = list.filter((t) => !isStoryId(t))
    const ids = list.filter(isStoryId)
    if (mpns.length || !ids.length) query.set('mpns', mpns.join(','))
    if (ids.length) query.set('ids', ids.join(','))
    const controller = new AbortController()
    fetch(`/api/v1/products/cards/?${query}`, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<{ cards?: ProductCardView[] }>) : Promise.reject(new Error(String(res.status)))))
      .then((body) => setRead({ key, cards: body.cards ?? [], failed: false }))
      .catch(() => {
        if (!controller.signal.aborted) setRead({ key, cards: [], failed: true })
      })
    return () => controller.abort()
  }, [key, locale])

  if (key === undefined) return { loading: true, cards: [], articles: [] }
  if (key === '') return { loading: false, cards: [], articles: [] }
  if (read?.key !== key) return { loading: true, cards: [], articles: [] }
  // On a microsite the cards link into it, like every other link there.
  const cards = microsite ? read.cards.map((c) => ({ ...c, href: micrositeHref(c.href, microsite.slug) })) : read.cards
  const articles = read.failed ? key.split(',').filter((t) => !isStoryId(t)) : cards.map((c) => c.mpn)
  return { loading: false, cards, articles }
}

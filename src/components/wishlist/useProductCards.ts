'use client'

import { useEffect, useState } from 'react'
import type { ProductCardView } from '@/server/content/types'

/** Card data per article: a card, null when the article is no (published) product, absent while unknown. */
export type CardsByArticle = Readonly<Record<string, ProductCardView | null>>

/**
 * Fetches the cards of the articles it has not seen yet (one request for all of them), so an
 * article added later (another tab) costs one small request and nothing is fetched twice.
 */
export function useProductCards(articles: readonly string[], locale: string) {
  const [cards, setCards] = useState<CardsByArticle>({})
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const missing = articles
    .filter((article) => !(article in cards))
    .sort()
    .join(',')

  useEffect(() => {
    if (!missing) return
    const controller = new AbortController()
    const query = new URLSearchParams({ mpns: missing, locale })
    fetch(`/api/v1/products/cards/?${query}`, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<{ cards?: ProductCardView[] }>) : Promise.reject(new Error(String(res.status)))))
      .then((body) => {
        setFailed(false)
        setCards((known) => {
          const next: Record<string, ProductCardView | null> = { ...known }
          for (const article of missing.split(',')) next[article] = null
          for (const card of body.cards ?? []) next[card.mpn] = card
          return next
        })
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true)
      })
    return () => controller.abort()
  }, [missing, locale, attempt])

  const retry = () => {
    setFailed(false)
    setAttempt((n) => n + 1)
  }
  return { cards, loading: Boolean(missing) && !failed, failed, retry }
}

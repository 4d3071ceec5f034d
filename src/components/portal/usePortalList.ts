'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { removedCount } from '@/domain/portal/listEffects'
import type { Page } from '@/contracts/common'
import type { AggregateRow } from '@/contracts/portal'
import { call } from './portalApi'

type State<R> = { rows: R[]; count: number; next: string | null; status: 'loading' | 'ready' | 'failed'; loadingMore: boolean }

/**
 * One table's rows: the first page whenever the query changes (the previous request aborted, so a
 * slow answer never overwrites a newer one), further pages on demand, the footer's totals beside
 * them. `query` null waits (the stored configuration is not read yet).
 */
export function usePortalList<R>(endpoint: string, query: string | null) {
  const [state, setState] = useState<State<R>>({ rows: [], count: 0, next: null, status: 'loading', loadingMore: false })
  const [totals, setTotals] = useState<AggregateRow[]>([])
  const [reloads, setReloads] = useState(0)
  const more = useRef<AbortController | null>(null)

  useEffect(() => {
    if (query === null) return
    const controller = new AbortController()
    more.current?.abort()
    setState((s) => ({ ...s, status: 'loading', loadingMore: false }))
    const signal = controller.signal
    call(`${endpoint}?${query}`, { signal })
      .then(({ status, body }) => {
        if (signal.aborted) return
        if (status !== 200) return setState({ rows: [], count: 0, next: null, status: 'failed', loadingMore: false })
        const page = body as Page<R>
        setState({ rows: page.results, count: page.count, next: page.next, status: 'ready', loadingMore: false })
      })
      .catch(() => !signal.aborted && setState({ rows: [], count: 0, next: null, status: 'failed', loadingMore: false }))
    const aggregates = new URLSearchParams(query)
    aggregates.delete('order_by')
    aggregates.set('aggregate_by', 'currency')
    call(`${endpoint}aggregates/?${aggregates}`, { signal })
      .then(({ status, body }) => !signal.aborted && setTotals(status === 200 ? ((body as { results: AggregateRow[] }).results ?? []) : []))
      .catch(() => undefined)
    return () => controller.abort()
  }, [endpoint, query, reloads])

  // The latest state for loadMore, which must not start requests inside a state updater.
  const current = useRef(state)
  current.current = state

  const loadMore = useCallback(() => {
    const s = current.current
    if (!s.next || s.loadingMore || s.status !== 'ready') return
    const controller = new AbortController()
    more.current = controller
    current.current = { ...s, loadingMore: true }
    setState((c) => ({ ...c, loadingMore: true }))
    const idOf = (r: R) => (r as { id: number }).id
    call(s.next, { signal: controller.signal })
      .then(({ status, body }) => {
        if (controller.signal.aborted) return
        const page = body as Page<R>
        setState((c) => {
          if (status !== 200) return { ...c, loadingMore: false }
          const seen = new Set(c.rows.map(idOf))
          return { ...c, rows: [...c.rows, ...page.results.filter((r) => !seen.has(idOf(r)))], next: page.next, count: page.count, loadingMore: false }
        })
      })
      .catch(() => !controller.signal.aborted && setState((c) => ({ ...c, loadingMore: false })))
  }, [])

  /** The list after actions (spec 3 §4): rows removed or replaced, the count following the removals. */
  const replaceRows = useCallback((update: (rows: R[]) => R[]) => {
    setState((s) => {
      const rows = update(s.rows)
      return { ...s, rows, count: Math.max(0, s.count - removedCount(s.rows, rows)) }
    })
  }, [])

  const reload = useCallback(() => setReloads((n) => n + 1), [])

  return { ...state, totals, loadMore, replaceRows, reload }
}

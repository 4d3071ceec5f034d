'use client'

import dynamic from 'next/dynamic'
import { useTranslations } from 'next-intl'
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { locator } from '@/domain/locator/constants'
import { pinNearest } from '@/domain/locator/pinning'
import { isLongEnough } from '@/domain/locator/queryLength'
import type { SearchPoint, StoreResult } from '@/domain/locator/store'
import { matchesStoreType, storeTypes, type StoreType } from '@/domain/locator/storeTypes'
import type { UrlLocale } from '@/i18n/locales'
import type { Suggestion } from '@/contracts/locator'
import { fetchPlaceName, fetchStores, fetchSuggestions } from './locatorApi'
import { PlaceSearch } from './PlaceSearch'
import { StoreCard } from './StoreCard'
import styles from './StoreLocator.module.css'

// MapLibre (about 1 MB) loads only in the browser, after the list, and only where WebGL works.
const StoreMap = dynamic(() => import('./StoreMap').then((m) => m.StoreMap), { ssr: false })

export type LocatorInitial = { query: string; point: SearchPoint | null; stores: StoreResult[]; types: StoreType[]; showAll: boolean; searched: boolean }

type Props = {
  locale: UrlLocale
  /** The server-rendered search page the form submits to without JavaScript. */
  action: string
  initial?: LocatorInitial
}

type Status = 'idle' | 'loading' | 'done' | 'notFound' | 'tooShort' | 'error'

function webglAvailable(): boolean {
  try {
    const canvas = document.createElement('canvas')
    return Boolean(canvas.getContext('webgl2') || canvas.getContext('webgl'))
  } catch {
    return false
  }
}

/**
 * The store locator (spec 3 §2.2, §4): a place search, 'use my location', type filters, the nearest
 * stores (first 3, then all) with the nearest boutique and lounge pinned, and a map in sync with the
 * list. Server-rendered with the search page's results, so the list works without JavaScript.
 */
export function StoreLocator({ locale, action, initial }: Props) {
  const t = useTranslations('locator')
  const tJeweler = useTranslations('jeweler')
  const [query, setQuery] = useState(initial?.query ?? '')
  const [point, setPoint] = useState<SearchPoint | null>(initial?.point ?? null)
  const [stores, setStores] = useState<StoreResult[]>(initial?.stores ?? [])
  const [types, setTypes] = useState<StoreType[]>(initial?.types ?? [])
  const [showAll, setShowAll] = useState(initial?.showAll ?? false)
  const [status, setStatus] = useState<Status>(initial?.searched ? (initial.point ? 'done' : isLongEnough(initial.query) ? 'notFound' : 'tooShort') : 'idle')
  const [locating, setLocating] = useState(false)
  const [locationError, setLocationError] = useState(false)
  const [selected, setSelected] = useState<StoreResult['id'] | null>(null)
  const [hydrated, setHydrated] = useState(false)
  const [webgl, setWebgl] = useState(false)
  const [now, setNow] = useState(() => new Date())
  const abort = useRef<AbortController | null>(null)
  const listRef = useRef<HTMLOListElement>(null)

  useEffect(() => {
    setHydrated(true)
    setWebgl(webglAvailable())
    // "Open now" follows the clock while the page stays open.
    const timer = setInterval(() => setNow(new Date()), 60_000)
    return () => clearInterval(timer)
  }, [])

  const ranked = useMemo(() => pinNearest(stores.filter((s) => matchesStoreType(s.type, types))), [stores, types])
  const pinnedIds = useMemo(() => {
    const ids = new Set<StoreResult['id']>()
    for (const type of ['boutique', 'lounge'] as const) {
      const nearest = ranked.find((s) => s.type === type)
      if (nearest && nearest.distanceToUser <= locator.pinDistanceKm) ids.add(nearest.id)
    }
    return ids
  }, [ranked])
  const shown = showAll ? ranked : ranked.slice(0, locator.firstResults)

  async function searchAround(next: SearchPoint) {
    abort.current?.abort()
    const controller = new AbortController()
    abort.current = controller
    setPoint(next)
    setStatus('loading')
    setShowAll(false)
    setSelected(null)
    try {
      const found = await fetchStores(next.lat, next.lng, controller.signal)
      setStores(found)
      setStatus('done')
    } catch (err) {
      if ((err as Error).name !== 'AbortError') setStatus('error')
    }
  }

  function onPick(suggestion: Suggestion) {
    void searchAround({ label: suggestion.label, lat: suggestion.lat, lng: suggestion.lng })
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const text = query.trim()
    // Too short to search (spec 3 §5: 3 characters): not "no place found", keep typing.
    if (!isLongEnough(text)) {
      setStatus('tooShort')
      return
    }
    // The best suggestion for the text as typed, as the server-rendered search does.
    try {
      const [best] = await fetchSuggestions(text, locale)
      if (best) await searchAround({ label: best.label, lat: best.lat, lng: best.lng })
      else setStatus('notFound')
    } catch {
      setStatus('error')
    }
  }

  function locateVisitor() {
    setLocationError(false)
    if (!('geolocation' in navigator)) {
      setLocationError(true)
      return
    }
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        setLocating(false)
        const { latitude: lat, longitude: lng } = position.coords
        const name = await fetchPlaceName(lat, lng, locale)
        const label = name ?? t('yourLocation')
        setQuery(label)
        void searchAround({ label, lat, lng })
      },
      () => {
        setLocating(false)
        setLocationError(true)
      },
      { timeout: 10_000, maximumAge: 300_000 },
    )
  }

  function toggleType(type: StoreType, on: boolean) {
    setTypes((current) => (on ? [...current, type] : current.filter((t) => t !== type)))
    setShowAll(false)
  }

  function select(id: StoreResult['id']) {
    setSelected(id)
    // A store beyond the first three that is picked on the map comes into the list.
    if (ranked.findIndex((s) => s.id === id) >= locator.firstResults) setShowAll(true)
    requestAnimationFrame(() => listRef.current?.querySelector(`[data-store-id="${id}"]`)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' }))
  }

  // The searched point itself, not the text in the box: after "use my location" the box holds the
  // nearest town's name, and searching again from it would lose the visitor's position.
  const showAllHref = `${action}?${new URLSearchParams([
    ['place', point?.label ?? query],
    ...(point
      ? [
          ['lat', String(point.lat)],
          ['lng', String(point.lng)],
        ]
      : []),
    ...types.map((type) => ['type', type]),
    ['all', '1'],
  ])}`

  /** The link goes away once every store shows; focus moves to the first store it brought, not to the page. */
  function revealAll() {
    setShowAll(true)
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`li:nth-child(${locator.firstResults + 1})`)?.focus())
  }

  return (
    <div className={styles.locator}>
      <form className={styles.form} action={action} method="get" role="search" onSubmit={onSubmit}>
        <PlaceSearch language={locale} value={query} onChange={setQuery} onPick={onPick} />
        <div className={styles.formActions}>
          <button type="submit" className={styles.primary}>
            {t('search')}
          </button>
          {hydrated ? (
            <button type="button" className={styles.secondary} onClick={locateVisitor} disabled={locating} aria-live="polite">
              {locating ? t('locating') : locationError ? tJeweler('location-error') : t('useLocation')}
            </button>
          ) : null}
        </div>
        <fieldset className={styles.types}>
          <legend className={styles.label}>{t('filterLegend')}</legend>
          {storeTypes.map((type) => (
            <label key={type} className={styles.typeOption}>
              <input type="checkbox" name="type" value={type} checked={types.includes(type)} onChange={(event) => toggleType(type, event.target.checked)} />
              <span>{t(`types.${type}`)}</span>
            </label>
          ))}
        </fieldset>
      </form>

      <div className={styles.results} aria-busy={status === 'loading'}>
        <p className={styles.summary} role="status">
          {status === 'idle'
            ? t('prompt')
            : status === 'loading'
              ? t('searching')
              : status === 'tooShort'
                ? t('keepTyping')
                : status === 'notFound'
                  ? t('placeNotFound', { query })
                  : status === 'error'
                    ? t('searchError')
                    : point
                      ? t('resultsNear', { count: ranked.length, place: point.label })
                      : null}
        </p>
        {status === 'done' && shown.length > 0 ? (
          <div className={webgl ? styles.withMap : undefined}>
            <div>
              <ol className={styles.list} ref={listRef}>
                {shown.map((store) => (
                  <li key={store.id} data-store-id={store.id} tabIndex={-1}>
                    <StoreCard
                      store={store}
                      locale={locale}
                      pinned={pinnedIds.has(store.id)}
                      selected={selected === store.id}
                      now={now}
                      onSelect={webgl ? select : undefined}
                    />
                  </li>
                ))}
              </ol>
              {!showAll && ranked.length > locator.firstResults ? (
                <p className={styles.showAll}>
                  {/* A link to the server-rendered page without JavaScript; in place with it. */}
                  <a
                    href={showAllHref}
                    className={styles.secondary}
                    onClick={(event) => {
                      // Ctrl/⌘/Shift-click still opens the page in a new tab or window.
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
                      event.preventDefault()
                      revealAll()
                    }}
                  >
                    {t('showAll', { count: ranked.length })}
                  </a>
                </p>
              ) : null}
            </div>
            {webgl && point ? (
              <div className={styles.map}>
                <StoreMap stores={shown} point={point} selected={selected} onSelect={select} label={t('map')} />
              </div>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  )
}

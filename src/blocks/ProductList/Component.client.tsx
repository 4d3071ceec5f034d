'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { ProductTile } from '@/components/product/ProductTile'
import { Checkbox } from '@/components/ui/Checkbox/Checkbox'
import { Loader } from '@/components/ui/Loader/Loader'
import { WishlistTileHeart } from '@/components/wishlist/WishlistTileHeart'
import { productListGrid } from '@/domain/productGrid'
import {
  activeFilterCount,
  BOOLEAN_GROUP,
  booleanFilters,
  FILTER_LOADER_MS,
  FILTER_PANEL_BREAKPOINT,
  filterGroupsByType,
  filterQueryKeys,
  filterValues,
  parseFilterState,
  serializeFilterState,
  toggleFilterItem,
  type FilterGroupId,
  type FilterSelection,
} from '@/domain/productFilters'
import type { ProductCardView, ProductListFilterView } from '@/server/content/types'
import styles from './styles.module.css'

type Props = {
  filter: ProductListFilterView
  layout: string
  /** How many pieces the server rendered (the children). */
  count: number
  /** The server-rendered tiles of the list as the page was rendered. */
  children: ReactNode
  sizes: string
}

type FilterAnswer = { count: number; products: ProductCardView[] }

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })

/** The page's address with the filter parameters replaced; other parameters (utm_*) stay. */
function addressWith(selections: readonly FilterSelection[]): string {
  const url = new URL(window.location.href)
  for (const key of filterQueryKeys) url.searchParams.delete(key)
  url.search = [serializeFilterState(selections), url.searchParams.toString()].filter(Boolean).join('&')
  return url.toString()
}

function itemsOf(groupId: FilterGroupId, claspValues: readonly string[]): readonly string[] {
  if (groupId === BOOLEAN_GROUP) return booleanFilters
  if (groupId === 'filterBraceletClasp') return claspValues
  return filterValues[groupId]
}

/**
 * The filter panel and filtered grid of a product list (issue 6). Without JavaScript the panel is a
 * GET form whose address the server renders filtered; with it a change rewrites the address (so the
 * list can be shared and survives a reload), shows the loader for the spec's 1300 ms and swaps in
 * the list the server filtered.
 */
export function FilterableProductList({ filter, layout, count, children, sizes }: Props) {
  const t = useTranslations('filter')
  const tp = useTranslations('product')
  const locale = useLocale()
  const { productType, productIds, claspValues } = filter
  const [selections, setSelections] = useState<FilterSelection[]>(filter.selections)
  // null: the list the server rendered (children) is still the one shown.
  const [result, setResult] = useState<ProductCardView[] | null>(null)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const [announcement, setAnnouncement] = useState('')
  // null until mounted: CSS alone decides (open above 1180 px), so nothing jumps on hydration.
  const [open, setOpen] = useState<boolean | null>(null)
  const pending = useRef<AbortController | null>(null)
  const panelRef = useRef<HTMLFormElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  const load = useCallback(
    (next: readonly FilterSelection[]) => {
      pending.current?.abort()
      const controller = new AbortController()
      pending.current = controller
      setLoading(true)
      setFailed(false)
      setAnnouncement('')
      const query = new URLSearchParams({ ids: productIds.join(','), productType, locale })
      const filters = serializeFilterState(next)
      const answer = fetch(`/api/v1/products/filter/?${query}${filters ? `&${filters}` : ''}`, {
        signal: controller.signal,
        headers: { accept: 'application/json' },
      }).then((res) => (res.ok ? (res.json() as Promise<FilterAnswer>) : Promise.reject(new Error(String(res.status)))))
      Promise.all([answer, wait(FILTER_LOADER_MS, controller.signal)])
        .then(([body]) => {
          setResult(body.products)
          setLoading(false)
          setAnnouncement(body.products.length ? t('count', { count: body.products.length }) : t('no-filter-result'))
        })
        .catch(() => {
          if (controller.signal.aborted) return
          setLoading(false)
          setFailed(true)
          setAnnouncement(t('loadFailed'))
        })
    },
    [productIds, productType, locale, t],
  )

  const change = (next: FilterSelection[]) => {
    setSelections(next)
    window.history.replaceState(null, '', addressWith(next))
    load(next)
  }

  useEffect(() => {
    // Spec 1 §4: open by default above 1180 px; closes when the window shrinks to 1180 px or below.
    const wide = window.matchMedia(`(min-width: ${FILTER_PANEL_BREAKPOINT + 1}px)`)
    setOpen(wide.matches)
    const onChange = (event: MediaQueryListEvent) => {
      if (!event.matches && panelRef.current?.contains(document.activeElement)) toggleRef.current?.focus()
      setOpen(event.matches)
    }
    wide.addEventListener('change', onChange)
    return () => wide.removeEventListener('change', onChange)
  }, [])

  useEffect(() => {
    // A page served without its filtered twin (a cache, a microsite) still shows what its address says.
    const fromAddress = parseFilterState(new URLSearchParams(window.location.search), productType)
    if (serializeFilterState(fromAddress) !== serializeFilterState(filter.selections)) {
      setSelections(fromAddress)
      load(fromAddress)
    }
    return () => pending.current?.abort()
  }, []) // eslint-disable-line react-hooks/exhaustive-deps -- once, for the address the page was opened with

  const shownCount = result ? result.length : count
  const grid = productListGrid(layout, shownCount)
  const active = activeFilterCount(selections)
  const isActive = (groupId: FilterGroupId, itemId: string) => selections.some((s) => s.groupId === groupId && s.activeItemIDs.includes(itemId))

  const label = (groupId: FilterGroupId, itemId: string): string => {
    const key = `values.${groupId}.${itemId}` as 'values.filterAlloy.white_gold'
    if (t.has(key)) return t(key)
    // Bracelet clasps are an open list ("{product}_clasp"): an unknown one is named after its product.
    const name = itemId.replace(/_clasp$/, '').replace(/_/g, ' ')
    return t('claspOf', { name: name.charAt(0).toUpperCase() + name.slice(1) })
  }

  const groups = filterGroupsByType[productType].map((groupId) => ({ groupId, items: itemsOf(groupId, claspValues) })).filter((group) => group.items.length > 0)

  const onReset = (event: FormEvent) => {
    event.preventDefault()
    change([])
  }

  return (
    <div className={styles.filtering} data-panel={open === null ? undefined : open ? 'open' : 'closed'}>
      <div className={styles.toolbar}>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          hidden={open === null}
          aria-expanded={Boolean(open)}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          <FilterIcon />
          {t('toggle', { count: active })}
        </button>
        <p className={styles.count}>{t('count', { count: shownCount })}</p>
        {active > 0 ? (
          // A form of its own: without JavaScript, submitting it with no fields opens the unfiltered page.
          <form className={styles.resetForm} onSubmit={onReset}>
            <button type="submit" className={styles.textButton}>
              {t('reset')}
            </button>
          </form>
        ) : null}
      </div>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <div className={styles.filterBody}>
        <form
          ref={panelRef}
          id={panelId}
          className={styles.panel}
          data-open={open === null ? undefined : String(open)}
          aria-label={t('panel', { type: productType })}
          onSubmit={(event) => event.preventDefault()}
        >
          {groups.map(({ groupId, items }) => (
            <fieldset key={groupId} className={styles.group}>
              <legend className={styles.legend}>{t(`groups.${groupId}`)}</legend>
              {items.map((itemId) => (
                <Checkbox
                  key={itemId}
                  className={styles.option}
                  // The URL form: multi groups repeat their key, yes/no properties are `isLimited=1`.
                  name={groupId === BOOLEAN_GROUP ? itemId : groupId}
                  value={groupId === BOOLEAN_GROUP ? '1' : itemId}
                  checked={isActive(groupId, itemId)}
                  onChange={(event) => change(toggleFilterItem(selections, productType, groupId, itemId, event.target.checked))}
                  label={label(groupId, itemId)}
                />
              ))}
            </fieldset>
          ))}
          {/* Needed only without JavaScript, where a change applies on submit. */}
          <button type="submit" className={styles.apply}>
            {t('apply')}
          </button>
        </form>
        <div className={styles.results} aria-busy={loading}>
          {failed ? (
            <p className={styles.failed}>
              {t('loadFailed')}{' '}
              <button type="button" className={styles.textButton} onClick={() => load(selections)}>
                {t('retry')}
              </button>
            </p>
          ) : null}
          {loading ? (
            <div className={styles.loading}>
              <Loader size="l" decorative />
            </div>
          ) : shownCount === 0 ? (
            <p className={styles.empty}>{t('no-filter-result')}</p>
          ) : (
            <div className={`${styles.grid} ${styles[grid]}`} data-grid={grid}>
              {result
                ? result.map((product) => (
                    <ProductTile
                      key={product.mpn}
                      product={product}
                      sizes={sizes}
                      typeLabel={tp(`type.${product.type as 'ring'}`)}
                      limitedLabel={tp('limited')}
                      corner={<WishlistTileHeart article={product.mpn} name={product.name2 ? `${product.name} ${product.name2}` : product.name} />}
                    />
                  ))
                : children}
            </div>
          )}
        </div>
      </div>
    </div>
  )
}

function FilterIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path d="M3 5h14M6 10h8M8.5 15h3" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" fill="none" />
    </svg>
  )
}

'use client'

import { usePathname } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useState } from 'react'
import { loadCurrentOrder } from '@/components/cart/cartApi'
import { loadCatalogue, loadLimitations, type Catalogue } from '@/components/shop/commerceApi'
import { useCommerceSession } from '@/components/shop/CommerceSession'
import { ProductGroupCard } from '@/components/shop/ProductGroupCard'
import { QuickOrder } from '@/components/shop/QuickOrder'
import { useShopCart } from '@/components/shop/ShopCart'
import { ShopFilterBar } from '@/components/shop/ShopFilterBar'
import { Button } from '@/components/ui/Button/Button'
import { Loader } from '@/components/ui/Loader/Loader'
import { freeLimitationNumbers, isSoldOut, withoutNumber, type Limitations } from '@/domain/shop/catalogue'
import { cartPath } from '@/domain/shop/shopGuard'
import { filterShopGroups, NO_SHOP_FILTERS, type ShopFilters } from '@/domain/shop/shopFilters'
import styles from './Shop.module.css'

type Props = {
  /** The waitlist form; a sold-out ring of the year links to it with `?waitlist={skuPrefix}`. */
  waitlistBase: string | null
}

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; catalogue: Catalogue; limitations: Limitations | null }

function waitlistHref(base: string | null, skuPrefix: string): string | null {
  if (!base) return null
  return `${base}${base.includes('?') ? '&' : '?'}waitlist=${encodeURIComponent(skuPrefix)}`
}

/** The shop behind the guard (spec 2 §2): the store's product groups with prices in its currency. */
export function Shop({ waitlistBase }: Props) {
  const t = useTranslations('shop')
  const locale = useLocale()
  const session = useCommerceSession()
  const cart = useShopCart()
  const pathname = usePathname()
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // Spec 2 §2/§9: filters reset on every route change, so they are kept per path and read back only on the same one.
  const [filterState, setFilterState] = useState<{ path: string; filters: ShopFilters }>({ path: pathname, filters: NO_SHOP_FILTERS })
  const filters = filterState.path === pathname ? filterState.filters : NO_SHOP_FILTERS
  const [soldOutPrefixes, setSoldOutPrefixes] = useState<ReadonlySet<string>>(new Set())
  /** Counted up when a quick order added lines: the cart's quantities are read again. */
  const [cartVersion, setCartVersion] = useState(0)
  const { expire, currency: storeCurrency } = session
  const { known: knownCart } = cart

  useEffect(() => {
    const controller = new AbortController()
    setLoaded({ status: 'loading' })
    Promise.all([loadCatalogue(locale, storeCurrency, controller.signal), loadLimitations(controller.signal)])
      .then(([result, limitations]) => {
        if (controller.signal.aborted) return
        if (result.status === 'unauthorized') return expire()
        setLoaded(result.status === 'ok' ? { status: 'ready', catalogue: result.catalogue, limitations } : { status: 'failed' })
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed' })
      })
    return () => controller.abort()
  }, [locale, storeCurrency, session.storeId, expire, attempt])

  // What the cart already holds of each service item (lines added before this page), so the
  // quantity lists offer only amounts that stay within the maximum (spec 2 §5, issue 30).
  useEffect(() => {
    let current = true
    loadCurrentOrder(locale)
      .then((answer) => {
        if (!current || answer.kind !== 'order') return
        const quantities: Record<string, number> = {}
        for (const line of answer.order.line_items) {
          const group = line.metadata?.article_group_id
          if (group) quantities[group] = (quantities[group] ?? 0) + line.quantity
        }
        knownCart(quantities)
      })
      .catch(() => {})
    return () => {
      current = false
    }
  }, [locale, session.storeId, knownCart, cartVersion])

  // A number reserved here leaves the list at once; a number taken elsewhere makes the shop ask again.
  const onReserved = useCallback((skuPrefix: string, number: number) => {
    setLoaded((was) => (was.status === 'ready' && was.limitations ? { ...was, limitations: withoutNumber(was.limitations, skuPrefix, number) } : was))
  }, [])
  const onNumbersStale = useCallback(() => {
    loadLimitations().then((limitations) => {
      if (limitations) setLoaded((was) => (was.status === 'ready' ? { ...was, limitations } : was))
    })
  }, [])

  const storeLine = session.storeName ? t('store', { store: session.storeName, currency: storeCurrency }) : t('store-unnamed', { currency: storeCurrency })

  return (
    <div className={styles.shop}>
      <div className={styles.storeBar}>
        <p className={styles.store}>{storeLine}</p>
        {cart.count > 0 ? <p className={styles.cartCount}>{t('added-count', { count: cart.count })}</p> : null}
        <a className={styles.cartLink} href={cartPath(locale)}>
          {t('to-cart')}
        </a>
        {session.canChangeStore ? (
          // Back from the chooser ("Abbrechen" unmounted it): the focus returns to the button that opened it.
          <Button variant="text" onClick={session.changeStore} autoFocus={session.backFromChooser}>
            {t('change-store')}
          </Button>
        ) : null}
      </div>
      <p role="status" className="visually-hidden">
        {cart.lastAdded ? t('added', { name: cart.lastAdded }) : ''}
      </p>
      <QuickOrder onAdded={() => setCartVersion((n) => n + 1)} />

      {loaded.status === 'loading' ? (
        <div className={styles.loading}>
          <Loader size="l" label={t('loading')} />
        </div>
      ) : loaded.status === 'failed' ? (
        <div className={styles.failed} role="alert">
          <p>{t('load-failed')}</p>
          <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t('retry')}
          </Button>
        </div>
      ) : (
        <ShopList
          loaded={loaded}
          filters={filters}
          onFilters={(next) => setFilterState({ path: pathname, filters: next })}
          soldOutPrefixes={soldOutPrefixes}
          onSoldOut={(prefix) => setSoldOutPrefixes((s) => new Set(s).add(prefix))}
          waitlistBase={waitlistBase}
          onReserved={onReserved}
          onNumbersStale={onNumbersStale}
        />
      )}
    </div>
  )
}

type ListProps = {
  loaded: Extract<Loaded, { status: 'ready' }>
  filters: ShopFilters
  onFilters: (filters: ShopFilters) => void
  soldOutPrefixes: ReadonlySet<string>
  onSoldOut: (skuPrefix: string) => void
  waitlistBase: string | null
  onReserved: (skuPrefix: string, number: number) => void
  onNumbersStale: () => void
}

function ShopList({ loaded, filters, onFilters, soldOutPrefixes, onSoldOut, waitlistBase, onReserved, onNumbersStale }: ListProps) {
  const t = useTranslations('shop')
  const { catalogue, limitations } = loaded
  const shown = filterShopGroups(catalogue.groups, filters)
  return (
    <>
      <ShopFilterBar groups={catalogue.groups} filters={filters} onChange={onFilters} />
      <p className={styles.count} role="status">
        {t('count', { count: shown.length })}
      </p>
      {shown.length ? (
        <ul className={styles.grid}>
          {shown.map((group) => (
            <li key={group.uuid} className={styles.item}>
              <ProductGroupCard
                group={group}
                currency={catalogue.currency}
                soldOut={soldOutPrefixes.has(group.skuPrefix) || isSoldOut(group, limitations)}
                freeNumbers={group.isRingOfTheYear && limitations ? freeLimitationNumbers(limitations, group.skuPrefix) : null}
                deliveryDays={catalogue.deliveryDays}
                maxJewelleryPieces={catalogue.maxJewelleryPieces}
                waitlistHref={waitlistHref(waitlistBase, group.skuPrefix)}
                onSoldOut={() => onSoldOut(group.skuPrefix)}
                onReserved={(number) => onReserved(group.skuPrefix, number)}
                onNumbersStale={onNumbersStale}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.placeholder}>{t('product-list.placeholder')}</p>
      )}
    </>
  )
}

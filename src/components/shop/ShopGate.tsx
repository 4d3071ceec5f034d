'use client'

import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { announceCartChange } from '@/components/cart/cartApi'
import { authenticateStore } from '@/components/shop/commerceApi'
import { CommerceSessionProvider } from '@/components/shop/CommerceSession'
import { LocationChooser } from '@/components/shop/LocationChooser'
import { ShopCartProvider } from '@/components/shop/ShopCart'
import { Button } from '@/components/ui/Button/Button'
import { Loader } from '@/components/ui/Loader/Loader'
import { guardMode, orderableAt, type ShopLocation, type StoreSession } from '@/domain/shop/shopGuard'
import styles from './Shop.module.css'

type Props = {
  /** What the server found (shopGuard): the valid commerce session, if any, and the user's stores. */
  session: StoreSession | null
  locations: ShopLocation[]
  shopHref: string
  loginHref: string
  /** The guarded content: shown only while commerce authentication holds. */
  children: ReactNode
}

/**
 * The commerce guard of spec 2 §2 in the browser: the guarded content with a session; otherwise the
 * chooser (several stores), an authentication for the only store, or the login page. A session that
 * ends while the page is open (expired token, change of store) comes back here.
 */
export function ShopGate({ session: initial, locations, shopHref, loginHref, children }: Props) {
  const [session, setSession] = useState<StoreSession | null>(initial)
  const [choosing, setChoosing] = useState(false)
  const [cancelled, setCancelled] = useState(false)
  const mode = choosing ? 'chooser' : guardMode(session, locations)

  useEffect(() => {
    if (mode === 'login') window.location.assign(loginHref)
  }, [mode, loginHref])

  const onChosen = useCallback(
    (next: StoreSession) => {
      setSession(next)
      setChoosing(false)
      // Another store, another cart: the header's count follows (and appears, if this is the first session).
      announceCartChange()
      // Spec 2 §2: the chooser's button "authenticates and goes to /shop" — already there unless the guard stands elsewhere.
      if (new URL(shopHref, window.location.href).pathname !== window.location.pathname) window.location.assign(shopHref)
    },
    [shopHref],
  )
  // A user with one store was not asked anything: the page they opened (the cart, the orders) stays.
  const onAuthenticated = useCallback((next: StoreSession) => {
    setSession(next)
    setChoosing(false)
    // The commerce session (and its hint cookie) starts now, after the header mounted: its cart link appears without a reload.
    announceCartChange()
  }, [])
  const expire = useCallback(() => setSession(null), [])
  const changeStore = useCallback(() => {
    setCancelled(false)
    setChoosing(true)
  }, [])
  const value = useMemo(
    () =>
      session
        ? {
            ...session,
            orderable: orderableAt(locations, session.storeId),
            canChangeStore: locations.length > 1,
            changeStore,
            expire,
            backFromChooser: cancelled,
          }
        : null,
    [session, locations, changeStore, expire, cancelled],
  )

  if (mode === 'shop' && value) {
    return (
      <CommerceSessionProvider value={value}>
        {/* A change of store starts an empty tally: its cart is another one. */}
        <ShopCartProvider key={value.storeId}>{children}</ShopCartProvider>
      </CommerceSessionProvider>
    )
  }
  if (mode === 'chooser') {
    return (
      <LocationChooser
        locations={locations}
        current={session?.storeId}
        onAuthenticated={onChosen}
        onCancel={
          session
            ? () => {
                setCancelled(true)
                setChoosing(false)
              }
            : undefined
        }
        loginHref={loginHref}
        focusOnOpen={choosing}
      />
    )
  }
  if (mode === 'authenticate') return <AuthenticateStore location={locations[0]!} onAuthenticated={onAuthenticated} loginHref={loginHref} />
  return <Loader size="l" />
}

/** A user with one store is authenticated for it directly (spec 2 §2): one call, then the shop. */
function AuthenticateStore({
  location,
  onAuthenticated,
  loginHref,
}: {
  location: ShopLocation
  onAuthenticated: (s: StoreSession) => void
  loginHref: string
}) {
  const t = useTranslations('shop')
  const [failed, setFailed] = useState(false)
  const [attempt, setAttempt] = useState(0)
  const started = useRef(-1)

  useEffect(() => {
    // Once per attempt, also when React runs the effect twice in development.
    if (started.current === attempt) return
    started.current = attempt
    setFailed(false)
    authenticateStore(location.id, location.name)
      .catch(() => ({ ok: false as const, status: 0 }))
      .then((result) => {
        if (result.ok) onAuthenticated(result.session)
        else if (result.status === 401) window.location.assign(loginHref)
        else setFailed(true)
      })
  }, [attempt, location, onAuthenticated, loginHref])

  if (failed) {
    return (
      <div className={styles.failed} role="alert">
        <p>{t('authenticate-failed', { store: location.name })}</p>
        <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {t('retry')}
        </Button>
      </div>
    )
  }
  return (
    <div className={styles.loading}>
      <Loader size="l" label={t('authenticating', { store: location.name })} />
    </div>
  )
}

import { redirect } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'
import { PageShell } from '@/components/layout/PageShell'
import { ShopGate } from '@/components/shop/ShopGate'
import { shopGuard, shopLoginPath, shopPath } from '@/domain/shop/shopGuard'
import { pickMessages, shopClientNamespaces } from '@/i18n/clientMessages'
import { urlLocales, type UrlLocale } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { currentUser } from '@/server/auth/currentUser'
import { payloadClient } from '@/server/payload/client'
import { commerceSession } from '@/server/trade/commerceSession'
import { orderingStoreIds } from '@/server/trade/orderingStores'
import { relationId } from '@/server/trade/relationId'
import styles from './TradePage.module.css'

type Props = { locale: UrlLocale; path: (locale: string) => string; heading: string; intro?: string; children: ReactNode }

/**
 * A page of the trade shop (shop, cart, orders): the commerce guard decided on the server from the
 * commerce cookie and the account session (spec 2 §2), the heading, and the guarded content, which
 * loads its data in the browser from the commerce API. Signed out, the login page comes back here.
 */
export async function TradePage({ locale, path, heading, intro, children }: Props) {
  const [session, user] = await Promise.all([commerceSession(), currentUser()])
  // Only the stores the user may order for are offered (src/domain/trade/orderPermission.ts).
  const ordering = user ? await orderingStoreIds(await payloadClient(), user) : new Set<string>()
  const orderable = user && { ...user, portal_locations: (user.portal_locations ?? []).filter((l) => ordering.has(String(relationId(l)))) }
  const guard = shopGuard({ session, user: orderable })
  const here = path(locale)
  if (guard.kind === 'redirect') redirect(shopLoginPath(locale, here))
  const messages = await getMessages({ locale })
  const alternates = Object.fromEntries(urlLocales.map((l) => [l, path(l)]))
  return (
    <PageShell locale={locale} alternates={alternates}>
      <NextIntlClientProvider messages={pickMessages(messages as Messages, shopClientNamespaces)}>
        <section className={styles.page} aria-labelledby="trade-heading">
          <header className={styles.header}>
            <h1 id="trade-heading" className={styles.heading}>
              {heading}
            </h1>
            {intro ? <p className={styles.intro}>{intro}</p> : null}
          </header>
          <ShopGate session={guard.session} locations={guard.locations} shopHref={shopPath(locale)} loginHref={shopLoginPath(locale, here)}>
            {children}
          </ShopGate>
        </section>
      </NextIntlClientProvider>
    </PageShell>
  )
}

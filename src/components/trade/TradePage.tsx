import { redirect } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import type { ReactNode } from 'react'
import { PageShell } from '@/components/layout/PageShell'
import { ShopGate } from '@/components/shop/ShopGate'
import { Button } from '@/components/ui/Button/Button'
import { profilePath } from '@/domain/accountRoutes'
import { pagePath } from '@/domain/paths'
import { shopGuard, shopLoginPath, shopPath, type RefusalReason } from '@/domain/shop/shopGuard'
import { pickMessages, shopClientNamespaces } from '@/i18n/clientMessages'
import { urlLocales, type UrlLocale } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import type { MetaType } from '@/domain/trade/metaTypes'
import { currentUser } from '@/server/auth/currentUser'
import { payloadClient } from '@/server/payload/client'
import { commerceSession } from '@/server/trade/commerceSession'
import { contactPagePath } from '@/server/trade/contactPagePath'
import { orderRightsOf } from '@/server/trade/orderingStores'
import { relationId } from '@/server/payload/relationId'
import styles from './TradePage.module.css'

type Props = { locale: UrlLocale; path: (locale: string) => string; heading: string; intro?: string; children: ReactNode }

/**
 * A page of the trade shop (shop, cart, orders): the commerce guard decided on the server from the
 * commerce cookie and the account session (spec 2 §2), the heading, and the guarded content, which
 * loads its data in the browser from the commerce API. Signed out, the login page comes back here;
 * signed in without a store to order for, the page says why and offers a way on (issue 30), for the
 * shop, the cart and the orders alike.
 */
export async function TradePage({ locale, path, heading, intro, children }: Props) {
  const [session, user] = await Promise.all([commerceSession(), currentUser()])
  // Only the stores the user may order for are offered, each with the kinds of line the user may
  // order there (src/domain/trade/orderPermission.ts: the billing right and an ordering right).
  const ordering = user ? (await orderRightsOf(await payloadClient(), user)).orderable : new Map<string, readonly MetaType[]>()
  const orderable = user && {
    ...user,
    portal_locations: (user.portal_locations ?? []).flatMap((l) => {
      const kinds = ordering.get(String(relationId(l)))
      if (!kinds) return []
      return [typeof l === 'object' && l ? { ...l, orderable: kinds } : l]
    }),
  }
  const guard = shopGuard({ session, user: orderable })
  const here = path(locale)
  if (guard.kind === 'redirect') redirect(shopLoginPath(locale, here))
  const alternates = Object.fromEntries(urlLocales.map((l) => [l, path(l)]))
  if (guard.kind === 'refused') {
    return (
      <PageShell locale={locale} alternates={alternates}>
        <Refused locale={locale} reason={guard.reason} />
      </PageShell>
    )
  }
  const messages = await getMessages({ locale })
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

/** The explanation in place of the shop: why this account cannot order, and where to go instead. */
async function Refused({ locale, reason }: { locale: UrlLocale; reason: RefusalReason }) {
  const [t, contact] = await Promise.all([getTranslations({ locale, namespace: 'shop.refused' }), contactPagePath(locale)])
  return (
    <section className={styles.page} aria-labelledby="trade-heading">
      <header className={styles.header}>
        <h1 id="trade-heading" className={styles.heading}>
          {t(`${reason}.title`)}
        </h1>
        <p className={styles.intro}>{t(`${reason}.text`)}</p>
      </header>
      <nav className={styles.ways} aria-label={t('ways')}>
        <Button href={profilePath(locale)}>{t('profile')}</Button>
        {contact ? (
          <Button variant="secondary" href={contact}>
            {t('contact')}
          </Button>
        ) : null}
        <Button variant="text" href={pagePath(locale, '', true)}>
          {t('home')}
        </Button>
      </nav>
    </section>
  )
}

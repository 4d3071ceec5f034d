import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { PageShell } from '@/components/layout/PageShell'
import { Shop } from '@/components/shop/Shop'
import { ShopGate } from '@/components/shop/ShopGate'
import { shopGuard, shopLoginPath, shopPath } from '@/domain/shop/shopGuard'
import { pickMessages, shopClientNamespaces } from '@/i18n/clientMessages'
import { urlLocales } from '@/i18n/locales'
import type { Messages } from '@/i18n/messages'
import { currentUser } from '@/server/auth/currentUser'
import { contactPagePath } from '@/server/content/formBlocks'
import { pageLocale } from '@/server/http/pageLocale'
import { commerceSession } from '@/server/trade/commerceSession'
import styles from './shop.module.css'

type Props = { params: Promise<{ locale: string }> }

// Per user and store, read from the cookies on every request: never cached, never indexed.
export const dynamic = 'force-dynamic'

const alternates = Object.fromEntries(urlLocales.map((l) => [l, shopPath(l)]))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'shop' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/**
 * Issue 14: `/{locale}/shop/`, the trade shop. The guard is decided here from the commerce cookie
 * and the account session (spec 2 §2); the list itself is loaded in the browser from the commerce
 * API, which the HttpOnly cookie authenticates.
 */
export default async function ShopPage({ params }: Props) {
  const locale = await pageLocale(params)
  const [session, user] = await Promise.all([commerceSession(), currentUser()])
  const guard = shopGuard({ session, user })
  if (guard.kind === 'redirect') redirect(shopLoginPath(locale))
  const [t, messages, contact] = await Promise.all([getTranslations({ locale, namespace: 'shop' }), getMessages({ locale }), contactPagePath(locale)])
  return (
    <PageShell locale={locale} alternates={alternates}>
      <NextIntlClientProvider messages={pickMessages(messages as Messages, shopClientNamespaces)}>
        <section className={styles.page} aria-labelledby="shop-heading">
          <header className={styles.header}>
            <h1 id="shop-heading" className={styles.heading}>
              {t('title')}
            </h1>
            <p className={styles.intro}>{t('intro')}</p>
          </header>
          <ShopGate session={guard.session} locations={guard.locations} shopHref={shopPath(locale)} loginHref={shopLoginPath(locale)}>
            {/* No waitlist form exists yet: the contact page takes the ring's sku prefix along (?waitlist=). */}
            <Shop waitlistBase={contact} />
          </ShopGate>
        </section>
      </NextIntlClientProvider>
    </PageShell>
  )
}

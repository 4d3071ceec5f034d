import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { HeaderCart } from '@/components/cart/HeaderCart'
import { LocaleSwitcher } from '@/components/layout/LocaleSwitcher'
import { MiniHeaderOnScroll } from '@/components/layout/MiniHeaderOnScroll'
import { HeaderSearch } from '@/components/search/HeaderSearch'
import { linkTargetProps } from '@/domain/linkTarget'
import { cartPath } from '@/domain/shop/shopGuard'
import type { Messages } from '@/i18n/messages'
import type { UrlLocale } from '@/i18n/locales'
import type { Alternates, LayoutView } from '@/server/content/types'
import styles from './SiteHeader.module.css'

/**
 * microsite: the jeweller's slug. There the search stays under the microsite's prefix (spec 1 §2), and
 * the house's own wishlist, cart and account, which have no place in the jeweller's channel, are left out.
 */
type Props = { locale: UrlLocale; layout: LayoutView; alternates: Alternates; homeHref: string; microsite?: string }

export async function SiteHeader({ locale, layout, alternates, homeHref, microsite }: Props) {
  const [t, tWishlist, messages] = await Promise.all([getTranslations({ locale, namespace: 'site' }), getTranslations({ locale, namespace: 'wishlist' }), getMessages({ locale })])
  // The cart link needs only its own two texts in the browser, not the cart's whole catalogue.
  const cartMessages = { cart: { header: (messages as Messages).cart.header } } as Partial<Messages>
  return (
    <MiniHeaderOnScroll className={styles.header} miniClassName={styles.mini}>
      <div className={styles.inner}>
        <a className={styles.brand} href={homeHref} aria-label={t('homeLink', { brand: layout.brand })}>
          {layout.brand}
        </a>
        <nav className={styles.nav} aria-label={t('mainNavigation')}>
          <ul>
            {layout.nav.map((item) => (
              <li key={item.link.href}>
                <a href={item.link.href} {...linkTargetProps(item.link)}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <HeaderSearch locale={locale} microsite={microsite} />
        {microsite ? null : (
          <a className={styles.account} href={`/${locale}/wishlist/`}>
            {tWishlist('title')}
          </a>
        )}
        {microsite ? null : (
          <NextIntlClientProvider messages={cartMessages}>
            <HeaderCart className={styles.account} href={cartPath(locale)} />
          </NextIntlClientProvider>
        )}
        {microsite ? null : (
          <a className={styles.account} href={`/${locale}/account/login/`}>
            {t('account')}
          </a>
        )}
        <LocaleSwitcher locale={locale} alternates={alternates} />
      </div>
    </MiniHeaderOnScroll>
  )
}

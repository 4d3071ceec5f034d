import { NextIntlClientProvider } from 'next-intl'
import { getMessages, getTranslations } from 'next-intl/server'
import { HeaderCart } from '@/components/cart/HeaderCart'
import { LocaleSwitcher } from '@/components/layout/LocaleSwitcher'
import { MenuDrawer } from '@/components/layout/MenuDrawer'
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

const heart = (
  <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M10 17s-6.5-4.2-6.5-8.6A3.4 3.4 0 0 1 10 6.6a3.4 3.4 0 0 1 6.5 1.8C16.5 12.8 10 17 10 17z" fill="none" stroke="currentColor" strokeWidth="1.2" />
  </svg>
)
const bag = (
  <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    <path d="M4 7h12l-1 10H5L4 7zM7 7V5.5a3 3 0 0 1 6 0V7" fill="none" stroke="currentColor" strokeWidth="1.2" />
  </svg>
)

/**
 * One bar (issue 31). Below 1181 px: the menu button, the brand, search, wishlist and cart in one
 * row of 60 px; the main navigation, the account and the languages are in the menu drawer. From
 * 1181 px (the spec's 163 px header, 80 px once scrolled) the drawer's contents stand in the header
 * itself: account and languages left, the brand in the middle, search, wishlist and cart right, and
 * the main navigation in a row of its own that never wraps. Each link exists once in the page.
 * Link targets come from the layout and the props as before.
 */
export async function SiteHeader({ locale, layout, alternates, homeHref, microsite }: Props) {
  const [t, tWishlist, messages] = await Promise.all([
    getTranslations({ locale, namespace: 'site' }),
    getTranslations({ locale, namespace: 'wishlist' }),
    getMessages({ locale }),
  ])
  // The cart link needs only its own two texts in the browser, not the cart's whole catalogue.
  const cartMessages = { cart: { header: (messages as Messages).cart.header } } as Partial<Messages>
  return (
    <MiniHeaderOnScroll className={styles.header} miniClassName={styles.mini}>
      <div className={styles.inner}>
        <a className={styles.brand} href={homeHref} aria-label={t('homeLink', { brand: layout.brand })}>
          {layout.brand}
        </a>
        <MenuDrawer label={t('menu')} id={`site-menu-${locale}`}>
          <nav className={styles.nav} aria-label={t('mainNavigation')}>
            <ul className={styles.navLinks}>
              {layout.nav.map((item) => (
                <li key={item.link.href}>
                  <a href={item.link.href} {...linkTargetProps(item.link)}>
                    {item.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.more}>
            {microsite ? null : (
              <a className={styles.tool} href={`/${locale}/account/login/`}>
                {t('account')}
              </a>
            )}
            <LocaleSwitcher locale={locale} alternates={alternates} />
          </div>
        </MenuDrawer>
        <div className={styles.tools}>
          <HeaderSearch locale={locale} microsite={microsite} />
          {microsite ? null : (
            <a className={styles.tool} href={`/${locale}/wishlist/`}>
              {heart}
              <span className={styles.toolLabel}>{tWishlist('title')}</span>
            </a>
          )}
          {microsite ? null : (
            <NextIntlClientProvider messages={cartMessages}>
              <HeaderCart className={styles.tool} labelClassName={styles.toolLabel} icon={bag} href={cartPath(locale)} />
            </NextIntlClientProvider>
          )}
        </div>
      </div>
    </MiniHeaderOnScroll>
  )
}

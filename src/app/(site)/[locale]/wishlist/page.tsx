import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PageShell } from '@/components/layout/PageShell'
import { WishlistGrid } from '@/components/wishlist/WishlistGrid'
import { urlLocales } from '@/i18n/locales'
import { contactPagePath } from '@/server/content/formBlocks'
import { pageLocale } from '@/server/http/pageLocale'
import styles from './wishlist.module.css'

type Props = { params: Promise<{ locale: string }> }

// The same shell for everyone, cached like the content pages; the list itself is read in the browser.
export const dynamic = 'force-static'
export const revalidate = false
export async function generateStaticParams() {
  return []
}

const alternates = Object.fromEntries(urlLocales.map((l) => [l, `/${l}/wishlist/`]))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'wishlist' })
  // A personal list: nothing for search engines.
  return { title: t('title'), robots: { index: false, follow: true } }
}

/** Issue 6: `/{locale}/wishlist` — the visitor's saved pieces, from localStorage or the profile. */
export default async function WishlistPage({ params }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'wishlist' })
  const here = `/${locale}/wishlist/`
  const contact = await contactPagePath(locale)
  return (
    <PageShell locale={locale} alternates={alternates}>
      <section className={styles.page} aria-labelledby="wishlist-heading">
        <h1 id="wishlist-heading" className={styles.heading}>
          {t('title')}
        </h1>
        <p className={styles.intro}>{t('intro')}</p>
        <WishlistGrid
          homeHref={`/${locale}/`}
          loginHref={`/${locale}/account/login/?next=${encodeURIComponent(here)}`}
          enquireHref={contact ? `${contact}?wishlistinclude` : undefined}
        />
      </section>
    </PageShell>
  )
}

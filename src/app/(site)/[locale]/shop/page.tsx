import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Shop } from '@/components/shop/Shop'
import { TradePage } from '@/components/trade/TradePage'
import { shopPath } from '@/domain/shop/shopGuard'
import { waitlistPath } from '@/domain/waitlist'
import { pageLocale } from '@/server/http/pageLocale'

type Props = { params: Promise<{ locale: string }> }

// Per user and store, read from the cookies on every request: never cached, never indexed.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'shop' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** Issue 14: `/{locale}/shop/`, the trade shop; the list is loaded in the browser from the commerce API. */
export default async function ShopPage({ params }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'shop' })
  return (
    <TradePage locale={locale} path={shopPath} heading={t('title')} intro={t('intro')}>
      {/* Spec 2 §2: a sold-out ring of the year links to the waitlist form (spec 3 §2.4). */}
      <Shop waitlistBase={waitlistPath(locale)} />
    </TradePage>
  )
}

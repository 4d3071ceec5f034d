import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { OrderHistory } from '@/components/cart/OrderHistory'
import { TradePage } from '@/components/trade/TradePage'
import { cartPath, ordersPath, shopPath } from '@/domain/shop/shopGuard'
import { pageLocale } from '@/server/http/pageLocale'

type Props = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'orders' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** Beyond the spec (issue 15): `/{locale}/orders/`, the placed orders of the store with their lines and status. */
export default async function OrdersPage({ params }: Props) {
  const locale = await pageLocale(params)
  const t = await getTranslations({ locale, namespace: 'orders' })
  return (
    <TradePage locale={locale} path={ordersPath} heading={t('title')} intro={t('intro')}>
      <OrderHistory shopHref={shopPath(locale)} cartHref={cartPath(locale)} />
    </TradePage>
  )
}

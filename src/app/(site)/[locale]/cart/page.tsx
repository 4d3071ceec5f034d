import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { Cart } from '@/components/cart/Cart'
import { TradePage } from '@/components/trade/TradePage'
import { cartPath, ordersPath, shopPath } from '@/domain/shop/shopGuard'
import { pageLocale } from '@/server/http/pageLocale'
import { tradeTermsPath } from '@/server/trade/tradeTermsPath'

type Props = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'cart' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** Issue 15: `/{locale}/cart/`, the cart of the store the commerce session orders for (spec 2 §2). */
export default async function CartPage({ params }: Props) {
  const locale = await pageLocale(params)
  const [t, terms] = await Promise.all([getTranslations({ locale, namespace: 'cart' }), tradeTermsPath(locale)])
  return (
    <TradePage locale={locale} path={cartPath} heading={t('title')}>
      <Cart shopHref={shopPath(locale)} ordersHref={ordersPath(locale)} termsHref={terms} />
    </TradePage>
  )
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations } from 'next-intl/server'
import { cache } from 'react'
import { OrderDetail } from '@/components/orders/OrderDetail'
import { RefreshWithSession } from '@/components/orders/RefreshWithSession'
import { TradePage } from '@/components/trade/TradePage'
import { orderPath, ordersPath } from '@/domain/shop/shopGuard'
import { orderClientNamespaces } from '@/i18n/clientMessages'
import type { UrlLocale } from '@/i18n/locales'
import { isDbId } from '@/server/http/edge/params'
import { pageLocale } from '@/server/http/pageLocale'
import { payloadClient } from '@/server/payload/client'
import { storeOrderPage } from '@/server/trade/storeOrderPage'
import { tradeGuard } from '@/server/trade/tradeGuard'

type Props = { params: Promise<{ locale: string; id: string }> }

export const dynamic = 'force-dynamic'

/**
 * The order of the page's commerce session's store, once per request (metadata and page): null
 * while the browser has no commerce session yet (the guard authenticates it), else the order, or
 * the 404 page for an unknown id, a cart or another store's order, as the commerce API answers them.
 */
const pageOrder = cache(async (locale: UrlLocale, id: string) => {
  if (!isDbId(id)) notFound()
  const guard = await tradeGuard()
  if (guard.kind !== 'guarded' || !guard.session) return null
  const found = await storeOrderPage(await payloadClient(), { storeId: guard.session.storeId, id, locale })
  if (!found) notFound()
  return found
})

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { id } = await params
  const [t, found] = await Promise.all([getTranslations({ locale, namespace: 'order' }), pageOrder(locale, id)])
  const title = found ? t('heading', { number: found.order.number ?? String(found.order.id) }) : t('title')
  return { title, robots: { index: false, follow: false } }
}

/**
 * Issue 33: `/{locale}/orders/{id}/`, one placed order of the store with its timeline, lines,
 * deliveries, totals and documents, rendered on the server. The guard is the orders list's: signed
 * out, the login page comes back here; without an ordering right, the page says why; a commerce
 * session not yet started is started in the browser (ShopGate) and the page renders again with it.
 */
export default async function OrderPage({ params }: Props) {
  const locale = await pageLocale(params)
  const { id } = await params
  const [t, found] = await Promise.all([getTranslations({ locale, namespace: 'order' }), pageOrder(locale, id)])
  const heading = found ? t('heading', { number: found.order.number ?? String(found.order.id) }) : t('title')
  return (
    <TradePage locale={locale} path={(l) => orderPath(l, id)} heading={heading} clientNamespaces={orderClientNamespaces}>
      {found ? <OrderDetail order={found.order} timeline={found.timeline} ordersHref={ordersPath(locale)} /> : <RefreshWithSession />}
    </TradePage>
  )
}

import { redirect } from 'next/navigation'
import { allowedSections, portalPath } from '@/domain/portal/portalSections'
import { shopLoginPath } from '@/domain/shop/shopGuard'
import { pageLocale } from '@/server/http/pageLocale'
import { portalVisitor } from '@/server/portal/portalVisitor'

type Props = { params: Promise<{ locale: string }> }

export const dynamic = 'force-dynamic'

/** `/{locale}/portal/`: the first page the visitor may open (without any: the stock page explains why). */
export default async function PortalIndex({ params }: Props) {
  const locale = await pageLocale(params)
  const visitor = await portalVisitor()
  if (!visitor) redirect(shopLoginPath(locale, portalPath(locale)))
  redirect(portalPath(locale, allowedSections(visitor.stores)[0] ?? 'stock'))
}

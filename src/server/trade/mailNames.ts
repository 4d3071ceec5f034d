import 'server-only'
import type { Payload } from 'payload'
import type { Order, OrderLine } from '@/payload-types'
import type { UrlLocale } from '@/i18n/locales'
import { relationId } from '@/server/payload/relationId'

/** The names an order mail shows: each line's product and the shipping method. */
export type MailNames = { product: (line: OrderLine) => string; shippingMethod: string }

/**
 * The product and shipping-method names in the mail's own language, not the page's the order was
 * placed from: a German mail must not read "5 × 手链展示盒". Read with that locale, so a name not
 * translated falls back to German like the rest of the site (Payload's localization fallback). A
 * product group removed since falls back to the article code, a shipping method to the name the
 * order was placed with.
 */
export async function mailNames(
  payload: Payload,
  placed: { order: Order; lines: OrderLine[]; shippingMethodId: number | null },
  locale: UrlLocale,
): Promise<MailNames> {
  const groupIds = [...new Set(placed.lines.map((line) => relationId(line.productGroup)).filter((id) => id !== null))]
  const { docs: groups } = groupIds.length
    ? await payload.find({
        collection: 'product-groups',
        where: { id: { in: groupIds } },
        locale,
        depth: 0,
        pagination: false,
        overrideAccess: true,
        select: { name: true },
      })
    : { docs: [] }
  const groupName = new Map(groups.map((g) => [String(g.id), g.name]))
  const { docs: methods } =
    placed.shippingMethodId === null
      ? { docs: [] }
      : await payload.find({
          collection: 'shipping-methods',
          where: { id: { equals: placed.shippingMethodId } },
          locale,
          depth: 0,
          limit: 1,
          overrideAccess: true,
          select: { name: true },
        })
  return {
    product: (line) => groupName.get(String(relationId(line.productGroup))) || line.fullCode,
    shippingMethod: methods[0]?.name || placed.order.shippingMethodName || '',
  }
}

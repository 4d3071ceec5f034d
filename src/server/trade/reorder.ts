import 'server-only'
import type { Payload } from 'payload'
import type { ReorderAnswer } from '@/contracts/addedLines'
import type { UrlLocale } from '@/i18n/locales'
import type { Order, OrderLine } from '@/payload-types'
import { relationId } from '@/server/payload/relationId'
import { addLineOrRefusal } from '@/server/trade/addLines'
import { orderLines } from '@/server/trade/cartState'
import type { CommerceSession } from '@/server/trade/commerceAuth'

type Metadata = { article_group_id?: unknown; meta_type?: unknown }
const metadataOf = (line: OrderLine) => (line.metadata ?? {}) as Metadata

/** The product groups' names in the page's language, those no longer sold included: a refused line is named as the jeweller knew it. */
async function groupNames(payload: Payload, lines: OrderLine[], locale: UrlLocale): Promise<Map<string, string>> {
  const ids = [...new Set(lines.map((l) => relationId(l.productGroup)).filter((id) => id !== null))]
  if (!ids.length) return new Map()
  const { docs } = await payload.find({
    collection: 'product-groups',
    where: { id: { in: ids } },
    locale,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { name: true },
  })
  return new Map(docs.map((d) => [String(d.id), d.name]))
}

/**
 * POST /api/v1/commerce/orders/{id}/reorder/ (commerce token; the ordering store's placed order, 404
 * for any other) → 200 `{added, refused}` (issue 33, "order again"). Each line of the past order goes
 * into the cart as POST line_items/ adds a line: checked against today's catalogue and priced today
 * (never at the price paid then). What the line carried stays (configuration, engraving, end
 * customer, note, own order number) except what belonged to that order alone: a ring of the year
 * takes the lowest free number, and the requested day (long past) becomes "as soon as possible".
 * Cancelled lines are not ordered again and are named as such. A line refused (a product no longer
 * sold, an option no longer offered, no number left) is named with its reason; the others are added.
 */
export async function reorder(
  payload: Payload,
  { session, locale, order }: { session: CommerceSession; locale: UrlLocale; order: Order },
): Promise<ReorderAnswer> {
  const lines = await orderLines(payload, order.id)
  const names = await groupNames(payload, lines, locale)
  const answer: ReorderAnswer = { added: [], refused: [] }
  for (const line of lines) {
    const base = {
      line: line.id,
      article_number: line.fullCode,
      name: names.get(String(relationId(line.productGroup))) ?? line.fullCode,
      quantity: line.quantity,
    }
    if (line.status === 'cancelled') {
      answer.refused.push({ ...base, error_key: 'cancelled' })
      continue
    }
    const selection = { ...((line.selection ?? {}) as Record<string, unknown>), yearlyRingId: null, requestedDeliveryDate: null }
    const added = await addLineOrRefusal(payload, {
      session,
      line: { article_group_id: String(metadataOf(line).article_group_id ?? ''), quantity: line.quantity, selection },
      service: metadataOf(line).meta_type === 'service_item',
    })
    if ('id' in added) answer.added.push({ ...base, line_item_id: added.id })
    else answer.refused.push({ ...base, error_key: added.refused })
  }
  return answer
}

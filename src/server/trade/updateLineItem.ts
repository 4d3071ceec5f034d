import 'server-only'
import type { Payload } from 'payload'
import type { LineItemView } from '@/contracts/order'
import { maxPiecesOf } from '@/domain/trade/linePieces'
import type { Selection } from '@/domain/trade/selection'
import type { OrderLine } from '@/payload-types'
import { orderLineMetadata } from '@/domain/trade/orderLineMetadata'
import { invalidField, notFound, refused } from '@/server/http/errors'
import { cartKeyOf } from '@/server/trade/cartOrder'
import { shopGroup } from '@/server/trade/catalogue'
import type { CommerceSession } from '@/server/trade/commerceAuth'
import { checkedLine } from '@/server/trade/addLineItem'
import { invalidSelectionBody } from '@/server/trade/invalidSelectionBody'
import type { LineUpdateBody } from '@/server/trade/lineItemBody'
import { lineItemView } from '@/server/trade/lineItemView'
import { priceCartLine, type PricedCartLine } from '@/server/trade/priceCartLine'
import { maxJewelleryPieces } from '@/server/trade/tradeSettings'

/** A line of the session's own current cart, else 404 (another store's or user's, or one of a placed order). */
export async function cartLine(payload: Payload, session: CommerceSession, id: string): Promise<OrderLine> {
  const { docs } = await payload.find({
    collection: 'order-lines',
    where: { and: [{ id: { equals: id } }, { 'order.cartKey': { equals: cartKeyOf(session) } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (!docs[0]) throw notFound()
  return docs[0]
}

/**
 * PATCH /api/v1/commerce/line_items/{id}/ (commerce token) `{quantity?, selection?}` → 200 with the
 * line, priced again. Issue 33: a jewellery line's pieces are changed in the cart (1 to the house's
 * setting, a ring of the year one), and a line's configuration too, so that a duplicated line can
 * take another option: a new selection passes every check of an added line (checkedLine) and
 * rewrites the line's codes, SKU, metadata and engraving; a ring of the year keeps its limitation
 * number. A service item's quantity is chosen in the shop, where its steps and maximum are counted
 * against concurrent adds (serviceItemMaximum.ts), so here it is 400. The change voids the cart's
 * authorization like any change of a line (the order-lines hook).
 */
export async function updateLineItem(
  payload: Payload,
  { session, line, change }: { session: CommerceSession; line: OrderLine; change: LineUpdateBody },
): Promise<LineItemView> {
  const uuid = String((line.metadata as { article_group_id?: unknown } | null)?.article_group_id ?? '')
  const found = await shopGroup(payload, uuid, session.store.currency)
  if (!found) throw refused(409, { detail: 'This line can no longer be ordered; remove it and configure it again in the shop.' })
  const { group } = found
  if (group.metaType !== 'jewelry') {
    if (change.quantity !== undefined) throw invalidField('quantity', 'The quantity of a service item is chosen in the shop.')
    throw invalidField('selection', 'A service item has no configuration to change.')
  }
  const quantity = change.quantity ?? line.quantity
  const stored = line.selection as Selection

  if (change.selection !== undefined) {
    const selection = { ...change.selection, yearlyRingId: stored.yearlyRingId ?? null }
    const { priced, sku } = await checkedLine(payload, { session, group, selection, quantity })
    const saved = await payload.update({
      collection: 'order-lines',
      id: line.id,
      data: {
        sku: sku.id,
        skuCode: priced.skuCode,
        fullCode: priced.fullCode,
        quantity,
        unitAmount: priced.unit,
        totalAmount: priced.total,
        metadata: orderLineMetadata(group, priced.selection),
        engraving: priced.engraving,
        selection: priced.selection,
      },
      depth: 0,
      overrideAccess: true,
    })
    return lineItemView(saved)
  }

  // The pieces alone: the configuration stays as it was added (its requested day may have passed meanwhile).
  const maxPieces = maxPiecesOf(group, await maxJewelleryPieces(payload)) ?? 1
  if (quantity > maxPieces) throw invalidField('quantity', `Ensure this value is less than or equal to ${maxPieces}.`)
  let priced: PricedCartLine
  try {
    priced = priceCartLine(group, stored, quantity)
  } catch (err) {
    const body = invalidSelectionBody(err)
    if (body) throw refused(409, body)
    throw err
  }
  const saved = await payload.update({
    collection: 'order-lines',
    id: line.id,
    data: { quantity, unitAmount: priced.unit, totalAmount: priced.total },
    depth: 0,
    overrideAccess: true,
  })
  return lineItemView(saved)
}

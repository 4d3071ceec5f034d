import 'server-only'
import type { Payload } from 'payload'
import type { LineItemView } from '@/contracts/order'
import { maxPiecesOf } from '@/domain/trade/linePieces'
import type { Selection } from '@/domain/trade/selection'
import type { OrderLine } from '@/payload-types'
import { invalidField, notFound, refused } from '@/server/http/errors'
import { cartKeyOf } from '@/server/trade/cartOrder'
import { shopGroup } from '@/server/trade/catalogue'
import type { CommerceSession } from '@/server/trade/commerceAuth'
import { invalidSelectionBody } from '@/server/trade/invalidSelectionBody'
import { lineItemView } from '@/server/trade/lineItemView'
import { priceCartLine, type PricedCartLine } from '@/server/trade/priceCartLine'

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
 * PATCH /api/v1/commerce/line_items/{id}/ (commerce token) `{quantity}` → 200 with the line, priced
 * again (issue 33: a jewellery line's pieces are changed in the cart). A jewellery line takes 1 to 50
 * pieces, a ring of the year one; a service item's quantity is chosen in the shop, where its steps and
 * maximum are counted against concurrent adds (serviceItemMaximum.ts), so here it is 400. The change
 * voids the cart's authorization like any change of a line (the order-lines hook).
 */
export async function updateLineItem(
  payload: Payload,
  { session, line, quantity }: { session: CommerceSession; line: OrderLine; quantity: number },
): Promise<LineItemView> {
  const uuid = String((line.metadata as { article_group_id?: unknown } | null)?.article_group_id ?? '')
  const found = await shopGroup(payload, uuid, session.store.currency)
  if (!found) throw refused(409, { detail: 'This line can no longer be ordered; remove it and configure it again in the shop.' })
  const { group } = found
  const maxPieces = maxPiecesOf(group)
  if (maxPieces === null) throw invalidField('quantity', 'The quantity of a service item is chosen in the shop.')
  if (quantity > maxPieces) throw invalidField('quantity', `Ensure this value is less than or equal to ${maxPieces}.`)

  let priced: PricedCartLine
  try {
    priced = priceCartLine(group, line.selection as Selection, quantity)
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

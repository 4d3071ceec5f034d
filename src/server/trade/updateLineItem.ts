import 'server-only'
import type { Payload } from 'payload'
import { maxPiecesOf } from '@/domain/trade/linePieces'
import type { Selection } from '@/domain/trade/selection'
import { fieldErrors, json, readJsonObject } from '@/server/http/drf'
import { pathId } from '@/server/http/pathSegment'
import { throttle } from '@/server/http/throttle'
import { fieldErrorsOf } from '@/server/http/zodErrors'
import { cartKeyOf } from '@/server/trade/cartOrder'
import { shopGroup } from '@/server/trade/catalogue'
import { authenticateCommerce } from '@/server/trade/commerceAuth'
import { invalidSelectionBody } from '@/server/trade/invalidSelectionBody'
import { lineQuantitySchema } from '@/server/trade/lineItemBody'
import { lineItemView } from '@/server/trade/lineItemView'
import { priceCartLine, type PricedCartLine } from '@/server/trade/priceCartLine'

const notFound = () => json({ detail: 'Not found.' }, 404)

/**
 * PATCH /api/v1/commerce/line_items/{id}/ (commerce token) `{quantity}` → 200 with the line, priced
 * again (issue 33: a jewellery line's pieces are changed in the cart). Only a line of the session's
 * own current cart (else 404, as DELETE). A jewellery line takes 1 to 50 pieces, a ring of the year
 * one; a service item's quantity is chosen in the shop, where its steps and maximum are counted
 * against concurrent adds (serviceItemMaximum.ts), so here it is 400. The change voids the cart's
 * authorization like any change of a line (the order-lines hook).
 */
export async function updateLineItem(payload: Payload, request: Request): Promise<Response> {
  const auth = await authenticateCommerce(payload, request)
  if ('response' in auth) return auth.response
  const { session } = auth
  const limited = await throttle(request, [['cartWriteUser', String(session.user.id)]], session.user.language)
  if (limited) return limited
  const id = pathId(request, 4)
  if (!id) return notFound()
  const raw = await readJsonObject(request)
  if (raw.error) return raw.error
  const parsed = lineQuantitySchema.safeParse(raw.data)
  if (!parsed.success) return fieldErrors(fieldErrorsOf(parsed.error))
  const { quantity } = parsed.data

  const { docs } = await payload.find({
    collection: 'order-lines',
    where: { and: [{ id: { equals: id } }, { 'order.cartKey': { equals: cartKeyOf(session) } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const line = docs[0]
  if (!line) return notFound()
  const uuid = String((line.metadata as { article_group_id?: unknown } | null)?.article_group_id ?? '')
  const found = await shopGroup(payload, uuid, session.store.currency)
  if (!found) return json({ detail: 'This line can no longer be ordered; remove it and configure it again in the shop.' }, 409)
  const { group } = found
  const maxPieces = maxPiecesOf(group)
  if (maxPieces === null) return fieldErrors({ quantity: ['The quantity of a service item is chosen in the shop.'] })
  if (quantity > maxPieces) return fieldErrors({ quantity: [`Ensure this value is less than or equal to ${maxPieces}.`] })

  let priced: PricedCartLine
  try {
    priced = priceCartLine(group, line.selection as Selection, quantity)
  } catch (err) {
    const body = invalidSelectionBody(err)
    if (body) return json(body, 409)
    throw err
  }
  const saved = await payload.update({
    collection: 'order-lines',
    id: line.id,
    data: { quantity, unitAmount: priced.unit, totalAmount: priced.total },
    depth: 0,
    overrideAccess: true,
  })
  return json(lineItemView(saved))
}

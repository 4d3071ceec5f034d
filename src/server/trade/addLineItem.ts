import { maxPiecesOf } from '@/domain/trade/linePieces'
import 'server-only'
import type { Payload } from 'payload'
import { calendarDayIn } from '@/domain/trade/calendarDay'
import { ENGRAVING_IMAGE_ERRORS } from '@/domain/trade/engravingImage'
import { chosenLimitationNumber, LIMITATION_NUMBER_TAKEN } from '@/domain/trade/limitationNumber'
import { orderLineMetadata } from '@/domain/trade/orderLineMetadata'
import { readSelection } from '@/domain/trade/readSelection'
import { selectionErrors } from '@/domain/trade/selectionErrors'
import { tooLargeQuantityHint } from '@/domain/trade/serviceQuantity'
import { fieldErrors, json, readJsonObject } from '@/server/http/drf'
import { throttle } from '@/server/http/throttle'
import { findOrCreateCart } from '@/server/trade/cartOrder'
import { shopGroup } from '@/server/trade/catalogue'
import { authenticateCommerce } from '@/server/trade/commerceAuth'
import { findSkus } from '@/server/trade/findSkus'
import { invalidSelectionBody, selectionErrorsBody } from '@/server/trade/invalidSelectionBody'
import { parseLineItemBody } from '@/server/trade/lineItemBody'
import { lineItemView } from '@/server/trade/lineItemView'
import { isOwnEngravingImage } from '@/server/trade/ownEngravingImage'
import { priceCartLine, type PricedCartLine } from '@/server/trade/priceCartLine'
import { deliveryDaysFor } from '@/server/trade/priceLists'
import { takeableWhere } from '@/server/trade/limitationHold'
import { reserveLimitationNumber } from '@/server/trade/reserveLimitationNumber'
import { cartQuantityOf, undoOverMaximum } from '@/server/trade/serviceItemMaximum'

async function releaseNumber(payload: Payload, id: number) {
  await payload.update({
    collection: 'limitation-numbers',
    id,
    data: { status: 'free', order: null, line: null, reservedAt: null },
    depth: 0,
    overrideAccess: true,
  })
}

/**
 * POST /api/v1/commerce/line_items/ (commerce token) `{article_group_id, quantity, selection}` → 201
 * with the line. The server prices the line from the group in the store's currency and checks every
 * rule of the domain; anything else in the body (prices, flags, codes) is never read. A ring of the
 * year takes a free limitation number with the line (409 `{detail: "sold-out"}` when none is left).
 * An image engraving must name an image this user uploaded for this store; a service item's
 * maximum holds even against concurrent adds (serviceItemMaximum.ts).
 */
export async function addLineItem(payload: Payload, request: Request): Promise<Response> {
  const auth = await authenticateCommerce(payload, request)
  if ('response' in auth) return auth.response
  const { session } = auth
  const limited = await throttle(request, [['cartWriteUser', String(session.user.id)]], session.user.language)
  if (limited) return limited

  const raw = await readJsonObject(request)
  if (raw.error) return raw.error
  const parsed = parseLineItemBody(raw.data)
  if (parsed.errors) return fieldErrors(parsed.errors)
  const { article_group_id: uuid, quantity } = parsed.body

  const found = await shopGroup(payload, uuid, session.store.currency)
  if (!found) return fieldErrors({ article_group_id: [`Invalid pk "${uuid}" - object does not exist.`] })
  const { group, doc } = found
  const maxPieces = maxPiecesOf(group)
  if (maxPieces !== null && quantity > maxPieces) return fieldErrors({ quantity: [`Ensure this value is less than or equal to ${maxPieces}.`] })

  let priced: PricedCartLine
  try {
    priced = priceCartLine(group, readSelection(parsed.body.selection), quantity)
  } catch (err) {
    const body = invalidSelectionBody(err)
    if (body) return json(body, 400)
    throw err
  }

  const sku = (await findSkus(payload, [priced.skuCode])).get(priced.skuCode)
  if (!sku || sku.active === false) return json({ selection: { non_field_errors: [`${priced.skuCode} is not available.`] } }, 400)
  const deliveryDays = await deliveryDaysFor(payload, session.store.currency)
  const errors = selectionErrors(group, priced.selection, { today: calendarDayIn(new Date()), deliveryWeeks: sku.deliveryTimeWeeks, deliveryDays })
  if (Object.keys(errors).length) return json(selectionErrorsBody(errors), 400)
  if (priced.engraving?.type === 3 && !(await isOwnEngravingImage(payload, priced.engraving.image, session))) {
    return json(selectionErrorsBody({ engravingImage: ENGRAVING_IMAGE_ERRORS.unknownImage }), 400)
  }

  const cart = await findOrCreateCart(payload, session)
  // The usual refusal, before anything is written; undoOverMaximum below closes the race it leaves.
  if (group.metaType === 'service_item') {
    const hint = tooLargeQuantityHint(group.serviceItem, await cartQuantityOf(payload, cart.id, doc.id), quantity)
    if (hint) return json({ quantity: [hint.key], hint }, 400)
  }

  let reserved: { id: number; number: number } | null = null
  if (group.isRingOfTheYear) {
    // The number the jeweller chose (spec 2 §4), or the lowest free one when none was chosen.
    const preferred = chosenLimitationNumber(priced.selection.yearlyRingId)
    reserved = await reserveLimitationNumber(payload, { skuPrefix: group.skuPrefix, orderId: cart.id, preferred, onlyPreferred: preferred !== null })
    if (!reserved && preferred !== null) {
      const left = await payload.count({
        collection: 'limitation-numbers',
        where: { and: [{ skuPrefix: { equals: group.skuPrefix } }, takeableWhere()] },
        overrideAccess: true,
      })
      return json({ detail: left.totalDocs ? LIMITATION_NUMBER_TAKEN : 'sold-out' }, 409)
    }
    if (!reserved) return json({ detail: 'sold-out' }, 409)
  }
  const selection = { ...priced.selection, yearlyRingId: reserved ? String(reserved.number) : null }

  let line
  try {
    line = await payload.create({
      collection: 'order-lines',
      data: {
        order: cart.id,
        productGroup: doc.id,
        sku: sku.id,
        skuCode: priced.skuCode,
        fullCode: priced.fullCode,
        quantity,
        currency: session.store.currency,
        unitAmount: priced.unit,
        totalAmount: priced.total,
        metadata: orderLineMetadata(group, selection),
        engraving: priced.engraving,
        selection,
      },
      depth: 0,
      overrideAccess: true,
    })
  } catch (err) {
    if (reserved) await releaseNumber(payload, reserved.id)
    throw err
  }
  if (reserved) await payload.update({ collection: 'limitation-numbers', id: reserved.id, data: { line: line.id }, depth: 0, overrideAccess: true })
  if (group.metaType === 'service_item') {
    const hint = await undoOverMaximum(payload, { id: line.id, order: cart.id, group: doc.id }, group.serviceItem, quantity)
    if (hint) return json({ quantity: [hint.key], hint }, 400)
  }
  return json(lineItemView(line), 201)
}

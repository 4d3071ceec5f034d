import 'server-only'
import type { Payload } from 'payload'
import type { Sku } from '@/payload-types'
import { maxPiecesOf } from '@/domain/trade/linePieces'
import type { ProductGroup } from '@/domain/trade/productGroup'
import { calendarDayIn } from '@/domain/trade/calendarDay'
import { ENGRAVING_IMAGE_ERRORS } from '@/domain/trade/engravingImage'
import { chosenLimitationNumber, LIMITATION_NUMBER_TAKEN } from '@/domain/trade/limitationNumber'
import { orderLineMetadata } from '@/domain/trade/orderLineMetadata'
import { lineNotPermittedError } from '@/domain/trade/orderPermission'
import { readSelection } from '@/domain/trade/readSelection'
import { selectionErrors } from '@/domain/trade/selectionErrors'
import { tooLargeQuantityHint } from '@/domain/trade/serviceQuantity'
import { invalidField, refused } from '@/server/http/errors'
import { findOrCreateCart } from '@/server/trade/cartOrder'
import { shopGroup } from '@/server/trade/catalogue'
import type { CommerceSession } from '@/server/trade/commerceAuth'
import { findSkus } from '@/server/trade/findSkus'
import { invalidSelectionBody, selectionErrorsBody } from '@/server/trade/invalidSelectionBody'
import type { LineItemBody } from '@/server/trade/lineItemBody'
import { lineItemView } from '@/server/trade/lineItemView'
import { isOwnEngravingImage } from '@/server/trade/ownEngravingImage'
import { priceCartLine, type PricedCartLine } from '@/server/trade/priceCartLine'
import { deliveryDaysFor } from '@/server/trade/priceLists'
import { takeableWhere } from '@/server/trade/limitationHold'
import { reserveLimitationNumber } from '@/server/trade/reserveLimitationNumber'
import { cartQuantityOf, undoOverMaximum } from '@/server/trade/serviceItemMaximum'
import { maxJewelleryPieces } from '@/server/trade/tradeSettings'

async function releaseNumber(payload: Payload, id: number) {
  await payload.update({
    collection: 'limitation-numbers',
    id,
    data: { status: 'free', order: null, line: null, reservedAt: null },
    depth: 0,
    overrideAccess: true,
  })
}

/** The end of the 400's text for a SKU the house no longer sells (a quick order and an order placed again name it apart). */
export const NOT_AVAILABLE = ' is not available.'

/**
 * Every check a jewellery or service line passes before it is written, whether added or changed
 * (issue 33): the pieces against the house's setting (a ring of the year one; a service item's
 * steps and maximum are priceCartLine's and the caller's), the configuration against the group and
 * today's prices, the SKU still sold, the jeweller's own fields (dates, texts) and an image
 * engraving's image being this user's for this store. Throws the API's 400 for anything refused.
 */
export async function checkedLine(
  payload: Payload,
  { session, group, selection, quantity }: { session: CommerceSession; group: ProductGroup; selection: unknown; quantity: number },
): Promise<{ priced: PricedCartLine; sku: Sku }> {
  // A jewellery line needs orders:create_article_order at the store, a service item
  // orders:create_service_order (issue 33): otherwise 400 {article_group_id: ["shop.error.…-not-permitted"]},
  // as DRF answers a related field whose choices are scoped to the caller.
  if (!session.orderable.includes(group.metaType)) throw invalidField('article_group_id', lineNotPermittedError[group.metaType])
  const maxPieces = maxPiecesOf(group, await maxJewelleryPieces(payload))
  if (maxPieces !== null && quantity > maxPieces) throw invalidField('quantity', `Ensure this value is less than or equal to ${maxPieces}.`)

  let priced: PricedCartLine
  try {
    priced = priceCartLine(group, readSelection(selection), quantity)
  } catch (err) {
    const invalid = invalidSelectionBody(err)
    if (invalid) throw refused(400, invalid)
    throw err
  }

  const sku = (await findSkus(payload, [priced.skuCode])).get(priced.skuCode)
  if (!sku || sku.active === false) throw refused(400, { selection: { non_field_errors: [`${priced.skuCode}${NOT_AVAILABLE}`] } })
  const deliveryDays = await deliveryDaysFor(payload, session.store.currency)
  const errors = selectionErrors(group, priced.selection, { today: calendarDayIn(new Date()), deliveryWeeks: sku.deliveryTimeWeeks, deliveryDays })
  if (Object.keys(errors).length) throw refused(400, selectionErrorsBody(errors))
  if (priced.engraving?.type === 3 && !(await isOwnEngravingImage(payload, priced.engraving.image, session))) {
    throw refused(400, selectionErrorsBody({ engravingImage: ENGRAVING_IMAGE_ERRORS.unknownImage }))
  }
  return { priced, sku }
}

/**
 * POST /api/v1/commerce/line_items/ (commerce token) `{article_group_id, quantity, selection}` → 201
 * with the line (the route answers 201). The server prices the line from the group in the store's currency and checks every
 * rule of the domain (checkedLine); anything else in the body (prices, flags, codes) is never read. A ring of the
 * year takes a free limitation number with the line (409 `{detail: "sold-out"}` when none is left).
 * An image engraving must name an image this user uploaded for this store; a service item's
 * maximum holds even against concurrent adds (serviceItemMaximum.ts). The cart's duplicate of a
 * line, a quick order and an order placed again add their lines here too (issue 33).
 */
export async function addLineItem(payload: Payload, { session, line: body }: { session: CommerceSession; line: LineItemBody }) {
  const { quantity } = body
  // The group's uuid as stored (lower case), whatever case the caller sent.
  const uuid = body.article_group_id.toLowerCase()

  const found = await shopGroup(payload, uuid, session.store.currency)
  if (!found) throw invalidField('article_group_id', `Invalid pk "${uuid}" - object does not exist.`)
  const { group, doc } = found
  const { priced, sku } = await checkedLine(payload, { session, group, selection: body.selection, quantity })

  const cart = await findOrCreateCart(payload, session)
  // The usual refusal, before anything is written; undoOverMaximum below closes the race it leaves.
  if (group.metaType === 'service_item') {
    const hint = tooLargeQuantityHint(group.serviceItem, await cartQuantityOf(payload, cart.id, doc.id), quantity)
    if (hint) throw refused(400, { quantity: [hint.key], hint })
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
      throw refused(409, { detail: left.totalDocs ? LIMITATION_NUMBER_TAKEN : 'sold-out' })
    }
    if (!reserved) throw refused(409, { detail: 'sold-out' })
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
    if (hint) throw refused(400, { quantity: [hint.key], hint })
  }
  return lineItemView(line)
}

import 'server-only'
import { and, eq, inArray, isNotNull, notInArray, sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import type { Order, OrderLine } from '@/payload-types'
import type { UrlLocale } from '@/i18n/locales'
import { calendarDayIn } from '@/domain/trade/calendarDay'
import { earliestDeliveryDate } from '@/domain/trade/earliestDeliveryDate'
import type { Selection } from '@/domain/trade/selection'
import { logger } from '@/server/log/logger'
import { runAtomically, tableOf, type Drizzle } from '@/server/db/drizzle'
import { loadCartState, type CartState } from '@/server/trade/cartState'
import type { HeldOrderMails } from '@/server/trade/orderMails'
import { numberTakenByAnother, upcomingOrderNumber } from '@/server/trade/orderNumbers'
import { placementCheck, type PlacementRefusal } from '@/server/trade/placementCheck'

type NumberClaim = { lineId: number; skuPrefix: string; number: number }

/** Everything placing writes, computed beforehand from the cart as it is priced now. */
type Plan = {
  orderId: number
  placedAt: string
  orderNumber: string
  order: Record<string, unknown>
  lines: { id: number; unitAmount: number; totalAmount: number; estimatedDelivery: string }[]
  numbers: NumberClaim[]
}

/**
 * The day a line is expected: the requested day, but never before the SKU's delivery time from today
 * (the domain's rule, which refuses a delivery time that is not whole weeks: docs/decisions.md).
 */
function estimatedDelivery(selection: Selection, deliveryWeeks: number, today: string): string {
  const earliest = earliestDeliveryDate(today, deliveryWeeks)
  const requested = selection.requestedDeliveryDate
  return requested && requested > earliest ? requested : earliest
}

function planOf(state: CartState, language: UrlLocale, now: Date, orderNumber: string): Plan {
  const today = calendarDayIn(now)
  const placedAt = now.toISOString()
  return {
    orderId: state.order.id,
    placedAt,
    orderNumber,
    order: {
      status: 'placed',
      cartKey: null,
      placedAt,
      orderNumber,
      itemsAmount: state.itemsAmount,
      shippingAmount: state.shippingAmount ?? 0,
      totalAmount: state.totalAmount,
      // placementCheck refuses a cart without a rate, so these are set on every placed order.
      vatCountry: state.vatRate?.country ?? null,
      vatPercent: state.vatRate?.percent ?? null,
      vatAmount: state.vatAmount,
      grossAmount: state.grossAmount,
      weightGrams: state.weightGrams,
      shippingMethodName: state.method?.name ?? null,
      paymentTermsDe: state.party.paymentTerms.de,
      paymentTermsEn: state.party.paymentTerms.en,
      billingAddress: state.party.address,
      // placementCheck refuses a cart without a delivery store (issue 33: the one chosen, else the billing store).
      shippingAddress: state.delivery?.address ?? null,
      language,
      updatedAt: placedAt,
    },
    lines: state.lines.map(({ line, priced, sku }) => ({
      id: line.id,
      unitAmount: priced!.unit,
      totalAmount: priced!.total,
      estimatedDelivery: estimatedDelivery(line.selection as Selection, sku?.deliveryTimeWeeks ?? 0, today),
    })),
    numbers: numberClaimsOf(state),
  }
}

/** The limitation numbers the cart's rings of the year hold, which placing sells. */
function numberClaimsOf(state: CartState): NumberClaim[] {
  return state.lines.flatMap(({ line, group }) =>
    group?.isRingOfTheYear ? [{ lineId: line.id, skuPrefix: group.skuPrefix, number: Number((line.selection as Selection).yearlyRingId) }] : [],
  )
}

/**
 * The placement as conditional statements, run as one transaction (runAtomically). Every condition
 * lives in a WHERE clause, so the same statements hold on SQLite's batch and PostgreSQL's
 * transaction, and a concurrent placement of the same order finds nothing left to change:
 * 1. each limitation number reserved for this order and line becomes sold;
 * 2. the order becomes placed only while it is still the authorized cart, with exactly the lines
 *    priced here and every number of step 1 sold to it (RETURNING tells whether this call placed it);
 * 3. the lines get the amounts charged and their expected delivery, if step 2 placed the order;
 * 4. if it did not, the numbers step 1 sold go back to reserved.
 */
function placementStatements(payload: Payload, plan: Plan) {
  const orders = tableOf(payload, 'orders')
  const lines = tableOf(payload, 'order_lines')
  const numbers = tableOf(payload, 'limitation_numbers')
  const lineIds = plan.lines.map((l) => l.id)
  const numberLines = plan.numbers.map((n) => n.lineId)
  const orderStatus = sql`(select ${orders.status} from ${orders} where ${orders.id} = ${plan.orderId})`
  const soldToOrder = numberLines.length
    ? sql`(select count(*) from ${numbers} where ${numbers.order} = ${plan.orderId} and ${numbers.status} = 'sold' and ${inArray(numbers.line, numberLines)})`
    : sql`0`
  return (db: Drizzle) => [
    ...plan.numbers.map((n) =>
      db
        .update(numbers)
        .set({ status: 'sold', line: n.lineId, updatedAt: plan.placedAt })
        .where(and(eq(numbers.order, plan.orderId), eq(numbers.skuPrefix, n.skuPrefix), eq(numbers.number, n.number), eq(numbers.status, 'reserved'))),
    ),
    db
      .update(orders)
      .set(plan.order)
      .where(
        and(
          eq(orders.id, plan.orderId),
          eq(orders.status, 'cart'),
          isNotNull(orders.authorizedAt),
          sql`${soldToOrder} = ${plan.numbers.length}`,
          sql`(select count(*) from ${lines} where ${lines.order} = ${plan.orderId}) = ${lineIds.length}`,
          sql`(select count(*) from ${lines} where ${lines.order} = ${plan.orderId} and ${notInArray(lines.id, lineIds)}) = 0`,
        ),
      )
      .returning({ id: orders.id }),
    ...plan.lines.map((l) =>
      db
        .update(lines)
        .set({ status: 'placed', unitAmount: l.unitAmount, totalAmount: l.totalAmount, estimatedDelivery: l.estimatedDelivery, updatedAt: plan.placedAt })
        .where(and(eq(lines.id, l.id), eq(lines.order, plan.orderId), sql`${orderStatus} = 'placed'`)),
    ),
    ...(numberLines.length
      ? [
          db
            .update(numbers)
            .set({ status: 'reserved' })
            .where(and(eq(numbers.order, plan.orderId), inArray(numbers.line, numberLines), eq(numbers.status, 'sold'), sql`${orderStatus} = 'cart'`)),
        ]
      : []),
  ]
}

/** Lines whose limitation number is no longer reserved for this order (taken by someone else meanwhile). */
async function linesWithoutTheirNumber(payload: Payload, orderId: number, claims: NumberClaim[]): Promise<number[]> {
  if (!claims.length) return []
  const { docs } = await payload.find({
    collection: 'limitation-numbers',
    where: { and: [{ order: { equals: orderId } }, { status: { in: ['reserved', 'sold'] } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { skuPrefix: true, number: true },
  })
  const held = new Set(docs.map((d) => `${d.skuPrefix}:${d.number}`))
  return claims.filter((c) => !held.has(`${c.skuPrefix}:${c.number}`)).map((c) => c.lineId)
}

const numberTaken = (lines: number[]): PlacementRefusal => ({
  code: 'limitation-number-taken',
  status: 409,
  detail: 'The limitation number of a ring of the year was given to another order.',
  lines,
})

/** The order as placing writes it, its lines, and the shipping method it is charged with. */
export type AsPlaced = { order: Order; lines: OrderLine[]; shippingMethodId: number | null }

/** The order and its lines as the placement will write them (for mails written before the commit). */
function asPlaced(order: Order, state: CartState, plan: Plan): AsPlaced {
  const amounts = new Map(plan.lines.map((l) => [l.id, l]))
  return {
    order: { ...order, ...(plan.order as Partial<Order>) },
    lines: state.lines.map(({ line }) => ({ ...line, ...amounts.get(line.id) })),
    // The order keeps only the method's name in the page's language; a mail names it in its own.
    shippingMethodId: state.method?.id ?? null,
  }
}

/** Writes the placement's mails before the commit, held until it is known whether the order was placed. */
export type Confirmation = (placed: AsPlaced) => Promise<HeldOrderMails>

export type PlacementResult = { placed: true; order: Order } | { placed: false; order: Order } | { refused: PlacementRefusal }

/**
 * Places an authorized cart: prices, limitation numbers and the yearly ring's reservation are
 * checked again and written in one transaction. `confirm` writes the mails before the transaction;
 * they are sent if it placed the order and dropped otherwise. Idempotent and safe under concurrency: of two
 * placements of one order exactly one places it (`placed: true`, which sends the mails); the other,
 * like any repeat, answers the placed order (`placed: false`). The order number is the year's next
 * one, taken again (mails and all) when a placement of another order committed it first.
 */
export async function placeOrder(payload: Payload, order: Order, language: UrlLocale, confirm?: Confirmation): Promise<PlacementResult> {
  if (order.status !== 'cart') return { placed: false, order }
  if (!order.authorizedAt) return { refused: { code: 'not-authorized', status: 409, detail: 'Authorize the order (_authorize) before placing it.' } }
  const state = await loadCartState(payload, order, language)
  const refusal = placementCheck(state)
  if (refusal) return { refused: refusal }
  const missing = await linesWithoutTheirNumber(payload, order.id, numberClaimsOf(state))
  if (missing.length) return { refused: numberTaken(missing) }

  // The order number is the next of the year's placements (issue 30: in the order of placement).
  // Two placements at once may both reach for the same one: the unique index lets one commit, and
  // the other writes its mails again with the next number and tries once more.
  let previous = 0
  for (let attempt = 1; ; attempt++) {
    // A new instant for each attempt: the held mails of a lost attempt are tied to theirs.
    const now = new Date(Math.max(Date.now(), previous + 1))
    previous = now.getTime()
    const plan = planOf(state, language, now, await upcomingOrderNumber(payload, now.getUTCFullYear()))
    const held = confirm ? await confirm(asPlaced(order, state, plan)) : null
    let results: unknown[]
    try {
      results = await runAtomically(payload, placementStatements(payload, plan))
    } catch (err) {
      await held?.discard()
      if (attempt < NUMBER_ATTEMPTS && (await numberTakenByAnother(payload, plan.orderNumber, order.id))) {
        logger.info({ order: order.id, number: plan.orderNumber, attempt }, 'order number placed by another order meanwhile; taking the next')
        continue
      }
      throw err
    }
    const claimed = results[plan.numbers.length] as unknown[]
    if (claimed.length) held?.release()
    else await held?.discard()
    const stored = await payload.findByID({ collection: 'orders', id: order.id, depth: 0, overrideAccess: true })
    if (claimed.length) return { placed: true, order: stored }
    if (stored.status !== 'cart') return { placed: false, order: stored }
    const taken = await linesWithoutTheirNumber(payload, order.id, plan.numbers)
    if (taken.length) return { refused: numberTaken(taken) }
    return { refused: { code: 'cart-changed', status: 409, detail: 'The cart changed while the order was being placed; review it and order again.' } }
  }
}

/** How often a placement reaches for the next order number before giving up (each loss means another order was placed meanwhile). */
const NUMBER_ATTEMPTS = 20

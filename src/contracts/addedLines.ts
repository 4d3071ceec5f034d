import { z } from 'zod'
import { lineRefusals } from '@/domain/trade/lineRefusals'
import { dbId } from '@/contracts/common'

/**
 * The answers of the two ways several lines go into the cart at once (issue 33): a quick order of
 * article numbers and a past order placed again. Each names every line it was given, added or
 * refused with its reason (`error_key`, a `shop.refusal.*` message key), so nothing is dropped
 * without a word. The server builds them (src/server/trade/quickOrder.ts, reorder.ts) and the shop
 * and the orders page read them.
 */
const errorKey = z.enum(lineRefusals).describe('Why the line is not in the cart: a `shop.refusal.*` message key.')

export const quickOrderResult = z.strictObject({
  line: z.int().describe('The line of the text (1: the first line; blank lines and the header counted).'),
  article_number: z.string().describe('The article number as read (upper case, trimmed).'),
  quantity: z.int().nullable().describe('The pieces added, or those the line named; null when it named none or none could be read.'),
  ok: z.boolean().describe('Added to the cart.'),
  error_key: errorKey.nullable(),
  line_item_id: dbId.nullable().describe('The new cart line.'),
  name: z.string().nullable().describe('The product group the article belongs to, when the shop has it.'),
})

export const quickOrderAnswer = z.strictObject({ results: z.array(quickOrderResult).describe('One result per article line of the text, in its order.') })

const reorderLine = z.strictObject({
  line: dbId.describe("The past order's line."),
  article_number: z.string().describe('Its article number as ordered then.'),
  name: z.string().describe("The product's name (today's, else the article number)."),
  quantity: z.int(),
})

export const reorderAnswer = z.strictObject({
  added: z.array(reorderLine.extend({ line_item_id: dbId.describe('The new cart line, priced today.') })),
  refused: z.array(reorderLine.extend({ error_key: errorKey })).describe('The lines not ordered again, each with its reason.'),
})

export type QuickOrderResult = z.infer<typeof quickOrderResult>
export type QuickOrderAnswer = z.infer<typeof quickOrderAnswer>
export type ReorderAnswer = z.infer<typeof reorderAnswer>

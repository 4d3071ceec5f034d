import 'server-only'
import { z } from 'zod'
import { drfText } from '@/server/http/drf'
import { MAX_JEWELLERY_PIECES } from '@/domain/trade/linePieces'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** No cart line holds more than this; far above any real order, low enough to keep totals exact. */
export const MAX_LINE_QUANTITY = 10_000

const required = (notType: string) => (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? drfText.required : notType)
/** DRF's IntegerField also takes "2"; so does this. */
const integerLike = (value: unknown) => (typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value) : (value ?? undefined))

// Only these three fields are read: prices, flags or codes in the body are dropped here, unread.
export const lineItemSchema = z.object({
  article_group_id: z.string({ error: required(drfText.notString) }).regex(UUID, 'Must be a valid UUID.'),
  quantity: z
    .preprocess(
      integerLike,
      z
        .number({ error: drfText.invalidInteger })
        .int(drfText.invalidInteger)
        .min(1, drfText.minValue(1))
        .max(MAX_LINE_QUANTITY, `Ensure this value is less than or equal to ${MAX_LINE_QUANTITY}.`)
        .default(1),
    )
    .meta({
      description: `Pieces; checked against the group (400 on quantity): at most the house's setting of a jewellery article (${MAX_JEWELLERY_PIECES} unless changed in the admin; the cart answers it as max_jewellery_pieces), 1 of the ring of the year, a service item's own steps and maximum.`,
    }),
  selection: z.preprocess((value) => value ?? undefined, z.record(z.string(), z.unknown(), { error: 'Invalid data. Expected a dictionary.' }).default({})),
})

export type LineItemBody = z.infer<typeof lineItemSchema>

const updateQuantityText = `Pieces: 1 to the house's setting of a jewellery article (${MAX_JEWELLERY_PIECES} unless changed in the admin), 1 of the ring of the year.`
const updateSelectionText =
  "Another configuration of the line's product group (issue 33: a duplicated line's one changed option), checked and priced as POST checks it; a ring of the year keeps its limitation number."
/** The body in the document: the two fields, at least one of them (the refinement below). */
const updateProperties = {
  quantity: { type: 'integer', minimum: 1, maximum: MAX_LINE_QUANTITY, description: updateQuantityText },
  selection: { type: 'object', additionalProperties: {}, description: updateSelectionText },
}

/**
 * PATCH line_items/{id}/: the pieces, the configuration or both. Only these two are read: prices,
 * codes or flags in the body are dropped unread. The selection is a whole one, as POST takes it.
 */
export const lineUpdateSchema = z
  .object({
    quantity: z.preprocess(
      integerLike,
      z
        .number({ error: drfText.invalidInteger })
        .int(drfText.invalidInteger)
        .min(1, drfText.minValue(1))
        .max(MAX_LINE_QUANTITY, `Ensure this value is less than or equal to ${MAX_LINE_QUANTITY}.`)
        .optional(),
    ),
    selection: z.preprocess((value) => value ?? undefined, z.record(z.string(), z.unknown(), { error: 'Invalid data. Expected a dictionary.' }).optional()),
  })
  .refine((body) => body.quantity !== undefined || body.selection !== undefined, { message: 'Send quantity, selection or both.' })
  .meta({
    anyOf: (['quantity', 'selection'] as const).map((field) => ({ type: 'object', properties: updateProperties, required: [field] })),
  })

export type LineUpdateBody = z.infer<typeof lineUpdateSchema>

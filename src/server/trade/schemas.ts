import { z } from 'zod'
import { ENGRAVING_IMAGE_ERRORS, ENGRAVING_IMAGE_MAX_BYTES } from '@/domain/trade/engravingImage'
import { orderDocumentKinds } from '@/domain/trade/orderDocuments'
import { drfText } from '@/server/http/drf'
import { dbId } from '@/server/http/edge/params'

/**
 * Queries and bodies of the commerce routes (spec 2), validated with these schemas by their
 * handlers and described with them in the OpenAPI document.
 */

/** `?page=` of GET /commerce/orders/: 1 when absent. */
export const ordersListParams = z.object({
  page: z
    .preprocess(
      (v) => v ?? '1',
      z
        .string()
        .regex(/^\d{1,6}$/, { error: drfText.invalidInteger, abort: true })
        .transform(Number)
        .pipe(z.number().min(1, drfText.invalidInteger)),
    )
    // Optional to the caller; the handler passes an absent page as null, which is page 1.
    .optional()
    .meta({ type: 'integer', minimum: 1, maximum: 999_999 }),
})

/** A store's id as DRF's primary key field takes it (a number or a string of digits), or null. */
const storeIdOrNull = z.unknown().transform((id, ctx) => {
  if (id === null) return null
  if ((typeof id === 'number' && Number.isSafeInteger(id) && id > 0) || (typeof id === 'string' && /^\d{1,18}$/.test(id))) return String(id)
  ctx.addIssue({ code: 'custom', message: `Incorrect type. Expected pk value, received ${id === undefined ? 'undefined' : typeof id}.` })
  return z.NEVER
})

/**
 * The commerce API's trigger attributes (anything but `true` counts as not sent), and the delivery
 * store (issue 33): `shipping_location`, one of the user's stores holding
 * orders:use_as_shipping_location, or null for the default (the billing store, else the first that
 * may). Sent together, the store is set first, then the cart authorized or placed.
 */
export const orderUpdateBody = z
  .object({
    _authorize: z.boolean().optional().catch(undefined).describe('true: check the cart as placing will, and record the authorization.'),
    _place: z.boolean().optional().catch(undefined).describe('true: place the authorized order.'),
    shipping_location: storeIdOrNull.optional().meta({
      description:
        "The store the order is delivered to: the id of one of the user's stores holding orders:use_as_shipping_location (`shipping_locations` of the cart), or null for the default. Another store voids the authorization.",
      oneOf: [{ type: 'integer' }, { type: 'string', pattern: '^\\d{1,18}$' }, { type: 'null' }],
    }),
  })
  .refine((body) => body._place === true || body._authorize === true || body.shipping_location !== undefined, {
    message: 'Send {"_authorize": true}, {"_place": true} or {"shipping_location": id}.',
  })
  // The refinement in the document: one of the three must be sent (any other value of the triggers is ignored).
  .meta({
    anyOf: [
      { type: 'object', required: ['_authorize'], properties: { _authorize: { const: true } } },
      { type: 'object', required: ['_place'], properties: { _place: { const: true } } },
      { type: 'object', required: ['shipping_location'] },
    ],
  })

/** A shipping method's id, as a number, a string of digits or `{id}`. */
export const shipmentUpdateBody = z.object({
  shipping_method: z
    .preprocess(
      (v) => (typeof v === 'object' && v !== null ? (v as { id?: unknown }).id : v),
      z.unknown().transform((id, ctx) => {
        if (id === undefined || id === null || id === '') ctx.addIssue({ code: 'custom', message: drfText.required })
        else if (!/^\d{1,18}$/.test(String(id))) ctx.addIssue({ code: 'custom', message: `Incorrect type. Expected pk value, received ${typeof id}.` })
        return String(id)
      }),
    )
    .meta({
      description: 'The id of a shipping method of the cart (`id` or `{"id": id}`).',
      oneOf: [
        { type: 'integer' },
        { type: 'string', pattern: '^\\d{1,18}$' },
        { type: 'object', required: ['id'], properties: { id: { type: ['integer', 'string'] } } },
      ],
    }),
})

export const SKU_FILTER = 'filter[code_in]'
const MAX_CODES = 100

/** `?filter[code_in]=A,B` (repeated or comma-separated): each code once, in the order asked. */
export const skusParams = z.object({
  [SKU_FILTER]: z
    .array(z.string())
    .transform((values) => [
      ...new Set(
        values
          .join(',')
          .split(',')
          .map((c) => c.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.string()).min(1, drfText.required).max(MAX_CODES, `Ensure this field has no more than ${MAX_CODES} elements.`))
    .meta({
      anyOf: [
        { type: 'string', pattern: '[^,\\s]' },
        { type: 'array', items: { type: 'string' }, minItems: 1 },
      ],
      description: 'SKU codes, comma-separated (`filter[code_in]=A,B`) or repeated.',
    }),
})

/** The multipart form of POST /commerce/engraving-images/: one image in `file`. */
export const engravingImageForm = z.object({
  file: z
    .custom<File>((v) => v instanceof Blob, {
      error: (issue) =>
        issue.input === null || issue.input === undefined
          ? 'No file was submitted.'
          : 'The submitted data was not a file. Check the encoding type on the form.',
    })
    .refine((file) => file.size > 0, { error: 'The submitted file is empty.', abort: true })
    .refine((file) => file.size <= ENGRAVING_IMAGE_MAX_BYTES, ENGRAVING_IMAGE_ERRORS.wrongFile)
    .meta({
      type: 'string',
      contentMediaType: 'application/octet-stream',
      description: `A PNG, JPEG or SVG image of at most ${ENGRAVING_IMAGE_MAX_BYTES} bytes (the bytes decide the type).`,
    }),
})

/** `{id}` and `{kind}` of GET /commerce/orders/{id}/documents/{kind}/ (issue 33): anything else is the 404 of a document that does not exist. */
export const orderDocumentParams = z.object({
  id: dbId.describe('A database id.'),
  kind: z.enum(orderDocumentKinds).describe('confirmation, delivery-note or invoice.'),
})

/** `?delivery=` of a delivery note: the id of one of the order's deliveries; absent, the latest. */
export const orderDocumentQuery = z.object({
  delivery: z
    .preprocess(
      (v) => v ?? undefined,
      z
        .string()
        .regex(/^\d{1,18}$/, drfText.invalidInteger)
        .optional(),
    )
    .optional()
    .describe('A delivery of the order (its id in the order’s `deliveries`); only for a delivery note, by default the latest.'),
})

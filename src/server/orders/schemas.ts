import { z } from 'zod'
import { placedOrderStatuses } from '@/domain/orders/orderStatus'
import { serialNumberPattern } from '@/domain/orders/serialNumber'
import { isCalendarDay } from '@/domain/trade/calendarDay'
import { toSingleLineText } from '@/domain/singleLineText'
import { drfText } from '@/server/http/drf'

/**
 * The bodies and queries of the house's order API (issue 33) and the jeweller's cancel, DRF's texts.
 * What depends on the order (its lines, their states, serial numbers in use) is checked by the
 * moves (orderMoves.ts) and answered 409.
 */
const lineId = z.int({ error: drfText.invalidInteger }).positive(drfText.invalidInteger)
const lineIds = z.array(lineId, { error: 'Send a list of line ids.' }).min(1, 'Name at least one line.').max(500)
const text = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? toSingleLineText(v).trim() : v), z.string({ error: drfText.notString }).max(max, drfText.tooLong(max)))
/** A serial number as engraved: letters, digits and - . / (no spaces), up to 64 characters. */
const serialNumber = z
  .string({ error: drfText.notString })
  .trim()
  .regex(serialNumberPattern, 'A serial number is 1 to 64 letters, digits and - . /, starting with a letter or digit.')

export const confirmBody = z.object({
  lines: z
    .array(
      z.object({
        id: lineId,
        estimated_delivery: z
          .string({ error: drfText.required })
          .regex(/^\d{4}-\d{2}-\d{2}$/, 'A calendar day, YYYY-MM-DD.')
          .refine(isCalendarDay, 'A calendar day, YYYY-MM-DD.'),
      }),
      { error: 'Send a list of lines.' },
    )
    .min(1, 'Name at least one line.')
    .max(500),
})

export const linesBody = z.object({ lines: lineIds })

export const cancelBody = z.object({ lines: lineIds, reason: text(500).optional().nullable() })

export const shipmentBody = z.object({
  lines: z
    .array(
      z.object({
        id: lineId,
        serial_numbers: z.array(serialNumber, { error: 'Send a list of serial numbers.' }).min(1, 'One serial number per piece.').max(50),
      }),
      {
        error: 'Send a list of lines.',
      },
    )
    .min(1, 'Name at least one line.')
    .max(500),
  carrier: text(100).optional().nullable(),
  tracking_number: text(100).optional().nullable(),
})

export const houseOrdersQuery = z.object({
  status: z.enum(placedOrderStatuses, { error: (issue) => drfText.invalidChoice(issue.input) }).optional(),
  page: z.coerce.number({ error: drfText.invalidInteger }).int(drfText.invalidInteger).min(1, drfText.minValue(1)).default(1),
})

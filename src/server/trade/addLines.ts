import 'server-only'
import type { Payload } from 'payload'
import type { LineRefusal } from '@/domain/trade/lineRefusals'
import { ApiError } from '@/server/http/errors'
import { addLineItem, NOT_AVAILABLE } from '@/server/trade/addLineItem'
import type { CommerceSession } from '@/server/trade/commerceAuth'
import type { LineItemBody } from '@/server/trade/lineItemBody'

const texts = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [])

/** What addLineItem's refusal means to the jeweller, as one of the named reasons (lineRefusals.ts). */
function refusalOf(err: ApiError, service: boolean): LineRefusal {
  const body = (err.body ?? {}) as Record<string, unknown>
  // A ring of the year without a free number (sold-out, or the one asked for taken).
  if (err.status === 409) return 'sold-out'
  if (err.status !== 400) return 'refused'
  if (body.article_group_id) return 'not-in-shop'
  if (body.hint) return 'service-item-maximum'
  if (body.quantity) return service ? 'quantity-step' : 'quantity-too-large'
  const selection = (body.selection ?? {}) as Record<string, unknown>
  if (selection.engravingImage) return 'engraving-image'
  if (texts(selection.non_field_errors).some((t) => t.endsWith(NOT_AVAILABLE))) return 'unavailable'
  return 'not-offered'
}

/**
 * Adds one line as POST line_items/ adds it (every check, today's price, the lowest free number of
 * a ring of the year) and answers its id, or why it was refused: the quick order and an order placed
 * again add their lines one by one, so one refused line does not keep the others out (issue 33).
 */
export async function addLineOrRefusal(
  payload: Payload,
  { session, line, service }: { session: CommerceSession; line: LineItemBody; service: boolean },
): Promise<{ id: number } | { refused: LineRefusal }> {
  try {
    return { id: (await addLineItem(payload, { session, line })).id }
  } catch (err) {
    if (err instanceof ApiError) return { refused: refusalOf(err, service) }
    throw err
  }
}

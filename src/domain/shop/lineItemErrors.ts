import type { SelectionField } from '@/domain/trade/selectionErrors'
import { TOO_LARGE_QUANTITY } from '@/domain/trade/serviceQuantity'

/** The order form's fields a 400 of POST /api/v1/commerce/line_items/ may name. */
export type LineItemField = SelectionField | 'quantity'

export type LineItemErrors = {
  fields: Partial<Record<LineItemField, string>>
  general: string[]
  /** A service item's too-large quantity with its numbers (the key alone cannot be shown). */
  quantityHint: { quantity: number; max: number } | null
}

/** The server may name a field as the Selection does, in the snake_case of the order line, or under `selection.`. */
const FIELD_NAMES: Record<string, LineItemField> = {
  endCustomerName: 'endCustomerName',
  end_customer_name: 'endCustomerName',
  requestedDeliveryDate: 'requestedDeliveryDate',
  requested_delivery_date: 'requestedDeliveryDate',
  engravingText: 'engravingText',
  engraving_text: 'engravingText',
  engravingImage: 'engravingImage',
  engraving_image: 'engravingImage',
  note: 'note',
  orderNumber: 'orderNumber',
  order_number: 'orderNumber',
  quantity: 'quantity',
}

const GENERAL_KEYS = new Set(['detail', 'non_field_errors', 'nonFieldErrors'])

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : []
  if (Array.isArray(value)) return value.flatMap(messagesOf)
  return []
}

/**
 * A 400 answer (`{field: ['message.key']}`, DRF style, selection fields also nested under
 * `selection`) split into the form's field errors (first message each), a service item's quantity
 * hint, and everything else, which the form shows above its button.
 */
export function lineItemErrors(body: unknown): LineItemErrors {
  const result: LineItemErrors = { fields: {}, general: [], quantityHint: null }
  if (!body || typeof body !== 'object' || Array.isArray(body)) return result
  const hint = (body as { hint?: { key?: unknown; quantity?: unknown; max?: unknown } }).hint
  if (hint && hint.key === TOO_LARGE_QUANTITY && Number.isSafeInteger(hint.quantity) && Number.isSafeInteger(hint.max)) {
    result.quantityHint = { quantity: hint.quantity as number, max: hint.max as number }
  }
  const visit = (entries: [string, unknown][], prefix: string) => {
    for (const [key, value] of entries) {
      if (key === 'hint' && !prefix) continue
      if (key === 'selection' && value && typeof value === 'object' && !Array.isArray(value)) {
        visit(Object.entries(value), '')
        continue
      }
      const name = (prefix + key).replace(/^selection\./, '')
      const field = FIELD_NAMES[name]
      const messages = messagesOf(value)
      if (!messages.length) continue
      // The hint's key needs its numbers: it is quantityHint, not a message of its own.
      if (field === 'quantity' && messages[0] === TOO_LARGE_QUANTITY) continue
      if (field && !GENERAL_KEYS.has(name)) result.fields[field] ??= messages[0]
      else result.general.push(...messages)
    }
  }
  visit(Object.entries(body), '')
  return result
}

import 'server-only'
import { InvalidArticleNumberError } from '@/domain/trade/invalidArticleNumberError'
import { InvalidSelectionError, type InvalidSelectionReason } from '@/domain/trade/invalidSelectionError'
import type { SelectionErrors } from '@/domain/trade/selectionErrors'

/** The selection field a refused choice belongs to; the rest are about the selection as a whole. */
const fieldOf: Partial<Record<InvalidSelectionReason, string>> = {
  'metal-color': 'metalColor',
  alloy: 'alloy',
  'length-required': 'length',
  length: 'length',
  'special-color-not-allowed': 'specialColor',
  'special-color': 'specialColor',
  'engraving-not-allowed': 'engraving',
  'engraving-type': 'engraving',
  'forced-engraving': 'engraving',
  'order-type': 'orderType',
}

/**
 * The 400 body of a selection the group does not allow, nested under `selection` as DRF nests a
 * serializer's errors: `{selection: {metalColor: ["Invalid selection (metal-color): …"]}}`. These
 * texts are for developers (the shop never offers such a choice); a quantity off the steps is the
 * line's own `quantity` field. Null for any other error, which the caller rethrows.
 */
export function invalidSelectionBody(err: unknown): Record<string, unknown> | null {
  if (err instanceof InvalidSelectionError) {
    if (err.reason === 'quantity') return { quantity: [err.message] }
    return { selection: { [fieldOf[err.reason] ?? 'non_field_errors']: [err.message] } }
  }
  if (err instanceof InvalidArticleNumberError) return { selection: { non_field_errors: [err.message] } }
  return null
}

/** selectionErrors' message keys as a 400 body: `{selection: {endCustomerName: ["form-general.required-field"]}}`. */
export function selectionErrorsBody(errors: SelectionErrors): Record<string, unknown> {
  return { selection: Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, [key]])) }
}

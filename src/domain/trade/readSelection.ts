import { isAlloy } from '@/domain/trade/alloys'
import { isEngravingType } from '@/domain/trade/engravingTypes'
import { InvalidSelectionError, type InvalidSelectionReason } from '@/domain/trade/invalidSelectionError'
import { isMaterial } from '@/domain/trade/materials'
import { DEFAULT_ORDER_TYPE, isOrderType } from '@/domain/trade/orderTypes'
import type { Selection } from '@/domain/trade/selection'
import { isSpecialColor } from '@/domain/trade/specialColors'

/** Strings longer than this are refused outright, before any rule reads them (far above every limit). */
const MAX_STRING = 2000

type Input = Record<string, unknown>

function optional<T>(input: Input, key: keyof Selection, guard: (v: unknown) => v is T, reason: InvalidSelectionReason): T | null {
  const value = input[key]
  if (value === undefined || value === null) return null
  if (!guard(value)) throw new InvalidSelectionError(reason, `${key}: ${JSON.stringify(value)}`)
  return value
}

function text(input: Input, key: keyof Selection): string {
  const value = input[key]
  if (value === undefined || value === null) return ''
  if (typeof value !== 'string' || value.length > MAX_STRING) throw new InvalidSelectionError('shape', `${key} must be a string`)
  return value
}

const isString = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= MAX_STRING
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)

/** A limitation number's id may arrive as a number (Payload ids are numbers in SQL databases). */
function readId(input: Input): string | null {
  const value = input.yearlyRingId
  if (Number.isSafeInteger(value)) return String(value)
  return optional(input, 'yearlyRingId', isString, 'shape')
}

/**
 * A selection from a request body (JSON), with every field's type checked and absent fields as in
 * initialSelection (null, '' and a commission order). Whether the group allows the values is
 * priceLine's question; whether texts and dates are right is selectionErrors'.
 * Throws InvalidSelectionError for anything of the wrong type.
 */
export function readSelection(value: unknown): Selection {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new InvalidSelectionError('shape', 'a selection is an object')
  const input = value as Input
  return {
    alloy: optional(input, 'alloy', isAlloy, 'alloy'),
    length: optional(input, 'length', isFiniteNumber, 'length'),
    metalColor: optional(input, 'metalColor', isMaterial, 'metal-color'),
    engraving: optional(input, 'engraving', isEngravingType, 'engraving-type'),
    engravingText: text(input, 'engravingText'),
    engravingImage: optional(input, 'engravingImage', isString, 'shape'),
    specialColor: optional(input, 'specialColor', isSpecialColor, 'special-color'),
    note: text(input, 'note'),
    orderType: optional(input, 'orderType', isOrderType, 'order-type') ?? DEFAULT_ORDER_TYPE,
    yearlyRingId: readId(input),
    endCustomerName: text(input, 'endCustomerName'),
    requestedDeliveryDate: text(input, 'requestedDeliveryDate') || null,
    orderNumber: text(input, 'orderNumber'),
  }
}

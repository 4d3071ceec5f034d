/** The 17 engraving symbols of spec 2 §3, insertable into an engraving text (see engravingText.ts). */
export const engravingSymbols = [
  'angel',
  'cloverleaf',
  'heart_border_slope',
  'heart_border',
  'heart_filled_slope',
  'heart_filled',
  'hearts_border_left',
  'hearts_filled_left',
  'infinity',
  'nutkey',
  'protect',
  'rings_1',
  'rings_2',
  'rose',
  'star_border',
  'star_filled',
  'wedding_wagon',
] as const

export type EngravingSymbol = (typeof engravingSymbols)[number]

export function isEngravingSymbol(value: unknown): value is EngravingSymbol {
  return typeof value === 'string' && (engravingSymbols as readonly string[]).includes(value)
}

/** Engraving types of spec 2 §3/§5: "1 text block, 2 text cursive, 3 image". */
export const engravingTypes = {
  1: 'text_block',
  2: 'text_cursive',
  3: 'image',
} as const

export type EngravingType = keyof typeof engravingTypes
export type TextEngravingType = Exclude<EngravingType, 3>

export function isEngravingType(value: unknown): value is EngravingType {
  return value === 1 || value === 2 || value === 3
}

/** Types 1 and 2 engrave a text (with symbols); type 3 engraves an uploaded image. */
export function isTextEngravingType(value: unknown): value is TextEngravingType {
  return value === 1 || value === 2
}

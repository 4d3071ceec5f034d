/**
 * The nine special colours of spec 2 §3 ("1 crystal white … 9 light nude"). The number is what the
 * article number's colour suffix, the price table and the order line carry; the name is the
 * message-key suffix the shop shows.
 */
export const specialColors = {
  1: 'crystal_white',
  2: 'truffle_white',
  3: 'forget_me_not_blue',
  4: 'ivy_green',
  5: 'hibiscus_red',
  6: 'onyx_black',
  7: 'stardust_black',
  8: 'clear_coat',
  9: 'light_nude',
} as const

export type SpecialColor = keyof typeof specialColors
export type SpecialColorName = (typeof specialColors)[SpecialColor]

/** The colour numbers in catalogue order (1 to 9). */
export const specialColorNumbers = Object.keys(specialColors).map(Number) as SpecialColor[]

export function isSpecialColor(value: unknown): value is SpecialColor {
  return typeof value === 'number' && Object.hasOwn(specialColors, value)
}

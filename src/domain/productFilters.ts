/** Product types and filter value lists (spec 2 §3). */
export const productTypes = ['ring', 'necklace', 'earrings', 'bracelet', 'ronde', 'amulet'] as const
export type ProductType = (typeof productTypes)[number]

export const filterValues = {
  filterAlloy: ['white_gold', 'yellow_gold'],
  filterRingWidth: ['narrow', 'wide'],
  filterRingDiamonds: ['multiple', 'solitaire', 'none'],
  filterRingDesign: ['modern', 'romantic', 'classic', 'dynamic'],
  filterRingEnamelColor: ['red', 'yellow', 'orange', 'rose', 'blue', 'green', 'white', 'black'],
  filterEarringsType: ['hoop_earrings', 'ear_studs'],
  filterNecklaceGeneration: ['classic', 'brilliance_of_the_sun', 'pure_delight', 'silken_delight'],
} as const

/** Bracelet clasps are flexible_gold or "{product}_clasp", so they are free text with a pattern. */
export const braceletClaspPattern = /^(flexible_gold|[a-z0-9]+(?:_[a-z0-9]+)*_clasp)$/

export const booleanFilters = ['isLimited', 'hasHeartSymbol', 'hasEnamel', 'hasMultipleDiamonds'] as const

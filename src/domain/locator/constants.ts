/** The store locator's numbers (spec 3 §4 and §9). */
export const locator = {
  suggestionDebounceMs: 500,
  minQueryLength: 3,
  maxSuggestions: 4,
  firstResults: 3,
  /** Kilometres: the nearest boutique and lounge are pinned on top only this close. */
  pinDistanceKm: 2000,
  /** Stores per answer of /api/v1/stores/search/ (the spec's "stores paged by 100"). */
  pageSize: 100,
} as const

/** Card slider rules (spec 1 §9): 1 slide, 2 from 890 px, 3 from 1240 px, gap 50. */
export const CARD_SLIDER_GAP_PX = 50

/**
 * The gap as the sliders' CSS reads it (`var(--card-slider-gap)`), set on each slider's element, so
 * the card container and the set carousel take the spec's 50 from here instead of repeating it.
 */
export const cardSliderGapVar = { '--card-slider-gap': `${CARD_SLIDER_GAP_PX}px` } as const

export function slidesPerView(viewportWidth: number): number {
  if (viewportWidth >= 1240) return 3
  if (viewportWidth >= 890) return 2
  return 1
}

/** Arrows are disabled at the start and end; the slider is off when every card fits. */
export function sliderState(count: number, perView: number, index: number) {
  const lastIndex = Math.max(0, count - perView)
  const enabled = count > perView
  const at = Math.min(Math.max(0, index), lastIndex)
  return { enabled, index: at, prevDisabled: !enabled || at === 0, nextDisabled: !enabled || at >= lastIndex, lastIndex }
}

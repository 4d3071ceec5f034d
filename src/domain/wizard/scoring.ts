import { chosenChoice, visibleSteps } from '@/domain/wizard/steps'
import type { ScorableProduct, WizardAnswer, WizardStep } from '@/domain/wizard/types'

/** Spec 3 §9: the result shows the top 3. */
export const WIZARD_TOP = 3

/**
 * A product's score (spec 3 §4): for each of its wizard tags, the weight of every step whose chosen
 * answer carries that tag. Only answers of visible steps count.
 */
export function productScore(product: ScorableProduct, steps: readonly WizardStep[], answers: readonly WizardAnswer[]): number {
  const chosen = visibleSteps(steps, answers).flatMap((step) => {
    const choice = chosenChoice(step, answers)
    return choice ? [{ weight: step.weight, tags: new Set(choice.wizardTags) }] : []
  })
  let score = 0
  for (const tag of new Set(product.wizardTags)) for (const c of chosen) if (c.tags.has(tag)) score += c.weight
  return score
}

/**
 * Products by descending score; equal scores keep the order they came in (the catalogue's order,
 * article number ascending), so the same answers always give the same result. Products that match
 * no answer are not a match and are left out.
 */
export function rankProducts<P extends ScorableProduct>(
  products: readonly P[],
  steps: readonly WizardStep[],
  answers: readonly WizardAnswer[],
  top = WIZARD_TOP,
) {
  return products
    .map((product, order) => ({ product, score: productScore(product, steps, answers), order }))
    .filter((p) => p.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, top)
    .map(({ product, score }) => ({ product, score }))
}

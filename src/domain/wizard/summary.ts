import { chosenChoice, visibleSteps } from '@/domain/wizard/steps'
import type { WizardAnswer, WizardStep } from '@/domain/wizard/types'

/** The answered questions in order, as "question: answer" pairs. */
export function answeredSteps<S extends WizardStep>(steps: readonly S[], answers: readonly WizardAnswer[]) {
  return visibleSteps(steps, answers).flatMap((step) => {
    const choice = chosenChoice(step, answers)
    return choice ? [{ step, choice }] : []
  })
}

/**
 * The submission's message (spec 3 §3): the editor's custom message, then one line per answered
 * question, so the house reads what the visitor chose without opening the wizard.
 */
export function wizardMessage(customMessage: string, steps: readonly WizardStep[], answers: readonly WizardAnswer[]): string {
  const lines = answeredSteps(steps, answers).map(({ step, choice }) => `${step.label}: ${choice.name}`)
  return [customMessage.trim(), lines.join('\n')].filter(Boolean).join('\n\n')
}

/** The top products' article numbers, comma separated (spec 3 §3 "products"). */
export const productNumbers = (products: readonly { mpn: string }[]) => products.map((p) => p.mpn).join(',')

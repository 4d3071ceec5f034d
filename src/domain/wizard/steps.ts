import type { WizardAnswer, WizardStep } from '@/domain/wizard/types'

/**
 * The steps a visitor sees (spec 3 §4): a step with conditionalStepChoices shows only when one of
 * those choices was chosen on an earlier visible step. Answers to steps that are not (or no longer)
 * visible do not count, so a step cannot be unlocked by a question the visitor never saw.
 */
export function visibleSteps<S extends WizardStep>(steps: readonly S[], answers: readonly WizardAnswer[]): S[] {
  const chosen = new Map(answers.map((a) => [a.stepId, a.choiceId]))
  const counted = new Set<string>()
  const visible: S[] = []
  for (const step of steps) {
    const shown = step.conditionalStepChoices.length === 0 || step.conditionalStepChoices.some((id) => counted.has(id))
    if (!shown) continue
    visible.push(step)
    const choice = chosen.get(step.id)
    if (choice !== undefined) counted.add(choice)
  }
  return visible
}

/** Where the step index points (spec 3 §4): a step, the result (index = step count) or all answers (+1). */
export type WizardScreen<S extends WizardStep = WizardStep> = { kind: 'step'; step: S } | { kind: 'result' } | { kind: 'allAnswers' }

export function screenAt<S extends WizardStep>(visible: readonly S[], index: number): WizardScreen<S> {
  if (index < visible.length) return { kind: 'step', step: visible[Math.max(0, index)] }
  return index === visible.length ? { kind: 'result' } : { kind: 'allAnswers' }
}

export const resultIndex = (visible: readonly WizardStep[]) => visible.length
export const allAnswersIndex = (visible: readonly WizardStep[]) => visible.length + 1

/** The choice a visitor made on a step, if any. */
export function chosenChoice<S extends WizardStep>(step: S, answers: readonly WizardAnswer[]): S['choices'][number] | undefined {
  const answer = answers.find((a) => a.stepId === step.id)
  return answer ? step.choices.find((c) => c.id === answer.choiceId) : undefined
}

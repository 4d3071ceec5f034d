type RawChoice = { choiceId?: string | null; wizardTags?: string[] | null }
type RawStep = { conditionalStepChoices?: string[] | null; choices?: RawChoice[] | null }

const KEY = /^[a-z0-9][a-z0-9-]{0,63}$/

/**
 * Choice ids are the editor's keys (they are what conditionalStepChoices name and what a stored
 * answer refers to): unique in the wizard, and a condition may only name a choice of an earlier step,
 * since a step shows only when that answer was given before it (spec 3 §4).
 */
export function validateSteps(value: unknown): true | string {
  const steps = (Array.isArray(value) ? value : []) as RawStep[]
  const earlier = new Set<string>()
  for (const [n, step] of steps.entries()) {
    for (const id of step.conditionalStepChoices ?? []) {
      if (!earlier.has(id)) return `Step ${n + 1}: “${id}” is not a choice of an earlier step.`
    }
    for (const choice of step.choices ?? []) {
      const id = choice.choiceId ?? ''
      if (!KEY.test(id)) return `Step ${n + 1}: choice id “${id}” must be lower-case letters, digits and hyphens.`
      if (earlier.has(id)) return `Choice id “${id}” is used twice.`
      earlier.add(id)
    }
  }
  return true
}

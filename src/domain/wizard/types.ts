/** One answer choice of a wizard step (spec 3 §3 "Choice"). `id` is the editor's key, stable across locales. */
export type WizardChoice = {
  id: string
  name: string
  image?: { url: string; width: number; height: number; alt: string }
  wizardTags: string[]
}

/** One question (spec 3 §3 "Wizard step"). */
export type WizardStep = {
  id: string
  label: string
  weight: number
  isImportant: boolean
  /** Choice ids that make this step appear; empty: always shown. */
  conditionalStepChoices: string[]
  choices: WizardChoice[]
}

/** An answer as the visitor gave it, in the order given. */
export type WizardAnswer = { stepId: string; choiceId: string }

/** What scoring needs of a product: its article number and tags. */
export type ScorableProduct = { mpn: string; wizardTags: string[] }

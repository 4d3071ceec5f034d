import type { UrlLocale } from '@/i18n/locales'
import type { Wizard } from '@/payload-types'
import { mapLink } from '@/server/content/mapLink'
import { mapImage } from '@/server/content/mapMedia'
import type { WizardView } from '@/server/content/types'

/** A stored wizard in one language; a step without choices is left out (nothing to answer). */
export function mapWizard(wizard: Wizard, locale: UrlLocale): WizardView {
  const form = wizard.contactForm
  return {
    id: wizard.id,
    formPosition: wizard.formPosition === 'firstStep' ? 'firstStep' : 'lastStep',
    productTypes: wizard.productTypes ?? [],
    intro: {
      title: wizard.intro.title,
      text: wizard.intro.text ?? undefined,
      startLabel: wizard.intro.startLabel ?? undefined,
      image: mapImage(wizard.intro.backgroundImage),
    },
    steps: (wizard.steps ?? [])
      .map((step) => ({
        id: step.id ?? '',
        label: step.label,
        weight: step.weight ?? 0,
        isImportant: Boolean(step.isImportant),
        conditionalStepChoices: step.conditionalStepChoices ?? [],
        choices: (step.choices ?? []).map((choice) => ({
          id: choice.choiceId,
          name: choice.name,
          image: mapImage(choice.image),
          wizardTags: choice.wizardTags ?? [],
        })),
      }))
      .filter((step) => step.choices.length > 0),
    contactForm:
      form?.enabled === false
        ? undefined
        : {
            headline: form?.headline ?? undefined,
            intro: form?.intro ?? undefined,
            subject: form?.subject ?? '',
            customMessage: form?.customMessage ?? '',
            dataAgreementLabel: form?.dataAgreementLabel || undefined,
            privacyLink: mapLink(form?.privacyLink, locale),
          },
    success: { headline: wizard.success?.headline ?? undefined, subheadline: wizard.success?.subheadline ?? undefined },
  }
}

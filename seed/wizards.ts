import type { Payload } from 'payload'
import type { UrlLocale } from '@/i18n/locales'
import { context, ensureMedia, firstLocale, otherLocales, type Ids } from './assets'
import { linkData } from './blocks'
import type { Localized, SeedLink } from './types'
import wizardsData from './data/wizards.json'

type SeedChoice = { id: string; name: Localized; slug: Localized; image?: string; wizardTags: string[] }
type SeedWizard = {
  key: string
  name: string
  productTypes: string[]
  formPosition: 'firstStep' | 'lastStep'
  intro: { image?: string; title: Localized; text: Localized; startLabel: Localized }
  steps: { label: Localized; weight: number; isImportant: boolean; conditionalStepChoices?: string[]; choices: SeedChoice[] }[]
  contactForm: { headline: Localized; intro: Localized; subject: Localized; customMessage: Localized; dataAgreementLabel: Localized; privacyLink?: SeedLink }
  success: { headline: Localized; subheadline: Localized }
}

const wizards = wizardsData as SeedWizard[]

type Row = { id?: string; choices?: Row[] }

/**
 * The product finders (issue 17), before the pages that place them. Found again by name; array rows
 * share their ids across locales, as the layout's blocks do.
 */
export async function seedWizards(payload: Payload, ids: Ids): Promise<void> {
  for (const wizard of wizards) {
    const image = wizard.intro.image ? await ensureMedia(payload, ids, wizard.intro.image, wizard.intro.title) : undefined
    const choiceImages = new Map<string, number | string>()
    for (const step of wizard.steps) for (const c of step.choices) if (c.image) choiceImages.set(c.id, await ensureMedia(payload, ids, c.image, c.name))
    const data = (l: UrlLocale, prior: Row[] = []) => ({
      name: wizard.name,
      productTypes: wizard.productTypes,
      formPosition: wizard.formPosition,
      intro: { backgroundImage: image, title: wizard.intro.title[l], text: wizard.intro.text[l], startLabel: wizard.intro.startLabel[l] },
      steps: wizard.steps.map((step, n) => ({
        id: prior[n]?.id,
        label: step.label[l],
        weight: step.weight,
        isImportant: step.isImportant,
        conditionalStepChoices: step.conditionalStepChoices ?? [],
        choices: step.choices.map((c, m) => ({
          id: prior[n]?.choices?.[m]?.id,
          choiceId: c.id,
          name: c.name[l],
          slug: c.slug[l],
          image: choiceImages.get(c.id),
          wizardTags: c.wizardTags,
        })),
      })),
      contactForm: {
        enabled: true,
        headline: wizard.contactForm.headline[l],
        intro: wizard.contactForm.intro[l],
        subject: wizard.contactForm.subject[l],
        customMessage: wizard.contactForm.customMessage[l],
        dataAgreementLabel: wizard.contactForm.dataAgreementLabel[l],
        privacyLink: linkData(wizard.contactForm.privacyLink ?? { type: 'page', key: 'privacy' }, ids),
      },
      success: { headline: wizard.success.headline[l], subheadline: wizard.success.subheadline[l] },
    })
    const { docs } = await payload.find({ collection: 'wizards', where: { name: { equals: wizard.name } }, limit: 1, depth: 0, overrideAccess: true })
    const first = docs[0]
      ? await payload.update({
          collection: 'wizards',
          id: docs[0].id,
          locale: firstLocale,
          data: data(firstLocale, docs[0].steps as Row[]) as never,
          overrideAccess: true,
          context,
          depth: 0,
        })
      : await payload.create({ collection: 'wizards', locale: firstLocale, data: data(firstLocale) as never, overrideAccess: true, context, depth: 0 })
    for (const l of otherLocales)
      await payload.update({
        collection: 'wizards',
        id: first.id,
        locale: l,
        data: data(l, first.steps as Row[]) as never,
        overrideAccess: true,
        context,
        depth: 0,
      })
    ids.wizards.set(wizard.key, first.id)
  }
}

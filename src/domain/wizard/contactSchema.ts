import { z } from 'zod'
import { formMessage, formMetadata, limits, optionalFlag, optionalText, productList, requiredEmail, requiredGender, requiredText } from '@/domain/forms/fields'

/** The wizard's form ids are `wizard-<id>`: what tells its CONTACT_FORM submissions from the contact page's. */
export const WIZARD_FORM_PREFIX = 'wizard-'
export const wizardFormId = (wizardId: number | string) => `${WIZARD_FORM_PREFIX}${wizardId}`
export function wizardIdOfForm(formId: unknown): string | null {
  if (typeof formId !== 'string' || !formId.startsWith(WIZARD_FORM_PREFIX)) return null
  const id = formId.slice(WIZARD_FORM_PREFIX.length)
  return /^[\w-]{1,64}$/.test(id) ? id : null
}

/** The agreement must be ticked when the wizard shows one (a label is configured); otherwise not asked. */
const agreement = (required: boolean) => (required ? z.preprocess((v) => v === true, z.literal(true, { error: formMessage.required })) : optionalFlag)

/**
 * The wizard's contact form (spec 3 §3 payload, §5 rules): salutation, names and e-mail required;
 * the newsletter optional. At the last step it also carries the top products and the summary.
 */
export const wizardContactSchema = ({ agreementRequired }: { agreementRequired: boolean }) =>
  z.object({
    subject: optionalText(limits.short),
    gender: requiredGender,
    first_name: requiredText(limits.name),
    last_name: requiredText(limits.name),
    email: requiredEmail(formMessage.emailInvalid),
    newsletter_subscription: optionalFlag,
    data_agreement: agreement(agreementRequired),
    customMessage: optionalText(limits.message, 'multi'),
    products: productList,
    message: optionalText(limits.message, 'multi'),
    metadata: formMetadata,
  })
export type WizardContactValues = z.infer<ReturnType<typeof wizardContactSchema>>

import type { Payload } from 'payload'
import { wizardContactSchema } from '@/domain/wizard/contactSchema'

/**
 * The rule for a wizard's contact form, read from the wizard itself: the agreement is required
 * exactly when the editor configured its label in some language (the browser may not decide that).
 * Null when there is no such wizard or it offers no form.
 */
export async function wizardFormSchema(payload: Payload, wizardId: string) {
  const wizard = await payload
    .findByID({ collection: 'wizards', id: wizardId, locale: 'all', depth: 0, overrideAccess: true, disableErrors: true, select: { contactForm: true } })
    .catch(() => null)
  if (!wizard) return null
  const form = wizard.contactForm as { enabled?: boolean | null; dataAgreementLabel?: Record<string, string | null> | string | null } | undefined
  if (form?.enabled === false) return null
  const labels = form?.dataAgreementLabel
  const agreementRequired =
    typeof labels === 'string' ? labels.trim() !== '' : Object.values(labels ?? {}).some((l) => typeof l === 'string' && l.trim() !== '')
  return wizardContactSchema({ agreementRequired })
}

import type { Payload } from 'payload'
import { z } from 'zod'
import { commonFieldsSchema } from '@/domain/forms/common'
import { firstErrors, limits, optionalText, productList, serverMessage } from '@/domain/forms/fields'
import { contactDetailsSchema } from '@/domain/forms/schemas'
import { drfText, json } from '@/server/http/drf'
import { notFound } from '@/server/http/errors'
import { notify } from '@/server/forms/submitForm'
import { sendNewsletterConfirmation } from '@/server/forms/formMails'
import { mailLocale } from '@/server/i18n/mailLocale'
import { formSettings } from '@/server/forms/settings'
import { randomUUID } from 'node:crypto'

/** Details may follow the first step for a day; later the submission is closed to changes. */
export const DETAILS_WINDOW_MS = 24 * 60 * 60 * 1000

/** What a later step may add: step 2's personal details, or the wizard's products and message. */
export const formUpdateSchema = contactDetailsSchema().extend({ products: productList, message: optionalText(limits.message, 'multi') })

/**
 * PATCH /api/v1/forms/{uuid}/: adds details to a contact submission. Only fields that are sent
 * change, so a later update never blanks an earlier one. Unknown, closed or non-contact → 404.
 */
export async function updateForm(payload: Payload, { uuid, raw }: { uuid: string; raw: Record<string, unknown> }): Promise<Response> {
  if (raw.action !== undefined && raw.action !== 'CONTACT_FORM') return json({ action: drfText.invalidChoice(raw.action) }, 400)

  const found = await payload.find({
    collection: 'form-submissions',
    where: { uuid: { equals: uuid.toLowerCase() } },
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const submission = found.docs[0]
  if (!submission || submission.action !== 'CONTACT_FORM') throw notFound()
  if (Date.now() - new Date(submission.createdAt).getTime() > DETAILS_WINDOW_MS) throw notFound()

  const sent = Object.keys(formUpdateSchema.shape).filter((key) => key in raw) as (keyof typeof formUpdateSchema.shape)[]
  const mask = Object.fromEntries(sent.map((key) => [key, true])) as Partial<Record<keyof typeof formUpdateSchema.shape, true>>
  const details = formUpdateSchema.pick(mask).safeParse(raw)
  const common = commonFieldsSchema.partial().safeParse(raw)
  if (!details.success || !common.success) {
    const errors = { ...(common.success ? {} : firstErrors(common.error)), ...(details.success ? {} : firstErrors(details.error as z.ZodError)) }
    return json(Object.fromEntries(Object.entries(errors).map(([f, k]) => [f, serverMessage(k)])), 400)
  }

  const previous = submission.data as Record<string, unknown>
  const data = { ...previous, ...details.data }
  const newlySubscribed =
    details.data.newsletter_subscription === true && submission.newsletter?.status !== 'confirmed' && submission.newsletter?.status !== 'pending'
  const token = newlySubscribed ? randomUUID() : undefined
  await payload.update({
    collection: 'form-submissions',
    id: submission.id,
    overrideAccess: true,
    depth: 0,
    data: { data, detailsAddedAt: new Date().toISOString(), ...(token ? { newsletter: { status: 'pending', token } } : {}) },
  })
  const settings = await formSettings(payload)
  const email = submission.email ?? ''
  await notify(payload, settings.notifyTo('CONTACT_FORM'), { id: submission.id, uuid: submission.uuid, action: 'CONTACT_FORM', email, data }, 'details')
  if (token && email) await sendNewsletterConfirmation(payload, email, mailLocale(submission.language), token)
  return json({ uuid: submission.uuid }, 200)
}

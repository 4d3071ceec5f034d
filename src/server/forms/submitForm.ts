import { randomUUID } from 'node:crypto'
import type { Payload } from 'payload'
import { commonFieldsSchema, ruleLocale } from '@/domain/forms/common'
import { HONEYPOT_FIELD, firstErrors, serverMessage } from '@/domain/forms/fields'
import { wantsNewsletter } from '@/domain/forms/newsletter'
import { eventDayOf } from '@/domain/forms/museumDates'
import { z } from 'zod'
import { formActions, formSchemas, type FormAction } from '@/domain/forms/schemas'
import { normalizeEmail } from '@/domain/email'
import { drfText, json } from '@/server/http/drf'
import type { AccountUser } from '@/server/auth/users'
import { sendFormNotification, sendNewsletterConfirmation } from '@/server/forms/formMails'
import { mailLocale } from '@/server/i18n/mailLocale'
import { formSettings } from '@/server/forms/settings'
import { storeIdByUuid } from '@/server/forms/stores'
import { logger } from '@/server/log/logger'
import { wizardIdOfForm } from '@/domain/wizard/contactSchema'
import { wizardFormSchema } from '@/server/wizard/wizardFormSchema'
import { ringRequester } from '@/server/forms/ringRequest'
import type { LimitName } from '@/server/rateLimit/limiter'

/** Form bodies are small; a wizard's summary message is the longest legitimate one. */
export const FORM_BODY_LIMIT = 32 * 1024

/**
 * A form's body at the edge: any JSON object (the action chooses the schema the rest is checked with,
 * here), read up to FORM_BODY_LIMIT; the per-address throttle is spent once it is read and speaks
 * the language the body names.
 */
export const formBody = z.record(z.string(), z.unknown())
export const formThrottle = (body: Record<string, unknown>, { ip }: { ip: string }) => ({
  checks: [['formsIp', ip]] as [LimitName, string][],
  language: body.used_website_language,
})

/** The action comes first: it chooses the schema the rest of the body is checked with. */
const actionField = z.object({
  action: z.enum(formActions, {
    error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? drfText.required : drfText.invalidChoice(issue.input)),
  }),
})

const asServerErrors = (errors: Record<string, string>) => Object.fromEntries(Object.entries(errors).map(([field, key]) => [field, serverMessage(key)]))

/**
 * POST /api/v1/forms/: checks the common fields and the action's form with the same schema the
 * browser uses, stores the submission, then answers 201. Mail (the house's notification and a
 * newsletter confirmation) goes through the retried mail queue, so an outage delays no visitor.
 * `account` authenticates the sender, for the one action that needs a signed-in account.
 */
export async function submitForm(payload: Payload, { raw, account }: { raw: Record<string, unknown>; account: () => Promise<AccountUser> }): Promise<Response> {
  const chosen = actionField.safeParse(raw)
  if (!chosen.success) return json({ action: chosen.error.issues[0]!.message }, 400)
  const action: FormAction = chosen.data.action
  // The yearly ring's waitlist is for permitted jewellers only (spec 3 §6); their profile names them.
  const requester = action === 'LIMITED_RING_REQUEST' ? await ringRequester(payload, account) : null

  const common = commonFieldsSchema.safeParse(raw)
  const settings = await formSettings(payload)
  const locale = common.success ? ruleLocale(common.data) : 'de'
  // A product finder's contact form (form_id wizard-<id>) has its own rule (spec 3 §5).
  const wizardId = action === 'CONTACT_FORM' ? wizardIdOfForm(raw.form_id) : null
  const schema = wizardId ? await wizardFormSchema(payload, wizardId) : formSchemas[action]({ locale, museum: settings.museum })
  if (!schema) return json({ form_id: serverMessage('form-general.error.invalid-value') }, 400)
  const form = schema.safeParse(raw)
  const errors = { ...(common.success ? {} : firstErrors(common.error)), ...(form.success ? {} : firstErrors(form.error)) }
  if (!common.success || !form.success) return json(asServerErrors(errors), 400)

  const data = form.data as Record<string, unknown> & { email: string; store_uuid?: string | null; newsletter_subscription?: boolean }
  if (requester) Object.assign(data, requester)
  // The museum's day is kept as the calendar day it was validated as, not the shifted instant the
  // browser sent: that instant's UTC date is the day before for visitors east of UTC+7 (Tokyo,
  // Shanghai), and the notification, the CSV and the admin would show it to staff as the booked day.
  if (typeof data.event_date === 'string') data.event_date = eventDayOf(data.event_date)
  const store = await storeIdByUuid(payload, data.store_uuid ?? null)
  if (store === undefined) return json({ store_uuid: serverMessage('form-general.error.invalid-value') }, 400)

  const uuid = randomUUID()
  // A filled honeypot gets the same answer as a person, and nothing is kept or sent.
  if (typeof raw[HONEYPOT_FIELD] === 'string' && raw[HONEYPOT_FIELD] !== '') return json({ uuid }, 201)

  const email = normalizeEmail(data.email)
  const subscribe = action !== 'NEWSLETTER_UNSUBSCRIBE' && wantsNewsletter(action, data)
  const token = subscribe ? randomUUID() : null
  const metadata = (data.metadata ?? { context: 'website' }) as { context: 'website' | 'microsite'; jeweler_slug?: string; jeweler_story_uuid?: string }
  const c = common.data
  const created = await payload.create({
    collection: 'form-submissions',
    overrideAccess: true,
    depth: 0,
    data: {
      uuid,
      action,
      email,
      language: c.used_website_language,
      selectedLanguage: c.selected_language ?? null,
      context: metadata.context,
      store: store ?? null,
      data: { ...data, email },
      newsletter: { status: subscribe ? 'pending' : 'none', token },
      source: {
        formId: c.form_id,
        storyUuid: c.storyblok_story_uuid,
        componentUid: c.storyblok_component_uid,
        jewelerSlug: metadata.jeweler_slug ?? '',
        jewelerStoryUuid: metadata.jeweler_story_uuid ?? '',
        googleClickId: c.google_click_id,
        metaClickId: c.meta_click_id,
      },
    },
  })

  if (action === 'NEWSLETTER_UNSUBSCRIBE') await unsubscribe(payload, email)
  await notify(payload, settings.notifyTo(action), { id: created.id, uuid, action, email, data: created.data as Record<string, unknown> })
  if (token) await sendNewsletterConfirmation(payload, email, mailLocale(c.used_website_language), token)
  return json({ uuid }, 201)
}

/** Every subscription of the address ends; the answer never tells whether there was one. */
async function unsubscribe(payload: Payload, email: string): Promise<void> {
  await payload.update({
    collection: 'form-submissions',
    overrideAccess: true,
    depth: 0,
    where: { and: [{ email: { equals: email } }, { 'newsletter.status': { in: ['pending', 'confirmed'] } }] },
    data: { newsletter: { status: 'unsubscribed', token: null } },
  })
}

export async function notify(
  payload: Payload,
  to: string | null,
  submission: Parameters<typeof sendFormNotification>[2],
  heading?: Parameters<typeof sendFormNotification>[3],
) {
  if (!to) {
    logger.warn({ action: submission.action, uuid: submission.uuid }, 'form stored; no notification address configured (form settings or FORMS_NOTIFY_TO)')
    return
  }
  await sendFormNotification(payload, to, submission, heading)
}

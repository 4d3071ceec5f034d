import type { Payload } from 'payload'
import { htmlLang, type UrlLocale } from '@/i18n/locales'
import { publicUrl } from '@/server/http/publicUrl'
import { translatorFor } from '@/server/i18n/translator'
import { queueMail } from '@/server/jobs/queueMail'
import { renderMailHtml, renderMailText, type MailContent } from '@/server/mail/layout'

export function newsletterConfirmLink(locale: UrlLocale, token: string): string {
  return `${publicUrl()}/${locale}/newsletter/confirm/${token}/`
}

/** The double opt-in mail (spec 1 §4): the link to the confirmation page, in the visitor's language. */
export async function sendNewsletterConfirmation(payload: Payload, to: string, locale: UrlLocale, token: string): Promise<void> {
  const t = await translatorFor(locale)
  const content: MailContent = {
    brand: t('site.brand'),
    heading: t('mail.newsletter.heading'),
    paragraphs: [t('mail.newsletter.intro')],
    action: { label: t('mail.newsletter.button'), url: newsletterConfirmLink(locale, token) },
    footnote: t('mail.newsletter.ignore'),
    signature: t('mail.signature'),
  }
  await queueMail(payload, { to, subject: t('mail.newsletter.subject'), html: renderMailHtml(content, htmlLang[locale]), text: renderMailText(content) })
}

const show = (value: unknown) => (typeof value === 'boolean' ? (value ? 'yes' : 'no') : value === null || value === undefined ? '' : String(value))

/**
 * The notification to the house: every field as sent, a link to the stored row, and the visitor's
 * address as Reply-To. In German, the house's working language.
 */
export async function sendFormNotification(
  payload: Payload,
  to: string,
  submission: { id: number | string; uuid: string; action: string; email?: string | null; data: Record<string, unknown> },
  heading: 'notification' | 'details' = 'notification',
): Promise<void> {
  const t = await translatorFor('de')
  const rows = Object.entries(submission.data)
    .filter(([, value]) => value !== '' && value !== null && value !== undefined)
    .map(([field, value]) => `${field}: ${typeof value === 'object' ? JSON.stringify(value) : show(value)}`)
  const content: MailContent = {
    brand: t('site.brand'),
    heading: heading === 'details' ? t('mail.form.details', { action: submission.action }) : t('mail.form.notification', { action: submission.action }),
    paragraphs: [`uuid: ${submission.uuid}`, ...rows],
    action: { label: t('mail.form.open'), url: `${publicUrl()}/admin/collections/form-submissions/${submission.id}` },
    signature: t('mail.signature'),
  }
  await queueMail(payload, {
    to,
    subject: t('mail.form.subject', { action: submission.action, email: submission.email ?? '' }),
    html: renderMailHtml(content, 'de'),
    text: renderMailText(content),
    replyTo: submission.email ?? undefined,
  })
}

import 'server-only'
import type { Payload } from 'payload'
import { publicUrl } from '@/server/http/publicUrl'
import { translatorFor } from '@/server/i18n/translator'
import { queueMail } from '@/server/jobs/queueMail'
import { logger } from '@/server/log/logger'
import { renderMailHtml, renderMailText, type MailContent } from '@/server/mail/layout'

/** Who hears of new applications: CAREERS_NOTIFY_TO, else the forms' notification address. */
async function hrAddress(payload: Payload): Promise<string | null> {
  if (process.env.CAREERS_NOTIFY_TO) return process.env.CAREERS_NOTIFY_TO
  const settings = await payload.findGlobal({ slug: 'form-settings', overrideAccess: true, depth: 0 })
  return settings.notificationEmail || process.env.FORMS_NOTIFY_TO || null
}

/**
 * Tells HR of a new application through the retried mail jobs, in German (the house's working
 * language). Only the position and the applicant's name: the details and files stay behind the
 * admin's login, one click away.
 */
export async function notifyHr(payload: Payload, application: { id: number | string; positionName: string; name: string; email: string }): Promise<void> {
  const to = await hrAddress(payload)
  if (!to) {
    logger.warn({ application: application.id }, 'careers: application stored; no HR address configured (CAREERS_NOTIFY_TO or form settings)')
    return
  }
  const t = await translatorFor('de')
  const content: MailContent = {
    brand: t('site.brand'),
    heading: t('career.mail.heading', { position: application.positionName }),
    paragraphs: [t('career.mail.intro', { name: application.name, position: application.positionName })],
    action: { label: t('career.mail.open'), url: `${publicUrl()}/admin/collections/job-applications/${application.id}` },
    signature: t('mail.signature'),
  }
  await queueMail(payload, {
    to,
    subject: t('career.mail.subject', { position: application.positionName, name: application.name }),
    html: renderMailHtml(content, 'de'),
    text: renderMailText(content),
    replyTo: application.email,
  })
}

import 'server-only'
import type { Payload } from 'payload'
import { publicUrl } from '@/server/http/publicUrl'
import { translatorFor } from '@/server/i18n/translator'
import { queueMail } from '@/server/jobs/queueMail'
import { logger } from '@/server/log/logger'
import { renderMailHtml, renderMailText } from '@/server/mail/layout'
import { subjectPhrase, type RequestSubject } from '@/server/portal/changeRequestAnswer'
import { rowNames } from '@/server/portal/names'
import { houseAddress } from '@/server/trade/orderMails'

/** A change request the portal's action list has just written (its id in the change-requests collection). */
export type WrittenChangeRequest = { id: number; location: number; information: string; subject: RequestSubject }

/** Who asked, as the order's history names its movers: the user's e-mail. */
export async function requesterAddress(payload: Payload, userId: number): Promise<string> {
  const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, disableErrors: true, select: { email: true } })
  return user?.email ?? `user:${userId}`
}

/**
 * The order desk hears of each new change request (issue 33): a mail in German, the house's working
 * language, naming the store, the user, what the request is about and its text, with a link to the
 * task in the admin; replies go to the user. Sent to the address new orders go to (ORDERS_NOTIFY_TO,
 * else the form settings' notification address). Written after the list committed, since the link
 * needs the task's id; a mail that fails is retried by the mail jobs, and the task waits in the
 * admin's list ("Open") whatever becomes of its mail.
 */
export async function mailHouseOfRequests(payload: Payload, requests: WrittenChangeRequest[], userId: number): Promise<void> {
  try {
    const to = await houseAddress(payload)
    if (!to) {
      logger.warn({ changeRequests: requests.map((r) => r.id) }, 'change request stored; no house address for its mail (ORDERS_NOTIFY_TO or form settings)')
      return
    }
    const t = await translatorFor('de')
    const names = await rowNames(
      payload,
      requests.map((r) => r.location),
      [userId],
    )
    const user = await payload.findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, disableErrors: true, select: { email: true } })
    const person = names.users.get(userId) ?? ''
    for (const request of requests) {
      const store = names.stores.get(request.location) ?? String(request.location)
      const what = subjectPhrase(t, request.subject)
      const subject = t('mail.change-request.house-subject', { store, subject: what })
      const content = {
        brand: t('site.brand'),
        heading: subject,
        paragraphs: [t('mail.change-request.house-intro', { user: person, email: user?.email ?? '', store, subject: what }), request.information],
        action: { label: t('mail.change-request.house-open'), url: `${publicUrl()}/admin/collections/change-requests/${request.id}` },
        signature: t('mail.signature'),
      }
      await queueMail(payload, { to, subject, html: renderMailHtml(content, 'de'), text: renderMailText(content), replyTo: user?.email ?? undefined })
    }
  } catch (err) {
    // The requests are saved; the list's answer does not depend on their mail.
    logger.error({ err, changeRequests: requests.map((r) => r.id) }, 'change requests stored; their mail to the house was not queued')
  }
}

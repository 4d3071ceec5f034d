import { randomUUID } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import type { ChangeRequest } from '@/payload-types'
import { htmlLang, type UrlLocale } from '@/i18n/locales'
import { portalPath } from '@/domain/portal/portalSections'
import { publicUrl } from '@/server/http/publicUrl'
import { mailLocale } from '@/server/i18n/mailLocale'
import { translatorFor } from '@/server/i18n/translator'
import { queueMailWithChange } from '@/server/jobs/queueMail'
import { logger } from '@/server/log/logger'
import { renderMailHtml, renderMailText } from '@/server/mail/layout'

// Loaded by the collection's hooks (and so by the payload CLI): no `server-only` in this file's imports.

type Translator = Awaited<ReturnType<typeof translatorFor>>

/** What a request is about, as a mail names it: a piece by its serial number, or an order's line. */
export type RequestSubject = { kind: 'item'; serial: string; article: string } | { kind: 'order_line'; order: string; article: string }

export const subjectPhrase = (t: Translator, s: RequestSubject): string =>
  s.kind === 'item'
    ? t('mail.change-request.subject-item', { serial: s.serial, article: s.article })
    : t('mail.change-request.subject-line', { order: s.order, article: s.article })

const idOf = (value: unknown): number | null => {
  const id = value && typeof value === 'object' ? (value as { id?: unknown }).id : value
  return typeof id === 'number' || (typeof id === 'string' && /^\d+$/.test(id)) ? Number(id) : null
}

/** The request's piece or order line as it is now, with the order (a line's history belongs to it). */
async function subjectOf(
  req: PayloadRequest,
  request: ChangeRequest,
): Promise<{ subject: RequestSubject; order: { id: number; language: string | null } | null } | null> {
  const { payload } = req
  if (request.kind === 'item') {
    const id = idOf(request.item)
    const item = id === null ? null : await payload.findByID({ collection: 'inventory-items', id, depth: 0, overrideAccess: true, disableErrors: true, req })
    return item ? { subject: { kind: 'item', serial: item.serialNumber, article: item.articleNumber }, order: null } : null
  }
  const id = idOf(request.orderLine)
  const line = id === null ? null : await payload.findByID({ collection: 'order-lines', id, depth: 0, overrideAccess: true, disableErrors: true, req })
  const orderId = line ? idOf(line.order) : null
  const order =
    orderId === null ? null : await payload.findByID({ collection: 'orders', id: orderId, depth: 0, overrideAccess: true, disableErrors: true, req })
  if (!line || !order) return null
  return {
    subject: { kind: 'order_line', order: order.orderNumber ?? String(order.id), article: line.fullCode },
    order: { id: order.id, language: order.language ?? null },
  }
}

/**
 * The house answered a store's change request (the save that moved it into "answered"): the answer
 * goes into the piece's history (an inventory event) or the order's history (an order event naming
 * the line), and to the requesting user by mail in their language (their profile's, else the
 * order's, as the order moves' mails choose it). Both are written in the save's own transaction
 * (req), so an answer is told exactly when it is saved.
 */
export async function tellAnswer(req: PayloadRequest, request: ChangeRequest): Promise<void> {
  const { payload } = req
  const found = await subjectOf(req, request)
  if (!found) {
    logger.warn({ changeRequest: request.id }, 'change request answered; its piece or order line is gone, nobody told')
    return
  }
  const answer = (request.answer ?? '').trim()
  const information = request.information
  const at = request.answeredAt ?? new Date().toISOString()
  const staff = req.user?.collection === 'admins' ? (req.user as { email?: string }).email : undefined
  if (request.kind === 'item') {
    await payload.create({
      collection: 'inventory-events',
      data: { item: idOf(request.item)!, type: 'change_answered', date: at, data: { information, answer, change_request: request.id } },
      overrideAccess: true,
      depth: 0,
      req,
    })
  } else {
    await payload.create({
      collection: 'order-events',
      data: {
        order: found.order!.id,
        type: 'change_answered',
        at,
        by: staff ?? 'house',
        key: randomUUID(),
        data: { lines: [idOf(request.orderLine)], information, answer, change_request: request.id },
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
  }

  const userId = idOf(request.user)
  const user =
    userId === null
      ? null
      : await payload.findByID({
          collection: 'users',
          id: userId,
          depth: 0,
          overrideAccess: true,
          disableErrors: true,
          req,
          select: { email: true, language: true },
        })
  if (!user?.email) {
    logger.warn({ changeRequest: request.id }, 'change request answered; no address to tell')
    return
  }
  const locale: UrlLocale = user.language ? mailLocale(user.language) : mailLocale(found.order?.language)
  const t = await translatorFor(locale)
  const what = subjectPhrase(t, found.subject)
  const subject = t('mail.change-request.answer-subject', { subject: what })
  const content = {
    brand: t('site.brand'),
    heading: subject,
    paragraphs: [
      t('mail.change-request.answer-intro', { subject: what }),
      t('mail.change-request.answer-text', { answer }),
      t('mail.change-request.asked', { information }),
    ],
    action: {
      label: t('mail.change-request.answer-button'),
      url: `${publicUrl()}${portalPath(locale, request.kind === 'item' ? undefined : 'open-orders')}`,
    },
    signature: t('mail.signature'),
  }
  await queueMailWithChange(req, { to: user.email, subject, html: renderMailHtml(content, htmlLang[locale]), text: renderMailText(content) })
}

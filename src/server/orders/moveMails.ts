import 'server-only'
import type { Payload } from 'payload'
import type { Order, OrderLine } from '@/payload-types'
import { htmlLang, type UrlLocale } from '@/i18n/locales'
import type { LineStatus, Mover } from '@/domain/orders/orderStatus'
import { formatDay } from '@/domain/trade/tradeFigures'
import { orderPath } from '@/domain/shop/shopGuard'
import { publicUrl } from '@/server/http/publicUrl'
import { mailLocale } from '@/server/i18n/mailLocale'
import { translatorFor } from '@/server/i18n/translator'
import { discardHeldMail, holdMail, sendHeldMail, type MailAttachment } from '@/server/jobs/queueMail'
import { logger } from '@/server/log/logger'
import { renderMailHtml, renderMailText } from '@/server/mail/layout'
import { mailNames } from '@/server/trade/mailNames'
import { relationId } from '@/server/payload/relationId'

type Moved = { line: OrderLine; change: { status: LineStatus; estimatedDelivery?: string } }

/** What a move tells the jeweller: the kind of move and the lines it touched. */
export type MoveMail =
  | { kind: 'confirmed'; lines: Moved[] }
  | { kind: 'in_production'; lines: Moved[] }
  | { kind: 'shipped'; lines: { line: OrderLine; serialNumbers: string[] }[]; carrier: string | null; trackingNumber: string | null }
  | { kind: 'cancelled'; lines: Moved[]; reason: string | null; by: Mover }

export type HeldMoveMail = { release: () => void; discard: () => Promise<void> }

/** The user who placed the order, and the language their mails (and the documents they carry) are in: their profile's, else the order's. */
export async function recipientOf(payload: Payload, order: Order): Promise<{ email: string; locale: UrlLocale } | null> {
  const user = await payload.findByID({
    collection: 'users',
    id: String(relationId(order.user)),
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
    select: { email: true, language: true },
  })
  if (!user?.email) return null
  return { email: user.email, locale: user.language ? mailLocale(user.language) : mailLocale(order.language) }
}

/**
 * The jeweller's mail about a move, in the ordering user's language, written and held before the
 * move's transaction: it goes out only if the move's history entry (its `key`) was committed
 * (src/server/jobs/sendMailTask.ts), so a move and its mail cannot part, and a process that dies
 * right after the commit leaves it to the job runner.
 */
export async function holdMoveMail(
  payload: Payload,
  order: Order,
  mail: MoveMail,
  key: string,
  attachments?: (locale: UrlLocale) => Promise<MailAttachment[]>,
): Promise<HeldMoveMail | null> {
  const to = await recipientOf(payload, order)
  if (!to) {
    logger.warn({ order: order.id }, 'no address to tell of an order move')
    return null
  }
  const { locale } = to
  const t = await translatorFor(locale)
  const lines = mail.lines.map((l) => l.line)
  const names = await mailNames(payload, { order, lines, shippingMethodId: null }, locale)
  const number = order.orderNumber ?? String(order.id)
  const day = (value: string) => formatDay(value, htmlLang[locale])
  const piece = (line: OrderLine) => ({ quantity: line.quantity, name: names.product(line), code: line.fullCode })
  const paragraphs: string[] = [t(`mail.order-move.intro.${mail.kind}`, { number })]
  switch (mail.kind) {
    case 'confirmed':
      for (const { line, change } of mail.lines)
        paragraphs.push(t('mail.order-move.line-delivery', { ...piece(line), date: day(change.estimatedDelivery ?? line.estimatedDelivery ?? '') }))
      break
    case 'in_production':
      for (const { line } of mail.lines) paragraphs.push(t('mail.order-move.line', piece(line)))
      break
    case 'shipped':
      for (const { line, serialNumbers } of mail.lines)
        paragraphs.push(t('mail.order-move.line-serials', { ...piece(line), serials: serialNumbers.join(', '), count: serialNumbers.length }))
      if (mail.carrier) paragraphs.push(t('mail.order-move.carrier', { carrier: mail.carrier }))
      if (mail.trackingNumber) paragraphs.push(t('mail.order-move.tracking', { tracking: mail.trackingNumber }))
      paragraphs.push(t('mail.order-move.receive'))
      break
    case 'cancelled':
      for (const { line } of mail.lines) paragraphs.push(t('mail.order-move.line', piece(line)))
      if (mail.reason) paragraphs.push(t('mail.order-move.reason', { reason: mail.reason }))
      break
  }
  const subject = t(`mail.order-move.subject.${mail.kind}`, { number })
  const content = {
    brand: t('site.brand'),
    heading: subject,
    paragraphs,
    action: { label: t('mail.order.button'), url: `${publicUrl()}${orderPath(locale, order.id)}` },
    signature: t('mail.signature'),
  }
  // The move's documents (issue 33), in the mail's language: written with the mail, so it carries them whenever it goes.
  const files = attachments ? await attachments(locale) : []
  const ids = await holdMail(
    payload,
    [
      {
        to: to.email,
        subject,
        html: renderMailHtml(content, htmlLang[locale]),
        text: renderMailText(content),
        ...(files.length ? { attachments: files } : {}),
      },
    ],
    { orderEvent: key },
  )
  return { release: () => sendHeldMail(payload, ids), discard: () => discardHeldMail(payload, ids) }
}

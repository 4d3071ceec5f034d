import 'server-only'
import type { Payload } from 'payload'
import type { Order, OrderLine } from '@/payload-types'
import type { OrderAddress } from '@/contracts/order'
import { htmlLang, type UrlLocale } from '@/i18n/locales'
import type { Currency } from '@/domain/trade/currencies'
import { formatAmount } from '@/domain/trade/formatAmount'
import { formatDay, formatFigure } from '@/domain/trade/tradeFigures'
import { publicUrl } from '@/server/http/publicUrl'
import { translatorFor } from '@/server/i18n/translator'
import { discardHeldMail, holdMail, sendHeldMail, type MailMessage } from '@/server/jobs/queueMail'
import { logger } from '@/server/log/logger'
import { renderMailHtml, renderMailText, type MailContent } from '@/server/mail/layout'
import { mailNames } from '@/server/trade/mailNames'
import { orderLineDetails } from '@/server/trade/orderLineDetails'

/** The order as it will be placed, the shipping method it is charged with, and the store's name. */
type Translator = Awaited<ReturnType<typeof translatorFor>>

type Placed = { order: Order; lines: OrderLine[]; shippingMethodId: number | null; storeName: string }

/** Where the house hears of new orders: ORDERS_NOTIFY_TO, else the address the forms notify. */
export async function houseAddress(payload: Payload): Promise<string | null> {
  if (process.env.ORDERS_NOTIFY_TO?.trim()) return process.env.ORDERS_NOTIFY_TO.trim()
  const settings = await payload.findGlobal({ slug: 'form-settings', overrideAccess: true, depth: 0 })
  return settings.notificationEmail || process.env.FORMS_NOTIFY_TO || null
}

/**
 * The order's totals as the confirmation states them: net, VAT at the rate charged and gross
 * (issue 33), as written on the order when it was placed. An order placed before VAT was kept has
 * only its total.
 */
function totalTexts(order: Order, t: Translator, amount: (minor: number | null | undefined) => string): string[] {
  if (!order.vatCountry || typeof order.vatPercent !== 'number' || order.vatAmount == null || order.grossAmount == null) {
    return [t('mail.order.total', { amount: amount(order.totalAmount) })]
  }
  const country = order.vatCountry
  return [
    t('mail.order.net', { amount: amount(order.totalAmount) }),
    order.vatPercent === 0
      ? t('mail.order.vat-zero', { country, amount: amount(order.vatAmount) })
      : t('mail.order.vat', { percent: formatFigure(order.vatPercent), country, amount: amount(order.vatAmount) }),
    t('mail.order.gross', { amount: amount(order.grossAmount) }),
  ]
}

async function content(payload: Payload, placed: Placed, locale: UrlLocale, audience: 'customer' | 'house'): Promise<{ subject: string; mail: MailContent }> {
  const t = await translatorFor(locale)
  const names = await mailNames(payload, placed, locale)
  const { order, lines, storeName } = placed
  const currency = order.currency as Currency
  const amount = (minor: number | null | undefined) => formatAmount(Number(minor ?? 0), currency)
  // Days in the mail's language, figures as the prices beside them (tradeFigures.ts), as on the cart page.
  const day = (value: string | null | undefined) => (value ? formatDay(value, htmlLang[locale]) : '')
  const number = order.orderNumber ?? String(order.id)
  // Each line, and below it what the jeweller chose for it: the metadata the house manufactures from.
  const lineTexts = lines.flatMap((line) => {
    const details = orderLineDetails(line, { t, day, number: formatFigure, audience })
    return [
      t('mail.order.line', {
        quantity: line.quantity,
        name: names.product(line),
        code: line.fullCode,
        amount: amount(line.totalAmount),
        delivery: day(line.estimatedDelivery),
      }),
      ...(details.length ? [details.join(' · ')] : []),
    ]
  })
  const terms = locale === 'de' ? order.paymentTermsDe : order.paymentTermsEn
  const address = order.shippingAddress as OrderAddress | null
  const addressText = address
    ? [address.full_name, address.line_1, address.line_2, `${address.zip_code ?? ''} ${address.city ?? ''}`.trim(), address.country_code]
        .filter(Boolean)
        .join(', ')
    : ''
  const paragraphs = [
    audience === 'customer' ? t('mail.order.intro', { store: storeName, number }) : t('mail.order.house-intro', { store: storeName, number }),
    ...lineTexts,
    t('mail.order.shipping', { method: names.shippingMethod, amount: amount(order.shippingAmount) }),
    ...totalTexts(order, t, amount),
    t('mail.order.address', { address: addressText }),
    ...(terms ? [t('mail.order.terms', { terms })] : []),
  ]
  const action =
    audience === 'customer'
      ? { label: t('mail.order.button'), url: `${publicUrl()}/${locale}/orders/` }
      : { label: t('mail.order.open'), url: `${publicUrl()}/admin/collections/orders/${order.id}` }
  return {
    subject: audience === 'customer' ? t('mail.order.subject', { number }) : t('mail.order.house-subject', { number, store: storeName }),
    mail: { brand: t('site.brand'), heading: t('mail.order.heading', { number }), paragraphs, action, signature: t('mail.signature') },
  }
}

/** The confirmation and the house's notice of a placement, held until it commits (holdMail). */
export type HeldOrderMails = { release: () => void; discard: () => Promise<void> }

/**
 * The order confirmation to the user who placed it, in their language, and the notification to the
 * house, in German (its working language), written before the placement commits from the order as
 * it will be placed: release() sends them after the commit, discard() drops them when the placement
 * did not happen. A process that dies between the commit and release() leaves them to the job
 * runner, which sends them because the order was placed (issue 20: no placed order without its
 * confirmation). Both go through the mail jobs, so a failed send is retried.
 */
export async function holdOrderMails(payload: Payload, placed: Placed, to: { email: string; locale: UrlLocale }): Promise<HeldOrderMails> {
  const customer = await content(payload, placed, to.locale, 'customer')
  const messages: MailMessage[] = [
    { to: to.email, subject: customer.subject, html: renderMailHtml(customer.mail, htmlLang[to.locale]), text: renderMailText(customer.mail) },
  ]
  const house = await houseAddress(payload)
  if (house) {
    const notice = await content(payload, placed, 'de', 'house')
    messages.push({ to: house, subject: notice.subject, html: renderMailHtml(notice.mail, 'de'), text: renderMailText(notice.mail), replyTo: to.email })
  } else {
    logger.warn({ order: placed.order.id }, 'no house address for the notification of a placed order (ORDERS_NOTIFY_TO or form settings)')
  }
  const ids = await holdMail(payload, messages, { order: placed.order.id, placedAt: placed.order.placedAt ?? '' })
  return { release: () => sendHeldMail(payload, ids), discard: () => discardHeldMail(payload, ids) }
}

import type { Payload } from 'payload'
import { htmlLang, type UrlLocale } from '@/i18n/locales'
import { encodeUid, makeAccountToken, type TokenUser } from '@/server/auth/accountToken'
import { publicUrl } from '@/server/http/publicUrl'
import { translatorFor } from '@/server/i18n/translator'
import { queueMail } from '@/server/jobs/queueMail'
import { renderMailHtml, renderMailText, type MailContent } from '@/server/mail/layout'

export type AccountMailKind = 'activation' | 'reset'

/** Where each mail's link leads: the login page activates, the reset page asks for a new password. */
const linkPath: Record<AccountMailKind, string> = { activation: 'account/login', reset: 'account/password-reset' }

export function accountLink(kind: AccountMailKind, locale: UrlLocale, user: TokenUser, secret: string): string {
  const query = new URLSearchParams({ uid: encodeUid(user.id), token: makeAccountToken(user, secret) })
  return `${publicUrl()}/${locale}/${linkPath[kind]}/?${query}`
}

/** The activation or reset e-mail in the user's language, as HTML and plain text, through the mail queue. */
export async function sendAccountMail(payload: Payload, kind: AccountMailKind, user: TokenUser, locale: UrlLocale): Promise<void> {
  const t = await translatorFor(locale)
  const content: MailContent = {
    brand: t('site.brand'),
    heading: t(`mail.${kind}.heading`),
    paragraphs: [t(`mail.${kind}.intro`)],
    action: { label: t(`mail.${kind}.button`), url: accountLink(kind, locale, user, payload.secret) },
    footnote: `${t(`mail.${kind}.expiry`)} ${t(`mail.${kind}.ignore`)}`,
    signature: t('mail.signature'),
  }
  await queueMail(payload, {
    to: user.email,
    subject: t(`mail.${kind}.subject`),
    html: renderMailHtml(content, htmlLang[locale]),
    text: renderMailText(content),
  })
}

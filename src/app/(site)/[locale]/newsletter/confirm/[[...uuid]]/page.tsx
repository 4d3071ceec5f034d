import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'
import { PageShell } from '@/components/layout/PageShell'
import { NewsletterConfirm } from '@/components/newsletter/NewsletterConfirm'
import { urlLocales } from '@/i18n/locales'
import { pageLocale } from '@/server/http/pageLocale'
import { newsletterConfirmTexts } from '@/server/forms/confirmTexts'

type Props = { params: Promise<{ locale: string; uuid?: string[] }> }

// Each link is personal and used once: rendered per request, never cached or indexed.
export const dynamic = 'force-dynamic'

const alternates = Object.fromEntries(urlLocales.map((l) => [l, `/${l}/`]))

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'newsletterConfirm' })
  return { title: t('title'), robots: { index: false, follow: false } }
}

/** Issue 7: `/{locale}/newsletter/confirm/{uuid}` — the double opt-in link of the e-mail. */
export default async function NewsletterConfirmPage({ params }: Props) {
  const locale = await pageLocale(params)
  const { uuid } = await params
  const token = uuid?.length === 1 ? uuid[0] : undefined
  return (
    <PageShell locale={locale} alternates={alternates}>
      <NewsletterConfirm uuid={token} texts={await newsletterConfirmTexts(locale)} homeHref={`/${locale}/`} />
    </PageShell>
  )
}

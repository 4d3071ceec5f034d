import { getTranslations } from 'next-intl/server'
import { PageShell } from '@/components/layout/PageShell'
import { StatusMessage } from '@/components/layout/StatusMessage'
import type { UrlLocale } from '@/i18n/locales'

/** The localized "page does not exist" page: Next's not-found file and the proxy's 404 page. */
export async function NotFoundView({ locale }: { locale: UrlLocale }) {
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return (
    <PageShell locale={locale} alternates={{}}>
      <StatusMessage title={t('title')} text={t('text')} linkHref={`/${locale}/`} linkLabel={t('home')} />
    </PageShell>
  )
}

import { getLocale, getTranslations } from 'next-intl/server'
import { PageShell } from '@/components/layout/PageShell'
import { StatusMessage } from '@/components/layout/StatusMessage'
import { defaultLocale, isUrlLocale } from '@/i18n/locales'

export default async function NotFound() {
  const requested = await getLocale()
  const locale = isUrlLocale(requested) ? requested : defaultLocale
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return (
    <PageShell locale={locale} alternates={{}}>
      <StatusMessage title={t('title')} text={t('text')} linkHref={`/${locale}/`} linkLabel={t('home')} />
    </PageShell>
  )
}

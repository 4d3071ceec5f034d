import { getLocale } from 'next-intl/server'
import { NotFoundView } from '@/components/layout/NotFoundView'
import { defaultLocale, isUrlLocale } from '@/i18n/locales'

export default async function NotFound() {
  const requested = await getLocale()
  return <NotFoundView locale={isUrlLocale(requested) ? requested : defaultLocale} />
}

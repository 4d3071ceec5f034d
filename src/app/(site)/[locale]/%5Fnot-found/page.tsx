import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { NotFoundView } from '@/components/layout/NotFoundView'
import { isUrlLocale } from '@/i18n/locales'

type Props = { params: Promise<{ locale: string }> }

/**
 * The 404 page the proxy sends, with status 404, for a document address that has no document
 * (src/server/http/missingDocument.ts). A page of its own because Next 16 answers notFound() in an
 * on-demand rendered route with an empty error shell that only JavaScript fills in. Rendered on its
 * first request, not at build time: the header and footer come from the database the server runs on
 * (the build's may be another or empty), then cached like any page.
 */
export const dynamic = 'force-static'
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isUrlLocale(locale)) return {}
  const t = await getTranslations({ locale, namespace: 'notFound' })
  return { title: t('title'), robots: { index: false } }
}

export default async function NotFoundPage({ params }: Props) {
  const { locale } = await params
  if (!isUrlLocale(locale)) notFound()
  setRequestLocale(locale)
  return <NotFoundView locale={locale} />
}

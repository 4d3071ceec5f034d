import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { PageShell } from '@/components/layout/PageShell'
import { ProductHero } from '@/components/product/ProductHero'
import { MicrositeProvider } from '@/components/microsite/MicrositeContext'
import { StickyNav } from '@/components/stickyNav/StickyNav'
import { withMicrositeLinks } from '@/domain/microsite'
import { anchorsFromBlocks } from '@/domain/stickyNav'
import { isUrlLocale } from '@/i18n/locales'
import { findDocument } from '@/server/content/documents'
import { fillJewelerPlaceholders, findJeweler } from '@/server/content/jewelers'
import { filteredRobots, findFilteredDocument } from '@/server/products/filteredDocument'

type Props = { params: Promise<{ locale: string; jeweler: string; filters: string; slug?: string[] }> }

// The filtered twin of a microsite page (issue 6), as the house's twin: src/proxy.ts rewrites here.
export const dynamic = 'force-static'
export const revalidate = false
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, jeweler: slug, slug: segments = [] } = await params
  const [doc, jeweler] = isUrlLocale(locale) ? await Promise.all([findDocument(locale, segments), findJeweler(locale, slug)]) : [null, null]
  if (!doc) return {}
  const canonical = doc.alternates[locale as keyof typeof doc.alternates]
  return {
    title: jeweler ? `${doc.title} · ${jeweler.name}` : doc.title,
    description: doc.description,
    alternates: canonical ? { canonical } : undefined,
    robots: filteredRobots,
  }
}

export default async function FilteredMicrositePage({ params }: Props) {
  const { locale, jeweler: slug, filters, slug: segments = [] } = await params
  if (!isUrlLocale(locale)) notFound()
  const [filtered, jeweler] = await Promise.all([findFilteredDocument(locale, segments, filters), findJeweler(locale, slug)])
  if (!filtered) notFound()
  const blocks = await fillJewelerPlaceholders(filtered.blocks, jeweler, slug)
  const doc = withMicrositeLinks({ ...filtered, blocks }, slug)
  setRequestLocale(locale)
  return (
    <MicrositeProvider jeweler={jeweler ? { slug: jeweler.slug, uuid: jeweler.uuid } : null}>
      <PageShell locale={locale} alternates={doc.alternates} microsite={slug}>
        {doc.product ? <ProductHero product={doc.product} /> : null}
        <StickyNav anchors={anchorsFromBlocks(doc.blocks, 'microsite')} channel="microsite" />
        <RenderBlocks blocks={doc.blocks} channel="microsite" title={doc.product ? undefined : doc.title} />
      </PageShell>
    </MicrositeProvider>
  )
}

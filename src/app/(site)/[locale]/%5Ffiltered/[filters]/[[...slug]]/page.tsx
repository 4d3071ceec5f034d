import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { PageShell } from '@/components/layout/PageShell'
import { ProductHero } from '@/components/product/ProductHero'
import { StickyNav } from '@/components/stickyNav/StickyNav'
import { anchorsFromBlocks } from '@/domain/stickyNav'
import { isUrlLocale } from '@/i18n/locales'
import { findDocument } from '@/server/content/documents'
import { filteredRobots, findFilteredDocument } from '@/server/products/filteredDocument'

type Props = { params: Promise<{ locale: string; filters: string; slug?: string[] }> }

// The filtered twin of a content page (issue 6): src/proxy.ts rewrites `/de/ringe/?filterRingWidth=narrow`
// here, so the page itself stays static. Each filter combination is rendered once and then served
// from Next's cache like the page, expiring with the same content tags.
export const dynamic = 'force-static'
export const revalidate = false
export async function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug = [] } = await params
  const doc = isUrlLocale(locale) ? await findDocument(locale, slug) : null
  if (!doc || !isUrlLocale(locale)) return {}
  return { title: doc.title, description: doc.description, alternates: { canonical: doc.alternates[locale] }, robots: filteredRobots }
}

export default async function FilteredDocumentPage({ params }: Props) {
  const { locale, filters, slug = [] } = await params
  if (!isUrlLocale(locale)) notFound()
  const doc = await findFilteredDocument(locale, slug, filters)
  if (!doc) notFound()
  setRequestLocale(locale)
  return (
    <PageShell locale={locale} alternates={doc.alternates}>
      {doc.product ? <ProductHero product={doc.product} /> : null}
      <StickyNav anchors={anchorsFromBlocks(doc.blocks)} channel="default" wishlistArticle={doc.product?.mpn} />
      <RenderBlocks blocks={doc.blocks} channel="default" title={doc.product ? undefined : doc.title} />
    </PageShell>
  )
}

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { PageShell } from '@/components/layout/PageShell'
import { ProductHero } from '@/components/product/ProductHero'
import { StickyNav } from '@/components/stickyNav/StickyNav'
import { anchorsFromBlocks } from '@/domain/stickyNav'
import { defaultLocale, htmlLang, isUrlLocale, urlLocales } from '@/i18n/locales'
import { findDocument } from '@/server/content/documents'

type Props = { params: Promise<{ locale: string; slug?: string[] }> }

// Rendered on first visit, then served from Next's cache until a content tag expires.
export const dynamic = 'force-static'
export const revalidate = false
export async function generateStaticParams() {
  return []
}

async function load({ params }: Props) {
  const { locale, slug = [] } = await params
  if (!isUrlLocale(locale)) notFound()
  const doc = await findDocument(locale, slug)
  if (!doc) notFound()
  return { locale, doc }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug = [] } = await params
  // An unknown document is the page's notFound() to raise: thrown here, Next streams an error shell.
  const doc = isUrlLocale(locale) ? await findDocument(locale, slug) : null
  if (!doc || !isUrlLocale(locale)) return {}
  const languages = Object.fromEntries(urlLocales.filter((l) => doc.alternates[l]).map((l) => [htmlLang[l], doc.alternates[l] as string]))
  const fallback = doc.alternates[defaultLocale]
  return {
    title: doc.title,
    description: doc.description,
    alternates: {
      canonical: doc.alternates[locale],
      languages: fallback ? { ...languages, 'x-default': fallback } : languages,
    },
    openGraph: doc.image ? { images: [{ url: doc.image.url, width: doc.image.width, height: doc.image.height }] } : undefined,
  }
}

export default async function DocumentPage(props: Props) {
  const { locale, doc } = await load(props)
  setRequestLocale(locale)
  return (
    <PageShell locale={locale} alternates={doc.alternates}>
      {doc.product ? <ProductHero product={doc.product} /> : null}
      <StickyNav anchors={anchorsFromBlocks(doc.blocks)} channel="default" wishlistArticle={doc.product?.mpn} />
      <RenderBlocks blocks={doc.blocks} channel="default" title={doc.product ? undefined : doc.title} />
    </PageShell>
  )
}

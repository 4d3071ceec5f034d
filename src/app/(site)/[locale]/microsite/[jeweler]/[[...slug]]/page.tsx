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

type Props = { params: Promise<{ locale: string; jeweler: string; slug?: string[] }> }

// Like the main site: rendered on first visit, then cached until a content tag expires.
export const dynamic = 'force-static'
export const revalidate = false
export async function generateStaticParams() {
  return []
}

async function load({ params }: Props) {
  const { locale, jeweler: slug, slug: segments = [] } = await params
  if (!isUrlLocale(locale)) notFound()
  const [doc, jeweler] = await Promise.all([findDocument(locale, segments), findJeweler(locale, slug)])
  if (!doc) notFound()
  const blocks = await fillJewelerPlaceholders(doc.blocks, jeweler, slug)
  return { locale, slug, jeweler, doc: withMicrositeLinks({ ...doc, blocks }, slug) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, jeweler: slug, slug: segments = [] } = await params
  const [doc, jeweler] = isUrlLocale(locale) ? await Promise.all([findDocument(locale, segments), findJeweler(locale, slug)]) : [null, null]
  if (!doc) return {}
  const canonical = doc.alternates[locale as keyof typeof doc.alternates]
  return {
    title: jeweler ? `${doc.title} · ${jeweler.name}` : doc.title,
    description: doc.description,
    // The microsite repeats the house's pages: search engines should index the originals.
    alternates: canonical ? { canonical } : undefined,
    robots: { index: false, follow: true },
  }
}

/** Spec 1 §2: the microsite channel of a jeweller, every link under /{locale}/microsite/{slug}/. */
export default async function MicrositePage(props: Props) {
  const { locale, slug, jeweler, doc } = await load(props)
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

import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { RenderBlocks } from '@/blocks/RenderBlocks'
import { PageShell } from '@/components/layout/PageShell'
import { StatusMessage } from '@/components/layout/StatusMessage'
import { PreviewRefresh } from '@/components/preview/PreviewRefresh'
import { ProductHero } from '@/components/product/ProductHero'
import { StickyNav } from '@/components/stickyNav/StickyNav'
import { withMicrositeLinks } from '@/domain/microsite'
import { anchorsFromBlocks } from '@/domain/stickyNav'
import { isUrlLocale } from '@/i18n/locales'
import { loadPreview, PREVIEW_TOKEN_PARAM } from '@/server/preview/previewDocument'
import styles from './preview.module.css'

type Props = {
  params: Promise<{ locale: string; collection: string; id: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

// Drafts are per request and per editor: never cached, never indexed.
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [{ locale, collection, id }, query] = await Promise.all([params, searchParams])
  const result = isUrlLocale(locale) ? await loadPreview(collection, id, locale, query[PREVIEW_TOKEN_PARAM]) : undefined
  return { title: result?.kind === 'ok' ? result.doc.title : undefined, robots: { index: false, follow: false } }
}

/** Spec 1 §2: the editor preview — drafts with channel badges, refreshed on change or publish. */
export default async function PreviewPage({ params, searchParams }: Props) {
  const [{ locale, collection, id }, query] = await Promise.all([params, searchParams])
  if (!isUrlLocale(locale)) notFound()
  setRequestLocale(locale)
  const result = await loadPreview(collection, id, locale, query[PREVIEW_TOKEN_PARAM])
  if (result.kind === 'missing') notFound()
  const t = await getTranslations({ locale, namespace: 'preview' })
  if (result.kind === 'invalid') {
    return (
      <PageShell locale={locale} alternates={{}}>
        <StatusMessage title={t('banner')} text={t('invalid')} linkHref="/admin" linkLabel={t('toAdmin')} />
      </PageShell>
    )
  }
  const doc = result.microsite ? withMicrositeLinks(result.doc, result.microsite) : result.doc
  return (
    <PageShell locale={locale} alternates={{}} microsite={result.microsite}>
      <p className={styles.banner} role="status">
        {t('banner')}
      </p>
      {doc.product ? <ProductHero product={doc.product} /> : null}
      <StickyNav anchors={anchorsFromBlocks(doc.blocks, result.microsite ? 'microsite' : 'default')} channel={result.microsite ? 'microsite' : 'default'} />
      <RenderBlocks blocks={doc.blocks} channel="preview" title={doc.product ? undefined : doc.title} />
      <PreviewRefresh />
    </PageShell>
  )
}

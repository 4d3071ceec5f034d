import 'server-only'
import { cache } from 'react'
import type { UrlLocale } from '@/i18n/locales'
import { findDocument, findDraftDocument } from '@/server/content/documents'
import { fillJewelerPlaceholders, findDraftJeweler } from '@/server/content/jewelers'
import type { PageView } from '@/server/content/pageView'
import { payloadClient } from '@/server/payload/client'
import { isValidPreviewToken } from '@/server/preview/previewToken'

export { PREVIEW_TOKEN_PARAM } from '@/server/preview/previewToken'

export const previewCollections = ['pages', 'products', 'jewelers'] as const
export type PreviewCollection = (typeof previewCollections)[number]

export type PreviewResult = { kind: 'invalid' } | { kind: 'missing' } | { kind: 'ok'; doc: PageView; microsite?: string }

/**
 * The draft an editor previews. Nothing is read unless the signed token is valid, so neither a
 * guessed URL nor a stale link shows unpublished content. A jeweller is previewed as its microsite
 * home: the house's home page with the jeweller's draft content in the placeholders. Memoized per
 * request: the page and its metadata share one read.
 */
export const loadPreview = cache(async (collection: string, id: string, locale: UrlLocale, token: unknown): Promise<PreviewResult> => {
  const payload = await payloadClient()
  if (!(await isValidPreviewToken(token, payload.secret))) return { kind: 'invalid' }
  if (!(previewCollections as readonly string[]).includes(collection)) return { kind: 'missing' }
  if (collection === 'jewelers') {
    const [jeweler, home] = await Promise.all([findDraftJeweler(id, locale), findDocument(locale, [])])
    if (!jeweler || !home) return { kind: 'missing' }
    const blocks = await fillJewelerPlaceholders(home.blocks, jeweler, jeweler.slug)
    return { kind: 'ok', doc: { ...home, title: jeweler.name, blocks }, microsite: jeweler.slug }
  }
  const doc = await findDraftDocument(collection as 'pages' | 'products', id, locale)
  return doc ? { kind: 'ok', doc } : { kind: 'missing' }
})

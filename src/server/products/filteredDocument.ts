import 'server-only'
import type { Metadata } from 'next'
import { readFilterQuery } from '@/domain/productFilters'
import type { UrlLocale } from '@/i18n/locales'
import { findDocument } from '@/server/content/documents'
import type { PageView } from '@/server/content/pageView'
import { payloadClient } from '@/server/payload/client'
import { applyProductFilters } from '@/server/products/filterProducts'
import { decodeComponent } from '@/domain/uriComponent'

/** The `[filters]` segment of a filtered twin (the canonical filter query) as selections to apply. */
export function filtersOf(segment: string) {
  // Not percent-encoded after all when it does not decode: read as it is.
  return readFilterQuery(new URLSearchParams(decodeComponent(segment) ?? segment))
}

/** A published document with its filtering product lists narrowed to the twin's filters. */
export async function findFilteredDocument(locale: UrlLocale, segments: string[], filters: string): Promise<PageView | null> {
  const doc = await findDocument(locale, segments)
  if (!doc) return null
  const blocks = await applyProductFilters(await payloadClient(), doc.blocks, filtersOf(filters), locale)
  return { ...doc, blocks }
}

/**
 * A filtered list is a view of its page, not a page of its own: search engines get the page as
 * canonical and are asked not to index the views (they follow the links in them).
 */
export const filteredRobots: Metadata['robots'] = { index: false, follow: true }

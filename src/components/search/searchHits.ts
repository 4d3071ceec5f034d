import { micrositeBase } from '@/domain/microsite'
import { searchTypes, type SearchHit, type SearchType } from '@/domain/search'
import type { UrlLocale } from '@/i18n/locales'

/** Suggestions show this many hits of each type, so one type cannot crowd out the others. */
export const SUGGESTIONS_PER_GROUP = 4

export type HitGroup = { type: SearchType; hits: SearchHit[] }

/** The name a hit is shown under; a collection's pieces share `name`, so name2 tells them apart. */
export function hitTitle(hit: SearchHit): string {
  switch (hit.type) {
    case 'product':
      return hit.name2 ? `${hit.name} ${hit.name2}` : hit.name
    case 'page':
      return hit.pageTitle
    case 'jeweler':
      return hit.name
  }
}

/** The hit's picture, or null for the placeholder. */
export function hitImage(hit: SearchHit): string | null {
  switch (hit.type) {
    case 'product':
      return hit.image_set[0] ?? null
    case 'page':
      return hit.image
    case 'jeweler':
      return hit.image_main
  }
}

/** Jewellers carry no summary in the index (spec 1 §3). */
export function hitSummary(hit: SearchHit): string | undefined {
  return hit.type === 'jeweler' ? undefined : hit.pageSummary || undefined
}

/**
 * The hits by type in a fixed order (products, pages, jewellers), each keeping the index's
 * relevance order and cut to `perGroup`; types without hits are left out.
 */
export function groupHits(hits: readonly SearchHit[], perGroup = SUGGESTIONS_PER_GROUP): HitGroup[] {
  return searchTypes.map((type) => ({ type, hits: hits.filter((hit) => hit.type === type).slice(0, perGroup) })).filter((group) => group.hits.length > 0)
}

/**
 * The results page: the site's, or on a jeweller's microsite its own under the microsite's prefix
 * (spec 1 §2: "Prefix for all links in microsite mode"), so a search there stays in the microsite.
 */
export function searchPagePath(locale: string, microsite?: string): string {
  return microsite ? `${micrositeBase(locale as UrlLocale, microsite)}search/` : `/${locale}/search/`
}

/** The results page of a query; page 1 stays out of the address so it has one URL. */
export function searchPageHref(locale: string, query: string, page = 1, microsite?: string): string {
  const params = new URLSearchParams({ s: query })
  if (page > 1) params.set('page', String(page))
  return `${searchPagePath(locale, microsite)}?${params.toString()}`
}

export type PageLink = number | 'gap'

/**
 * Page numbers for the pager: the first, the last and two either side of the current one, with
 * a gap where numbers are left out, so a long result list keeps a short pager.
 */
export function pageLinks(current: number, total: number, around = 2): PageLink[] {
  const kept = (page: number) => page === 1 || page === total || Math.abs(page - current) <= around
  const links: PageLink[] = []
  for (let page = 1; page <= total; page++) {
    // A gap of one page would save no room: its number is shown instead.
    if (kept(page) || (kept(page - 1) && kept(page + 1))) links.push(page)
    else if (links[links.length - 1] !== 'gap') links.push('gap')
  }
  return links
}

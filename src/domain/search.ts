/**
 * The site search's answer (issue 6): the hosted index's shape the spec's client read, with the
 * hit fields of spec 1 §3 per type plus the site path of the hit.
 */
export const searchTypes = ['product', 'page', 'jeweler'] as const
export type SearchType = (typeof searchTypes)[number]

/** Spec 1 §9: "search hits 80" a page. */
export const HITS_PER_PAGE = 80

/** Spec 1 §3: "product (name, full_slug, image_set, pageSummary)"; name2 tells a collection's pieces apart. */
export type ProductHit = {
  type: 'product'
  name: string
  name2?: string
  full_slug: string
  image_set: string[]
  pageSummary: string
  url: string
}

/** Spec 1 §3: "page (pageTitle, pageSummary, full_slug, image)". */
export type PageHit = {
  type: 'page'
  pageTitle: string
  pageSummary: string
  full_slug: string
  image: string | null
  url: string
}

/** Spec 1 §3: "jeweler (name, image_main)". */
export type JewelerHit = {
  type: 'jeweler'
  name: string
  image_main: string | null
  url: string
}

export type SearchHit = ProductHit | PageHit | JewelerHit

export type SearchAnswer = {
  hits: SearchHit[]
  nbHits: number
  page: number
  nbPages: number
  hitsPerPage: typeof HITS_PER_PAGE
}

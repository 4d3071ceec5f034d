'use client'

import type { MouseEvent, ReactNode } from 'react'

/** `href` with the current page's query string instead of its own. */
export function withQuery(href: string, search: string): string {
  const [path] = href.split(/[?#]/, 1)
  return search && search !== '?' ? `${path}${search}` : path
}

/**
 * The language links keep the page's query string: the filters (`?filterRingDesign=modern`: values
 * are keys, the same in every language), the product asked about, `?next=`, the search, an e-mail to
 * unsubscribe. Pages are cached as one HTML for every query, so the server cannot write it into the
 * links; it is added as a link is used (clicked, opened in a new tab, or its menu opened to copy it).
 * The search page's links are plain too: this is the one place the query is carried over.
 */
export function KeepQuery({ className, children }: { className?: string; children: ReactNode }) {
  const keep = (event: MouseEvent<HTMLUListElement>) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[hreflang]')
    const href = link?.getAttribute('href')
    if (link && href) link.setAttribute('href', withQuery(href, window.location.search))
  }
  return (
    <ul className={className} onClickCapture={keep} onAuxClickCapture={keep} onContextMenuCapture={keep}>
      {children}
    </ul>
  )
}

import type { LinkView } from '@/domain/linkView'

/**
 * Web links to other sites open in a new tab (spec 1 §2 asks it for microsites; the default site
 * does the same so a visitor never loses the page). mailto: and site links stay in place.
 */
export function linkTargetProps(link: Pick<LinkView, 'href' | 'external'>): { target?: '_blank'; rel?: string } {
  return link.external && /^https?:\/\//i.test(link.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {}
}

import { readHeaderHeight } from '@/components/layout/miniHeader'
import { anchorScrollTop } from '@/domain/stickyNav'

/**
 * Scrolls a target onto the anchor line (below the sticky header + nav), records it in the URL
 * and moves focus there, as a native anchor jump would, so Tab continues from the section.
 */
export function scrollToAnchor(target: HTMLElement, navHeight: number): void {
  const top = anchorScrollTop(target.getBoundingClientRect().top, window.scrollY, {
    width: window.innerWidth,
    navHeight,
    // Measured by the header after the forced mini switch, so a wrapping header is accounted for.
    headerHeight: readHeaderHeight(),
  })
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  window.scrollTo({ top, behavior: reduceMotion ? 'instant' : 'smooth' })
  // replaceState: anchor hops should not fill the back button; keeping history.state keeps Next's router state.
  window.history.replaceState(window.history.state, '', `#${target.id}`)
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
}

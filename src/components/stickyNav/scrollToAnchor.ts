import { readHeaderHeight } from '@/components/layout/miniHeader'
import { anchorScrollTop } from '@/domain/stickyNav'

/**
 * Scrolls a target onto the anchor line (below the sticky header + nav), records it in the URL
 * and moves focus there, as a native anchor jump would, so Tab continues from the section.
 */
export function scrollToAnchor(target: HTMLElement, navHeight: number): void {
  renderBlocksAbove(target)
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

/**
 * Blocks below the fold are skipped until they near the viewport and stand in with an estimated
 * height until then (content-visibility: auto, RenderBlocks.module.css). Scrolling past them would
 * render them at their real heights while the page moves, and the target would land far from the
 * anchor line. The blocks above the target are rendered first, so its position is its real one.
 */
function renderBlocksAbove(target: HTMLElement): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-block] > *')) {
    if (root.contains(target)) break
    if (!(root.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING)) break
    root.style.contentVisibility = 'visible'
  }
}

import { FORCE_MINI_HEADER_MS } from '@/domain/stickyNav'

/**
 * A window event that asks the site header to show its mini form for FORCE_MINI_HEADER_MS (about
 * 1 s), e.g. before an anchor scroll, so the heading lands below the smaller header. An event
 * rather than shared state: the header and the sticky nav are separate client islands.
 */
export const FORCE_MINI_HEADER_EVENT = 'maison:force-mini-header'
export { FORCE_MINI_HEADER_MS }

export function forceMiniHeader(): void {
  window.dispatchEvent(new CustomEvent(FORCE_MINI_HEADER_EVENT))
}

/** The header's live height as `--header-height` on <html>; sticky bars and scroll margins read it. */
export const HEADER_HEIGHT_VAR = '--header-height'

/** Keeps `--header-height` in step with the header (mini switch, wrapping); returns the cleanup. */
export function exposeHeaderHeight(header: HTMLElement): () => void {
  const root = document.documentElement
  const write = () => root.style.setProperty(HEADER_HEIGHT_VAR, `${header.getBoundingClientRect().height}px`)
  write()
  // Without ResizeObserver the CSS falls back to the spec's heights (60 / 163).
  if (typeof ResizeObserver === 'undefined') return () => root.style.removeProperty(HEADER_HEIGHT_VAR)
  const observer = new ResizeObserver(write)
  observer.observe(header)
  return () => {
    observer.disconnect()
    root.style.removeProperty(HEADER_HEIGHT_VAR)
  }
}

/** The last written header height in px, or undefined before the header has measured itself. */
export function readHeaderHeight(): number | undefined {
  const value = parseFloat(document.documentElement.style.getPropertyValue(HEADER_HEIGHT_VAR))
  return Number.isFinite(value) && value > 0 ? value : undefined
}

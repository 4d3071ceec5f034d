import { visibleInChannel, type Channel, type Visibility } from '@/domain/visibility'

/**
 * Sticky navigation of product and content pages (spec 1): anchor links, their scroll offsets and
 * the mobile anchor slider. Pure, so the numbers of the spec are tested apart from the DOM.
 */

export type StickyAnchor = { id: string; label: string }

/**
 * What the anchors are read from: a block's type and channel, and a headline's text and anchor. A
 * page's block views fit it; the domain names only what it reads, not the server's view types.
 */
export type AnchorSourceBlock = Pick<Visibility, 'channel'> & { blockType: string; text?: string; anchor?: string }

/** "Breakpoints: 889 / 890 / 1180 / 1240 px": the anchor slider is the mobile (≤ 889 px) layout. */
export const STICKY_NAV_MOBILE_MAX_PX = 889
/** "Sticky scroll offset 160": the line below the viewport top where an anchor target lands. */
export const STICKY_SCROLL_OFFSET_PX = 160
/** "Desktop header offset 80 (mini) or 163 (full) above 1181 px, else 60." */
export const HEADER_OFFSET_MINI_PX = 80
export const HEADER_OFFSET_FULL_PX = 163
export const HEADER_OFFSET_COMPACT_PX = 60
/** "Above 1181 px" read as the header's own `min-width: 1181px` query (SiteHeader.module.css). */
export const HEADER_DESKTOP_MIN_WIDTH_PX = 1181
/** "Sticky anchor slider steps 1, 2 from 480 px, 3 from 890 px." */
export const ANCHOR_SLIDER_TWO_FROM_PX = 480
export const ANCHOR_SLIDER_THREE_FROM_PX = 890
/** "Clicking an anchor forces the mini header for about 1 s and scrolls after 200 ms." */
export const FORCE_MINI_HEADER_MS = 1000
export const ANCHOR_SCROLL_DELAY_MS = 200

/**
 * The page's anchors: headline blocks with an anchor that the channel renders, in page order.
 * A repeated anchor id is skipped, since a link can only reach the first element of an id.
 */
export function anchorsFromBlocks(blocks: readonly AnchorSourceBlock[], channel: Channel = 'default'): StickyAnchor[] {
  const seen = new Set<string>()
  const anchors: StickyAnchor[] = []
  for (const block of blocks) {
    if (block.blockType !== 'headline' || !visibleInChannel(block, channel)) continue
    const id = block.anchor?.trim()
    if (!id || seen.has(id)) continue
    seen.add(id)
    anchors.push({ id, label: block.text ?? '' })
  }
  return anchors
}

/** Height of the sticky site header: 80 mini / 163 full from 1181 px, 60 below. */
export function headerOffset(width: number, mini: boolean): number {
  if (width < HEADER_DESKTOP_MIN_WIDTH_PX) return HEADER_OFFSET_COMPACT_PX
  return mini ? HEADER_OFFSET_MINI_PX : HEADER_OFFSET_FULL_PX
}

export type AnchorOffsetInput = {
  width: number
  /** Height of the sticky nav bar itself (0 when unknown). */
  navHeight?: number
  /** The header's measured height, when known; otherwise the spec's mini height for `width`. */
  headerHeight?: number
}

/**
 * How offsets combine: the target lands STICKY_SCROLL_OFFSET_PX (160) below the viewport top. That
 * line already clears the mini header plus the nav bar (80 + 56 on desktop), which is why a click
 * forces the mini header first. Should the bars ever be taller (a wrapping mobile header, text
 * zoom), their sum wins, so a heading is never hidden under them: max(160, header + nav).
 */
export function anchorOffset({ width, navHeight = 0, headerHeight }: AnchorOffsetInput): number {
  return Math.max(STICKY_SCROLL_OFFSET_PX, (headerHeight ?? headerOffset(width, true)) + navHeight)
}

/**
 * The window scroll position that puts an element (its viewport top `elementTop`, read at the
 * current `scrollY`) on the anchor line; never negative.
 */
export function anchorScrollTop(elementTop: number, scrollY: number, offset: AnchorOffsetInput): number {
  return Math.max(0, Math.round(scrollY + elementTop - anchorOffset(offset)))
}

/** Anchor links per slider step (and per view): 1, 2 from 480 px, 3 from 890 px. */
export function anchorSliderStep(width: number): number {
  if (width >= ANCHOR_SLIDER_THREE_FROM_PX) return 3
  if (width >= ANCHOR_SLIDER_TWO_FROM_PX) return 2
  return 1
}

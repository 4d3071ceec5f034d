import { describe, expect, it } from 'vitest'
import {
  ANCHOR_SCROLL_DELAY_MS,
  FORCE_MINI_HEADER_MS,
  anchorOffset,
  anchorScrollTop,
  anchorSliderStep,
  anchorsFromBlocks,
  headerOffset,
} from '@/domain/stickyNav'
import type { BlockView } from '@/blocks/blockView'

const headline = (id: string, text: string, anchor?: string, channel: BlockView['channel'] = 'both'): BlockView => ({
  id,
  channel,
  device: 'both',
  blockType: 'headline',
  text,
  anchor,
})

// Spec 1: "Sticky navigation on product and content pages: smooth-scrolling anchor links" —
// the issue: "anchor links built from the page's anchor blocks".
describe('anchorsFromBlocks', () => {
  it('takes headline blocks with an anchor, in page order, labelled with their text', () => {
    const blocks: BlockView[] = [
      headline('1', 'Design', 'design'),
      { id: '2', channel: 'both', device: 'both', blockType: 'banner', text: 'Neu' },
      headline('3', 'Ohne Anker'),
      headline('4', 'Pflege', 'pflege'),
    ]
    expect(anchorsFromBlocks(blocks)).toEqual([
      { id: 'design', label: 'Design' },
      { id: 'pflege', label: 'Pflege' },
    ])
  })

  it('skips repeated anchors, blank anchors and headlines the default channel does not render', () => {
    const blocks = [
      headline('1', 'Design', 'design'),
      headline('2', 'Design again', 'design'),
      headline('3', 'Blank', '  '),
      headline('4', 'Microsite only', 'micro', 'microsite'),
      headline('5', 'Default only', 'default', 'default'),
    ]
    expect(anchorsFromBlocks(blocks)).toEqual([
      { id: 'design', label: 'Design' },
      { id: 'default', label: 'Default only' },
    ])
  })
})

// Spec 1: "Desktop header offset 80 (mini) or 163 (full) above 1181 px, else 60."
describe('headerOffset', () => {
  it.each([
    [1440, true, 80],
    [1440, false, 163],
    [1181, false, 163],
    [1180, false, 60],
    [1180, true, 60],
    [390, false, 60],
  ])('%i px, mini %s → %i', (width, mini, offset) => {
    expect(headerOffset(width, mini)).toBe(offset)
  })
})

// Spec 1: "Sticky scroll offset 160" — the target lands 160 px below the viewport top, or below
// header + nav when those are taller.
describe('anchorScrollTop', () => {
  it('puts the target 160 px below the viewport top', () => {
    expect(anchorScrollTop(900, 0, { width: 1440 })).toBe(740)
    expect(anchorScrollTop(500, 1200, { width: 390, navHeight: 56 })).toBe(1540)
  })

  it('clears the mini header plus the nav when they are taller than 160', () => {
    expect(anchorOffset({ width: 1440, navHeight: 56 })).toBe(160) // 80 + 56
    expect(anchorOffset({ width: 390, navHeight: 56, headerHeight: 120 })).toBe(176)
    expect(anchorScrollTop(900, 0, { width: 390, navHeight: 56, headerHeight: 120 })).toBe(724)
  })

  it('never scrolls above the page top and rounds to whole pixels', () => {
    expect(anchorScrollTop(40, 0, { width: 1440 })).toBe(0)
    expect(anchorScrollTop(300.6, 0, { width: 1440 })).toBe(141)
  })
})

// Spec 1: "sticky anchor slider steps 1, 2 from 480 px, 3 from 890 px."
describe('anchorSliderStep', () => {
  it.each([
    [320, 1],
    [479, 1],
    [480, 2],
    [889, 2],
    [890, 3],
    [1440, 3],
  ])('%i px → %i', (width, step) => {
    expect(anchorSliderStep(width)).toBe(step)
  })
})

// Spec 1: "Sticky menu: clicking an anchor forces the mini header for about 1 s and scrolls after 200 ms."
describe('sticky menu timing', () => {
  it('forces the mini header for 1000 ms and scrolls after 200 ms', () => {
    expect(FORCE_MINI_HEADER_MS).toBe(1000)
    expect(ANCHOR_SCROLL_DELAY_MS).toBe(200)
  })
})

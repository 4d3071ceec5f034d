import type { BlockBase } from '@/blocks/blockBase'

/** `anchor`: the id the sticky navigation links to (domain/stickyNav). */
export type HeadlineBlockView = BlockBase & { blockType: 'headline'; text: string; subline?: string; anchor?: string }

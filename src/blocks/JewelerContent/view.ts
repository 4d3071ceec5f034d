import type { BlockBase } from '@/blocks/blockBase'

/** Replaced by the jeweller's own content on a microsite; renders nothing elsewhere. */
export type JewelerContentBlockView = BlockBase & { blockType: 'jewelerContent' }

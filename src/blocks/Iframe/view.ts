import type { BlockBase } from '@/blocks/blockBase'

export type IframeBlockView = BlockBase & { blockType: 'iframe'; src: string; title: string; height: number }

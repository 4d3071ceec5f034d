import type { BlockBase } from '@/blocks/blockBase'

export type AccordionBlockView = BlockBase & { blockType: 'accordion'; headline?: string; items: { id: string; title: string; body: string }[] }

import type { BlockBase } from '@/blocks/blockBase'

/** `body` is the editor's Lexical state, rendered as it is stored. */
export type RichTextBlockView = BlockBase & { blockType: 'richText'; heading?: string; body: unknown }

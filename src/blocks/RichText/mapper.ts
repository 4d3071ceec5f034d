import 'server-only'
import { blockBase } from '@/blocks/blockMapper'
import type { RichTextBlockView } from '@/blocks/RichText/view'
import type { RichTextBlock } from '@/payload-types'

export function mapRichText(block: RichTextBlock): RichTextBlockView {
  return { ...blockBase(block), blockType: 'richText', heading: block.heading ?? undefined, body: block.body }
}

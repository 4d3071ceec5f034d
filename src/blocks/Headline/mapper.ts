import 'server-only'
import { blockBase } from '@/blocks/blockMapper'
import type { HeadlineBlockView } from '@/blocks/Headline/view'
import type { HeadlineBlock } from '@/payload-types'

export function mapHeadline(block: HeadlineBlock): HeadlineBlockView {
  return { ...blockBase(block), blockType: 'headline', text: block.text, subline: block.subline ?? undefined, anchor: block.anchor || undefined }
}

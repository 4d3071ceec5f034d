import 'server-only'
import { blockBase } from '@/blocks/blockMapper'
import type { QuoteBlockView } from '@/blocks/Quote/view'
import type { QuoteBlock } from '@/payload-types'
import { mapImages } from '@/server/content/mapMedia'

export function mapQuote(block: QuoteBlock): QuoteBlockView {
  return { ...blockBase(block), blockType: 'quote', quote: block.quote, author: block.author ?? undefined, style: block.style, images: mapImages(block.images) }
}

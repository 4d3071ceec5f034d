import 'server-only'
import type { AccordionBlockView } from '@/blocks/Accordion/view'
import { blockBase } from '@/blocks/blockMapper'
import type { AccordionBlock } from '@/payload-types'

export function mapAccordion(block: AccordionBlock): AccordionBlockView {
  return {
    ...blockBase(block),
    blockType: 'accordion',
    headline: block.headline ?? undefined,
    items: (block.items ?? []).map((item) => ({ id: item.id ?? '', title: item.title, body: item.body })),
  }
}

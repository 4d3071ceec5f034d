import 'server-only'
import { blockBase } from '@/blocks/blockMapper'
import type { JewelerContentBlockView } from '@/blocks/JewelerContent/view'
import type { JewelerContentBlock } from '@/payload-types'

/** Only a place: server/content/jewelers.ts fills it on a microsite. */
export function mapJewelerContent(block: JewelerContentBlock): JewelerContentBlockView {
  return { ...blockBase(block), blockType: 'jewelerContent' }
}

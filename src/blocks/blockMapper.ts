import 'server-only'
import type { BlockBase } from '@/blocks/blockBase'
import type { Page } from '@/payload-types'

/** A block as Payload stores it in a layout (a jeweller's layout holds the same blocks but the placeholder). */
export type StoredBlock = NonNullable<Page['layout']>[number]

/**
 * What a block may take from the document around it: a product page lends its article number,
 * every document its story uuid (forms send it as storyblok_story_uuid).
 */
export type BlockContext = { productMpn?: string; storyUuid?: string }

export function blockBase(block: StoredBlock): BlockBase {
  return { id: block.id ?? '', channel: block.channel, device: block.device }
}

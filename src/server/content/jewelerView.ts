import type { BlockView } from '@/blocks/blockView'

/** A jeweller's microsite identity and own content blocks. */
export type JewelerView = { id: number | string; uuid?: string; slug: string; name: string; blocks: BlockView[] }

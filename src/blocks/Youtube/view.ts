import type { BlockBase } from '@/blocks/blockBase'
import type { ImageView } from '@/server/content/types'

export type YoutubeBlockView = BlockBase & { blockType: 'youtube'; title: string; videoId: string; poster?: ImageView }

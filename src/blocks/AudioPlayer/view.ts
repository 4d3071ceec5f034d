import type { BlockBase } from '@/blocks/blockBase'
import type { ClipView, ImageView } from '@/server/content/types'

export type AudioPlayerBlockView = BlockBase & { blockType: 'audioPlayer'; title: string; text?: string; audio: ClipView; image?: ImageView }

import type { BlockBase } from '@/blocks/blockBase'
import type { DownloadView } from '@/server/content/types'

export type DownloadListBlockView = BlockBase & { blockType: 'downloadList'; headline?: string; items: DownloadView[] }

import 'server-only'
import { blockBase } from '@/blocks/blockMapper'
import type { DownloadListBlockView } from '@/blocks/DownloadList/view'
import type { DownloadListBlock } from '@/payload-types'
import { mapDownload } from '@/server/content/mapMedia'

export function mapDownloadList(block: DownloadListBlock): DownloadListBlockView {
  return {
    ...blockBase(block),
    blockType: 'downloadList',
    headline: block.headline ?? undefined,
    items: (block.items ?? []).map(mapDownload).filter((d) => d !== undefined),
  }
}

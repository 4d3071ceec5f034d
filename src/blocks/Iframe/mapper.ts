import 'server-only'
import { blockBase } from '@/blocks/blockMapper'
import type { IframeBlockView } from '@/blocks/Iframe/view'
import { frameSourceError } from '@/domain/embeds'
import type { IframeBlock } from '@/payload-types'

export function mapIframe(block: IframeBlock): IframeBlockView | undefined {
  // Checked again at render: FRAME_ORIGINS may have shrunk since the editor saved the block.
  if (frameSourceError(block.src, process.env.FRAME_ORIGINS)) return undefined
  return { ...blockBase(block), blockType: 'iframe', src: block.src, title: block.title, height: block.height }
}

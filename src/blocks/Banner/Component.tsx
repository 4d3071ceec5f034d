import type { BlockView } from '@/server/content/types'
import styles from './styles.module.css'

export function Banner({ block }: { block: Extract<BlockView, { blockType: 'banner' }> }) {
  return (
    <aside className={styles.banner}>
      <p>{block.text}</p>
      {block.link ? (
        <a href={block.link.href} {...(block.link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {block.linkCaption ?? block.text}
        </a>
      ) : null}
    </aside>
  )
}

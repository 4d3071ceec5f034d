import type { BlockView } from '@/server/content/types'
import styles from './styles.module.css'

export function Headline({ block }: { block: Extract<BlockView, { blockType: 'headline' }> }) {
  return (
    <header className={styles.headline} id={block.anchor}>
      <h2>{block.text}</h2>
      {block.subline ? <p>{block.subline}</p> : null}
    </header>
  )
}

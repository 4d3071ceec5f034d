import type { HeadlineBlockView } from '@/blocks/Headline/view'
import styles from './styles.module.css'

/** `h1`: the headline leads the page and is its main heading (RenderBlocks' pageHeading). */
export function Headline({ block, h1 = false }: { block: HeadlineBlockView; h1?: boolean }) {
  const Heading = h1 ? 'h1' : 'h2'
  return (
    <header className={styles.headline} id={block.anchor}>
      <Heading>{block.text}</Heading>
      {block.subline ? <p>{block.subline}</p> : null}
    </header>
  )
}

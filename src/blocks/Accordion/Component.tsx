import type { AccordionBlockView } from '@/blocks/Accordion/view'
import styles from './styles.module.css'

/** Native disclosure widgets: keyboard and screen-reader ready, and they work without JavaScript. */
export function Accordion({ block }: { block: AccordionBlockView }) {
  return (
    <section className={styles.accordion}>
      {block.headline ? <h2 className={styles.headline}>{block.headline}</h2> : null}
      {block.items.map((item) => (
        <details key={item.id} className={styles.item}>
          <summary>{item.title}</summary>
          <p>{item.body}</p>
        </details>
      ))}
    </section>
  )
}

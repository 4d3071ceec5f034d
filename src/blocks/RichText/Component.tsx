import { RichText as LexicalRichText } from '@payloadcms/richtext-lexical/react'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { RichTextBlockView } from '@/blocks/RichText/view'
import styles from './styles.module.css'

export function RichText({ block }: { block: RichTextBlockView }) {
  return (
    <section className={styles.richText}>
      {block.heading ? <h2 className={styles.heading}>{block.heading}</h2> : null}
      <LexicalRichText data={block.body as SerializedEditorState} className={styles.body} />
    </section>
  )
}

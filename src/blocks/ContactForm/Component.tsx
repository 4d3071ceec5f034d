import { FormBlockShell, formLocale } from '@/components/forms/FormBlockShell'
import type { BlockView } from '@/server/content/types'
import { ContactFormClient } from '@/components/forms/lazyForms'
import styles from './styles.module.css'

export async function ContactForm({ block }: { block: Extract<BlockView, { blockType: 'contactForm' }> }) {
  const locale = await formLocale()
  return (
    <FormBlockShell settings={block} className={styles.contact}>
      <ContactFormClient variant={block.variant} backLink={block.backLink} settings={block} componentUid={block.id} locale={locale} />
    </FormBlockShell>
  )
}

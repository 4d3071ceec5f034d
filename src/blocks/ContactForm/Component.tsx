import { FormBlockShell, formLocale } from '@/components/forms/FormBlockShell'
import type { ContactFormBlockView } from '@/blocks/ContactForm/view'
import { ContactFormClient } from '@/components/forms/lazyForms'
import styles from './styles.module.css'

export async function ContactForm({ block }: { block: ContactFormBlockView }) {
  const locale = await formLocale()
  return (
    <FormBlockShell settings={block} className={styles.contact}>
      <ContactFormClient variant={block.variant} backLink={block.backLink} settings={block} componentUid={block.id} locale={locale} />
    </FormBlockShell>
  )
}

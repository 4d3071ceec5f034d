import { FormBlockShell, formLocale } from '@/components/forms/FormBlockShell'
import type { NewsletterFormBlockView } from '@/blocks/NewsletterForm/view'
import { NewsletterFormClient } from '@/components/forms/lazyForms'
import styles from './styles.module.css'

export async function NewsletterForm({ block }: { block: NewsletterFormBlockView }) {
  const locale = await formLocale()
  return (
    <FormBlockShell settings={block} className={block.variant === 'short' ? styles.short : undefined}>
      <NewsletterFormClient variant={block.variant} settings={block} componentUid={block.id} locale={locale} />
    </FormBlockShell>
  )
}

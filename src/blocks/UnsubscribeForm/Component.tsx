import { FormBlockShell, formLocale } from '@/components/forms/FormBlockShell'
import type { UnsubscribeFormBlockView } from '@/blocks/UnsubscribeForm/view'
import { UnsubscribeFormClient } from '@/components/forms/lazyForms'
import styles from './styles.module.css'

export async function UnsubscribeForm({ block }: { block: UnsubscribeFormBlockView }) {
  const locale = await formLocale()
  return (
    <FormBlockShell settings={block} className={styles.unsubscribe}>
      <UnsubscribeFormClient settings={block} componentUid={block.id} locale={locale} />
    </FormBlockShell>
  )
}

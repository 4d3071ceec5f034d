import { FormBlockShell, formLocale } from '@/components/forms/FormBlockShell'
import type { AppointmentFormBlockView } from '@/blocks/AppointmentForm/view'
import { AppointmentFormClient } from '@/components/forms/lazyForms'
import styles from './styles.module.css'

export async function AppointmentForm({ block }: { block: AppointmentFormBlockView }) {
  const locale = await formLocale()
  return (
    <FormBlockShell settings={block} className={styles.appointment}>
      <AppointmentFormClient settings={block} componentUid={block.id} locale={locale} />
    </FormBlockShell>
  )
}

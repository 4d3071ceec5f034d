import { FormBlockShell, formLocale } from '@/components/forms/FormBlockShell'
import type { BlockView } from '@/server/content/types'
import { AppointmentFormClient } from '@/components/forms/lazyForms'
import styles from './styles.module.css'

export async function AppointmentForm({ block }: { block: Extract<BlockView, { blockType: 'appointmentForm' }> }) {
  const locale = await formLocale()
  return (
    <FormBlockShell settings={block} className={styles.appointment}>
      <AppointmentFormClient settings={block} componentUid={block.id} locale={locale} />
    </FormBlockShell>
  )
}

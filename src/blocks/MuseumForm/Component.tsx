import { FormBlockShell, formLocale } from '@/components/forms/FormBlockShell'
import { museumDays, storeChoices } from '@/server/content/formBlocks'
import type { MuseumFormBlockView } from '@/blocks/MuseumForm/view'
import { MuseumFormClient } from '@/components/forms/lazyForms'
import styles from './styles.module.css'

export async function MuseumForm({ block }: { block: MuseumFormBlockView }) {
  const [locale, museum, stores] = await Promise.all([formLocale(), museumDays(), storeChoices()])
  return (
    <FormBlockShell settings={block} className={styles.museum}>
      <MuseumFormClient settings={block} componentUid={block.id} locale={locale} museum={museum ?? undefined} stores={stores} />
    </FormBlockShell>
  )
}

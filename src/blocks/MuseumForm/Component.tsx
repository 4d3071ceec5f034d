import { FormBlockShell, formLocale } from '@/components/forms/FormBlockShell'
import { museumDays, storeChoices } from '@/server/content/formBlocks'
import type { BlockView } from '@/server/content/types'
import { MuseumFormClient } from '@/components/forms/lazyForms'
import styles from './styles.module.css'

export async function MuseumForm({ block }: { block: Extract<BlockView, { blockType: 'museumForm' }> }) {
  const [locale, museum, stores] = await Promise.all([formLocale(), museumDays(), storeChoices()])
  return (
    <FormBlockShell settings={block} className={styles.museum}>
      <MuseumFormClient settings={block} componentUid={block.id} locale={locale} museum={museum ?? undefined} stores={stores} />
    </FormBlockShell>
  )
}

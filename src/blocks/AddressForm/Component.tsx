import { FormBlockShell, formLocale } from '@/components/forms/FormBlockShell'
import { countryOptions } from '@/domain/countries/countries'
import type { BlockView } from '@/server/content/types'
import { AddressFormClient } from '@/components/forms/lazyForms'
import styles from './styles.module.css'

export async function AddressForm({ block }: { block: Extract<BlockView, { blockType: 'addressForm' }> }) {
  const locale = await formLocale()
  // Read here on the server and handed down: no browser bundle carries the country lists.
  const countries = countryOptions(locale)
  return (
    <FormBlockShell settings={block} className={styles.address}>
      <AddressFormClient settings={block} componentUid={block.id} locale={locale} countries={countries} />
    </FormBlockShell>
  )
}

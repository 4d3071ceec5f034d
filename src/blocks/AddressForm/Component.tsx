import { FormBlockShell, formLocale } from '@/components/forms/FormBlockShell'
import { countryOptions } from '@/domain/countries/countries'
import type { AddressFormBlockView } from '@/blocks/AddressForm/view'
import { AddressFormClient } from '@/components/forms/lazyForms'
import styles from './styles.module.css'

export async function AddressForm({ block }: { block: AddressFormBlockView }) {
  const locale = await formLocale()
  // Read here on the server and handed down: no browser bundle carries the country lists.
  const countries = countryOptions(locale)
  return (
    <FormBlockShell settings={block} className={styles.address}>
      <AddressFormClient settings={block} componentUid={block.id} locale={locale} countries={countries} />
    </FormBlockShell>
  )
}

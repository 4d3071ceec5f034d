import { Select, type SelectProps } from '@/components/ui/Select/Select'
import type { CountryOption } from '@/domain/countries/countries'

export type CountrySelectProps = Omit<SelectProps, 'name' | 'options' | 'placeholderOption'> & {
  name?: string
  /** `countryOptions(locale)`, read on the server and passed down so no bundle carries the lists. */
  options: readonly CountryOption[]
  /** Text of the leading no-value choice; empty by default. */
  emptyLabel?: string
}

/**
 * The country select of spec 1 §3. Its first option is always the empty no-value choice (the one
 * place that rule lives), the rest are the frozen list in the locale's order, valued by the
 * upper-case alpha-2 code.
 */
export function CountrySelect({ name = 'address_country', options, emptyLabel = '', autoComplete = 'country', ...props }: CountrySelectProps) {
  return <Select name={name} options={options} placeholderOption={emptyLabel} autoComplete={autoComplete} {...props} />
}

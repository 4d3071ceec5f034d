import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react'
import { FieldError, RequiredMark, describedBy } from '@/components/ui/Field/Field'
import fieldStyles from '@/components/ui/Field/Field.module.css'
import styles from './Select.module.css'

export type SelectOption = { value: string; label: string; disabled?: boolean }

export type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required' | 'size'> & {
  label: ReactNode
  name: string
  options: readonly SelectOption[]
  /** Label of a leading option with an empty value ("Please choose"). */
  placeholderOption?: string
  required?: boolean
  error?: ReactNode
  ref?: Ref<HTMLSelectElement>
}

/** Native <select> (best mobile pickers and accessibility), styled box and chevron. */
export function Select({ label, id, options, placeholderOption, required = false, error, className, ref, ...selectProps }: SelectProps) {
  const autoId = useId()
  const selectId = id ?? `${autoId}-select`
  const errorId = `${selectId}-error`
  const hasError = Boolean(error)

  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={selectId} className={fieldStyles.labelOutside}>
        {label}
        {required && <RequiredMark />}
      </label>
      <div className={[fieldStyles.box, hasError && fieldStyles.invalid].filter(Boolean).join(' ')}>
        <select
          {...selectProps}
          ref={ref}
          id={selectId}
          className={styles.select}
          aria-required={required || undefined}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy(hasError && errorId)}
        >
          {placeholderOption !== undefined && <option value="">{placeholderOption}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <svg className={styles.chevron} viewBox="0 0 12 8" aria-hidden="true" focusable="false">
          <path d="M1 1.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="1.2" />
        </svg>
      </div>
      {hasError && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  )
}

import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { FieldError, RequiredMark, describedBy } from '@/components/ui/Field/Field'
import styles from './Checkbox.module.css'

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required'> & {
  /** Rich content allowed, e.g. "I accept the <a>privacy policy</a>". */
  label: ReactNode
  required?: boolean
  error?: ReactNode
  ref?: Ref<HTMLInputElement>
}

/** Native checkbox (keyboard and screen reader support for free), custom-drawn box. */
export function Checkbox({ label, id, required = false, error, className, ref, ...inputProps }: CheckboxProps) {
  const autoId = useId()
  const inputId = id ?? `${autoId}-checkbox`
  const errorId = `${inputId}-error`
  const hasError = Boolean(error)

  return (
    <div className={className}>
      <div className={[styles.row, hasError && styles.invalid].filter(Boolean).join(' ')}>
        <input
          {...inputProps}
          ref={ref}
          id={inputId}
          type="checkbox"
          className={styles.input}
          aria-required={required || undefined}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy(hasError && errorId)}
        />
        <label htmlFor={inputId} className={styles.label}>
          {label}
          {required && <RequiredMark />}
        </label>
      </div>
      {hasError && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  )
}

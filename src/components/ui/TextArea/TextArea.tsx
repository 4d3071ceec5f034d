import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react'
import { FieldError, RequiredMark, describedBy } from '@/components/ui/Field/Field'
import fieldStyles from '@/components/ui/Field/Field.module.css'
import styles from './TextArea.module.css'

export type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> & {
  label: ReactNode
  name: string
  required?: boolean
  error?: ReactNode
  /** A lasting description below the label (unlike TextField's transient hint). */
  description?: ReactNode
  ref?: Ref<HTMLTextAreaElement>
}

/** Multi-line text (a message, an appointment wish): the TextField's box, label above. */
export function TextArea({ label, id, required = false, error, description, className, rows = 5, ref, ...props }: TextAreaProps) {
  const autoId = useId()
  const inputId = id ?? `${autoId}-textarea`
  const errorId = `${inputId}-error`
  const descriptionId = `${inputId}-description`
  const hasError = Boolean(error)
  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={inputId} className={fieldStyles.labelOutside}>
        {label}
        {required && <RequiredMark />}
      </label>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      <div className={[fieldStyles.box, styles.box, hasError && fieldStyles.invalid].filter(Boolean).join(' ')}>
        <textarea
          {...props}
          ref={ref}
          id={inputId}
          rows={rows}
          className={styles.input}
          aria-required={required || undefined}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy(Boolean(description) && descriptionId, hasError && errorId)}
        />
      </div>
      {hasError && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  )
}

import type { ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import styles from './Field.module.css'

/**
 * Shared building blocks for form controls (TextField, Select, DatePicker,
 * Checkbox) so the required marker and error message look and read the same.
 */

/** Visible asterisk plus a screen-reader word, since "*" alone is not read meaningfully. */
export function RequiredMark() {
  const t = useTranslations('ui')
  return (
    <>
      <span className={styles.asterisk} aria-hidden="true">
        *
      </span>
      <span className="visually-hidden"> ({t('required')})</span>
    </>
  )
}

type FieldErrorProps = { id: string; children: ReactNode }

/** Error text below a control; referenced by the control's aria-describedby. */
export function FieldError({ id, children }: FieldErrorProps) {
  return (
    <p id={id} className={styles.error}>
      {children}
    </p>
  )
}

/** Joins the ids of the descriptions that are present, or undefined when none. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ')
  return joined || undefined
}

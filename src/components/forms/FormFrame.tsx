'use client'

import { useId, type FormEventHandler, type ReactNode, type Ref } from 'react'
import { useTranslations } from 'next-intl'
import { HONEYPOT_FIELD } from '@/components/forms/submission'
import { useFocusFirstInvalid } from '@/components/forms/useFocusFirstInvalid'
import { useShownMessage } from '@/components/forms/useShownMessage'
import styles from './Forms.module.css'

type Props = {
  onSubmit: FormEventHandler<HTMLFormElement>
  /** A message for the whole form (throttled, a failure, a rule on a hidden field). */
  formError?: string
  /** The honeypot is sent with new submissions only, so later steps leave it out. */
  honeypotRef?: Ref<HTMLInputElement>
  /** The form's accessible name, e.g. the step's heading. */
  label?: string
  /** "Fields marked * are required", unless nothing is. */
  requiredNote?: boolean
  children: ReactNode
}

/** The <form> of every public form: our own validation (focus to the first invalid field after a submit), the required note, the honeypot, the form's error. */
export function FormFrame({ onSubmit, formError, honeypotRef, label, requiredNote = true, children }: Props) {
  const t = useTranslations('forms')
  const show = useShownMessage()
  const honeypotId = useId()
  const focus = useFocusFirstInvalid(onSubmit)
  return (
    <form ref={focus.ref} className={styles.form} onSubmit={focus.onSubmit} noValidate aria-label={label}>
      {requiredNote ? <p className={styles.requiredNote}>{t('requiredNote')}</p> : null}
      {children}
      {honeypotRef ? (
        // Invisible to people and assistive technology, never in the tab order: only bots fill it in.
        <div className="visually-hidden" aria-hidden="true">
          <label htmlFor={honeypotId}>{t('honeypot')}</label>
          <input ref={honeypotRef} id={honeypotId} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>
      ) : null}
      {formError ? (
        <p className={styles.formError} role="alert">
          {show(formError)}
        </p>
      ) : null}
    </form>
  )
}

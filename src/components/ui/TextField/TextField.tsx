'use client'

import { useEffect, useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { useTranslations } from 'next-intl'
import { FieldError, RequiredMark, describedBy } from '@/components/ui/Field/Field'
import fieldStyles from '@/components/ui/Field/Field.module.css'
import styles from './TextField.module.css'

/** The info hint appears this long after mount (spec: 1 s)… */
export const HINT_SHOW_DELAY_MS = 1000
/** …and stays visible this long before it disappears again (spec: 5 s). */
export const HINT_HIDE_AFTER_MS = 5000

export type TextFieldSize = 'l' | 'm' | 's'
export type TextFieldLabelStyle = 'inside' | 'outside'

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'required'> & {
  label: ReactNode
  name: string
  size?: TextFieldSize
  /** 'inside': floating label within the box; 'outside': label above it. */
  labelStyle?: TextFieldLabelStyle
  required?: boolean
  /** Error message; its presence switches the field to the invalid state. */
  error?: ReactNode
  /** Transient info hint (see HINT_SHOW_DELAY_MS / HINT_HIDE_AFTER_MS). */
  hint?: ReactNode
  /** React 19 passes ref as a prop; lets react-hook-form's register() attach. */
  ref?: Ref<HTMLInputElement>
}

const sizeClass = { l: undefined, m: fieldStyles.sizeM, s: fieldStyles.sizeS } as const

type HintPhase = 'waiting' | 'visible' | 'done'

function useHintPhase(enabled: boolean): HintPhase {
  const [phase, setPhase] = useState<HintPhase>('waiting')
  useEffect(() => {
    if (!enabled) return
    const show = setTimeout(() => setPhase('visible'), HINT_SHOW_DELAY_MS)
    const hide = setTimeout(() => setPhase('done'), HINT_SHOW_DELAY_MS + HINT_HIDE_AFTER_MS)
    return () => {
      clearTimeout(show)
      clearTimeout(hide)
    }
  }, [enabled])
  return phase
}

export function TextField({
  label,
  name,
  id,
  size = 'l',
  labelStyle = 'inside',
  required = false,
  error,
  hint,
  readOnly,
  type = 'text',
  placeholder,
  className,
  ref,
  ...inputProps
}: TextFieldProps) {
  const t = useTranslations('ui')
  const autoId = useId()
  const inputId = id ?? `${autoId}-input`
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const [passwordVisible, setPasswordVisible] = useState(false)
  const hintPhase = useHintPhase(Boolean(hint))
  const hasError = Boolean(error)
  const inside = labelStyle === 'inside'
  const isPassword = type === 'password'

  const labelContent = (
    <>
      {label}
      {required && <RequiredMark />}
    </>
  )

  const boxClasses = [fieldStyles.box, sizeClass[size], inside && styles.inside, hasError && fieldStyles.invalid, readOnly && fieldStyles.readOnly]
    .filter(Boolean)
    .join(' ')

  return (
    <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
      {!inside && (
        <label htmlFor={inputId} className={fieldStyles.labelOutside}>
          {labelContent}
        </label>
      )}
      <div className={boxClasses}>
        <input
          {...inputProps}
          ref={ref}
          id={inputId}
          name={name}
          type={isPassword && passwordVisible ? 'text' : type}
          readOnly={readOnly}
          // A blank placeholder lets CSS detect "empty" (:placeholder-shown) to float the label.
          placeholder={placeholder ?? (inside ? ' ' : undefined)}
          // aria-required instead of native required: forms validate themselves
          // and show the designed error state, not the browser bubble.
          aria-required={required || undefined}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy(hasError && errorId, hintPhase === 'visible' && hintId)}
          className={styles.input}
        />
        {inside && (
          <label htmlFor={inputId} className={styles.insideLabel}>
            {labelContent}
          </label>
        )}
        {isPassword && (
          <button type="button" className={styles.reveal} aria-controls={inputId} aria-pressed={passwordVisible} onClick={() => setPasswordVisible((v) => !v)}>
            {t('showPassword')}
          </button>
        )}
      </div>
      {/* Live region is always present so the hint is announced when it appears. */}
      <div aria-live="polite" className={styles.hintRegion}>
        {hint && hintPhase === 'visible' && (
          <p id={hintId} className={fieldStyles.hint}>
            <span className="visually-hidden">{t('hint')}: </span>
            {hint}
          </p>
        )}
      </div>
      {hasError && <FieldError id={errorId}>{error}</FieldError>}
    </div>
  )
}

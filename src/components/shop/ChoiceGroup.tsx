'use client'

import { useId, type ReactNode } from 'react'
import styles from './OrderForm.module.css'

export type Choice<V> = { value: V; label: ReactNode; detail?: ReactNode; swatch?: string; key?: string }

type Props<V> = {
  legend: ReactNode
  choices: readonly Choice<V>[]
  value: V
  onChange: (value: V) => void
  disabled?: boolean
  /** chips: a row of short choices (metal colours); list: one per line with a detail (lengths, colours, types). */
  layout?: 'chips' | 'list'
  /** Shared by several groups that form one choice (article and special lengths). */
  name?: string
  describedBy?: string
  className?: string
}

/**
 * Native radios in a fieldset with its legend: arrow keys, one tab stop and the group's name come
 * from the browser. Values of any type: each radio calls back with its own.
 */
export function ChoiceGroup<V extends string | number | null>({
  legend,
  choices,
  value,
  onChange,
  disabled,
  layout = 'chips',
  name,
  describedBy,
  className,
}: Props<V>) {
  const autoName = useId()
  return (
    <fieldset className={[styles.fieldset, className].filter(Boolean).join(' ')} disabled={disabled} aria-describedby={describedBy}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={layout === 'chips' ? styles.chips : styles.list}>
        {choices.map((choice) => (
          <label key={choice.key ?? String(choice.value)} className={styles.choice}>
            <input
              type="radio"
              className={styles.radio}
              name={name ?? autoName}
              value={String(choice.value)}
              checked={choice.value === value}
              onChange={() => onChange(choice.value)}
            />
            {choice.swatch ? <span className={`${styles.swatch} ${styles[choice.swatch] ?? ''}`} aria-hidden="true" /> : null}
            <span className={styles.choiceLabel}>{choice.label}</span>
            {choice.detail ? <span className={styles.choiceDetail}>{choice.detail}</span> : null}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

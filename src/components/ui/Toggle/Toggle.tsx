'use client'

import { useRef, type KeyboardEvent } from 'react'
import styles from './Toggle.module.css'

export type ToggleOption<V extends string> = { value: V; label: string }
export type ToggleSize = 's' | 'm' | 'l'

export type ToggleProps<V extends string> = {
  /** Exactly two options; the tuple type enforces it. */
  options: readonly [ToggleOption<V>, ToggleOption<V>]
  value: V
  onChange: (value: V) => void
  /** Accessible name of the group (e.g. "Salutation"). */
  label: string
  size?: ToggleSize
  disabled?: boolean
  className?: string
}

const sizeClass = { s: styles.s, m: styles.m, l: styles.l } as const

/**
 * Two-way segmented switch, exposed as a radiogroup: one tab stop (the checked
 * option), arrow keys move and select, as in the WAI-ARIA radio pattern.
 */
export function Toggle<V extends string>({ options, value, onChange, label, size = 'm', disabled = false, className }: ToggleProps<V>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([])
  const checkedIndex = Math.max(
    0,
    options.findIndex((o) => o.value === value),
  )

  function select(index: number) {
    refs.current[index]?.focus()
    if (options[index].value !== value) onChange(options[index].value)
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key]
    if (step === undefined) return
    event.preventDefault()
    // With two options both directions wrap to "the other one".
    select((index + step + options.length) % options.length)
  }

  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      className={[styles.toggle, sizeClass[size], className].filter(Boolean).join(' ')}
    >
      {options.map((option, index) => {
        const checked = index === checkedIndex
        return (
          <button
            key={option.value}
            ref={(el) => {
              refs.current[index] = el
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={checked ? 0 : -1}
            disabled={disabled}
            className={styles.option}
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {option.label}
          </button>
        )
      })}
    </div>
  )
}

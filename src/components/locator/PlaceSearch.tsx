'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { locator } from '@/domain/locator/constants'
import { isLongEnough } from '@/domain/locator/queryLength'
import type { Suggestion } from '@/contracts/locator'
import { fetchSuggestions } from './locatorApi'
import styles from './StoreLocator.module.css'

type Props = {
  language: string
  value: string
  onChange: (value: string) => void
  onPick: (suggestion: Suggestion) => void
}

/**
 * The place search as an ARIA combobox (list autocomplete): suggestions from 3 characters, 500 ms
 * after the last keystroke, at most 4; arrow keys move through them, Enter picks, Escape closes.
 * The input is a plain form field too, so the form still submits the text without JavaScript.
 */
export function PlaceSearch({ language, value, onChange, onPick }: Props) {
  const t = useTranslations('locator')
  const id = useId()
  const listId = `${id}-list`
  const [suggestions, setSuggestions] = useState<Suggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [typed, setTyped] = useState(false)
  const abort = useRef<AbortController | null>(null)

  useEffect(() => {
    // Only what the visitor types asks for suggestions: a picked label or a located place does not.
    if (!typed) return
    const query = value.trim()
    if (!isLongEnough(query)) {
      setSuggestions([])
      setOpen(false)
      return
    }
    const timer = setTimeout(() => {
      abort.current?.abort()
      const controller = new AbortController()
      abort.current = controller
      fetchSuggestions(query, language, controller.signal)
        .then((found) => {
          setSuggestions(found)
          setActive(-1)
          setOpen(true)
        })
        .catch(() => {
          // An aborted or failed request leaves the list as it was: typing on asks again.
        })
    }, locator.suggestionDebounceMs)
    return () => clearTimeout(timer)
  }, [value, language, typed])

  useEffect(() => () => abort.current?.abort(), [])

  function pick(suggestion: Suggestion) {
    setTyped(false)
    setOpen(false)
    setActive(-1)
    onChange(suggestion.label)
    onPick(suggestion)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      if (!open && suggestions.length > 0) setOpen(true)
      setActive((i) => (suggestions.length === 0 ? -1 : (i + 1) % suggestions.length))
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive((i) => (suggestions.length === 0 ? -1 : i <= 0 ? suggestions.length - 1 : i - 1))
    } else if (event.key === 'Enter' && open && active >= 0 && suggestions[active]) {
      event.preventDefault()
      pick(suggestions[active])
    } else if (event.key === 'Escape' && open) {
      event.preventDefault()
      setOpen(false)
      setActive(-1)
    }
  }

  const expanded = open && isLongEnough(value)
  const tooShort = typed && value.trim() !== '' && !isLongEnough(value)
  return (
    <div className={styles.combobox}>
      <label htmlFor={id} className={styles.label}>
        {t('searchLabel')}
      </label>
      <input
        id={id}
        name="place"
        type="search"
        className={styles.input}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={tooShort ? `${id}-hint` : undefined}
        autoComplete="off"
        placeholder={t('searchPlaceholder')}
        value={value}
        onChange={(event) => {
          setTyped(true)
          onChange(event.target.value)
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onFocus={() => suggestions.length > 0 && typed && setOpen(true)}
      />
      <ul id={listId} role="listbox" aria-label={t('suggestions')} className={styles.listbox} hidden={!expanded}>
        {suggestions.length === 0 ? (
          <li role="option" aria-selected={false} aria-disabled="true" className={styles.noSuggestion}>
            {t('noSuggestions')}
          </li>
        ) : (
          suggestions.map((s, i) => (
            <li
              key={`${s.type}-${s.country}-${s.label}`}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === active}
              className={i === active ? `${styles.option} ${styles.optionActive}` : styles.option}
              // mousedown, not click: the input's blur would close the list before a click lands.
              onMouseDown={(event) => {
                event.preventDefault()
                pick(s)
              }}
            >
              {s.label}
              <span className={styles.optionCountry}>{s.country}</span>
            </li>
          ))
        )}
      </ul>
      <p className={styles.srOnly} aria-live="polite">
        {expanded ? t('suggestionsCount', { count: suggestions.length }) : ''}
      </p>
      {/* 1–2 typed characters: no search yet, and not "no place found" either; say to keep typing. */}
      {tooShort ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {t('keepTyping')}
        </p>
      ) : null}
    </div>
  )
}

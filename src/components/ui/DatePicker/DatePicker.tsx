'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react'
import { DayPicker, type Matcher } from 'react-day-picker'
import { format, type Locale } from 'date-fns'
import { de, enGB, ja, zhCN } from 'date-fns/locale'
import { useTranslations } from 'next-intl'
import { FieldError, RequiredMark, describedBy } from '@/components/ui/Field/Field'
import fieldStyles from '@/components/ui/Field/Field.module.css'
import styles from './DatePicker.module.css'

export type DatePickerLocale = 'de' | 'en' | 'ja' | 'zh-hans' | 'ko'

/** The spec shows dates the German way in every locale. */
export const DATE_DISPLAY_FORMAT = 'dd.MM.yyyy'

/** Day and month names; Korean has no date-picker translation in the spec, so it gets British English. */
const DATE_FNS_LOCALES: Record<DatePickerLocale, Locale> = {
  de,
  en: enGB,
  ja,
  'zh-hans': zhCN,
  ko: enGB,
}

/** Sunday-first calendars for Japanese, Monday-first everywhere else. */
export function weekStartsOnFor(locale: DatePickerLocale): 0 | 1 {
  return locale === 'ja' ? 0 : 1
}

export type DatePickerProps = {
  label: ReactNode
  locale: DatePickerLocale
  /** Submitted as yyyy-MM-dd through a hidden input when given. */
  name?: string
  id?: string
  value?: Date | null
  defaultValue?: Date
  onChange?: (date: Date) => void
  /** Days that cannot be picked, e.g. [{ before: today }, { dayOfWeek: [0] }]. */
  disabled?: Matcher | Matcher[]
  /** Month shown first when nothing is selected yet. */
  defaultMonth?: Date
  required?: boolean
  error?: ReactNode
  placeholder?: string
  className?: string
  ref?: Ref<HTMLInputElement>
}

export function DatePicker({
  label,
  locale,
  name,
  id,
  value,
  defaultValue,
  onChange,
  disabled,
  defaultMonth,
  required = false,
  error,
  placeholder,
  className,
  ref,
}: DatePickerProps) {
  const t = useTranslations('ui')
  const autoId = useId()
  const inputId = id ?? `${autoId}-date`
  const errorId = `${inputId}-error`
  const popoverId = `${inputId}-calendar`
  const rootRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLInputElement | null>(null)
  const [open, setOpen] = useState(false)
  const [uncontrolled, setUncontrolled] = useState<Date | undefined>(defaultValue)
  const selected = value !== undefined ? (value ?? undefined) : uncontrolled
  const dateLocale = DATE_FNS_LOCALES[locale]
  const hasError = Boolean(error)

  function close(restoreFocus: boolean) {
    setOpen(false)
    if (restoreFocus) inputRef.current?.focus()
  }

  function pick(date: Date) {
    setUncontrolled(date)
    onChange?.(date)
    close(true)
  }

  // Outside click closes without stealing focus back: the user went elsewhere.
  useEffect(() => {
    if (!open) return
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  function onRootKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape' && open) {
      event.preventDefault()
      // Keep Escape from also closing an enclosing Modal.
      event.stopPropagation()
      close(true)
    }
  }

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault() // Enter would otherwise submit the form
      setOpen(true)
    }
  }

  function setInputRef(el: HTMLInputElement | null) {
    inputRef.current = el
    if (typeof ref === 'function') ref(el)
    else if (ref) ref.current = el
  }

  return (
    <div
      ref={rootRef}
      className={[fieldStyles.field, styles.root, className].filter(Boolean).join(' ')}
      onKeyDown={onRootKeyDown}
      onBlur={(event) => {
        // Tabbing out of the calendar closes it; a null relatedTarget (click on
        // non-focusable area, Safari buttons) is left to the outside-click handler.
        const next = event.relatedTarget as Node | null
        if (open && next && !rootRef.current?.contains(next)) setOpen(false)
      }}
    >
      <label htmlFor={inputId} className={fieldStyles.labelOutside}>
        {label}
        {required && <RequiredMark />}
      </label>
      <div className={[fieldStyles.box, hasError && fieldStyles.invalid].filter(Boolean).join(' ')}>
        <input
          ref={setInputRef}
          id={inputId}
          type="text"
          // Read-only: the date is chosen in the calendar, never typed, so the
          // displayed format cannot be entered wrongly.
          readOnly
          value={selected ? format(selected, DATE_DISPLAY_FORMAT) : ''}
          placeholder={placeholder}
          className={styles.input}
          aria-haspopup="dialog"
          // No aria-expanded here: a textbox may not carry it (axe: aria-allowed-attr); the calendar button does.
          aria-controls={open ? popoverId : undefined}
          aria-required={required || undefined}
          aria-invalid={hasError || undefined}
          aria-describedby={describedBy(hasError && errorId)}
          onClick={() => setOpen(true)}
          onKeyDown={onInputKeyDown}
        />
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('openCalendar')}
          aria-expanded={open}
          aria-controls={open ? popoverId : undefined}
          onClick={() => (open ? close(true) : setOpen(true))}
        >
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <rect x="1.5" y="2.5" width="13" height="12" rx="1" fill="none" stroke="currentColor" />
            <path d="M1.5 6h13M5 1v3M11 1v3" stroke="currentColor" />
          </svg>
        </button>
      </div>
      {name && <input type="hidden" name={name} value={selected ? format(selected, 'yyyy-MM-dd') : ''} />}
      {hasError && <FieldError id={errorId}>{error}</FieldError>}

      {open && (
        <div id={popoverId} role="dialog" aria-label={t('chooseDate')} className={styles.popover}>
          <button type="button" className={styles.close} aria-label={t('close')} onClick={() => close(true)}>
            <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
              <path d="M1 1l10 10M11 1L1 11" stroke="currentColor" strokeWidth="1.2" />
            </svg>
          </button>
          <DayPicker
            mode="single"
            required
            selected={selected}
            onSelect={pick}
            // Moves keyboard focus into the grid (selected day, else today).
            autoFocus
            locale={dateLocale}
            weekStartsOn={weekStartsOnFor(locale)}
            disabled={disabled}
            defaultMonth={selected ?? defaultMonth}
            showOutsideDays
            labels={{
              labelPrevious: () => t('previousMonth'),
              labelNext: () => t('nextMonth'),
              labelDayButton: (date, modifiers) =>
                [modifiers.today && t('today'), format(date, 'PPPP', { locale: dateLocale }), modifiers.selected && t('selected')].filter(Boolean).join(', '),
            }}
            classNames={{
              root: styles.calendar,
              months: styles.months,
              month: styles.month,
              month_caption: styles.caption,
              caption_label: styles.captionLabel,
              nav: styles.nav,
              button_previous: styles.navButton,
              button_next: styles.navButton,
              chevron: styles.chevron,
              month_grid: styles.grid,
              weekday: styles.weekday,
              day: styles.day,
              day_button: styles.dayButton,
              selected: styles.selected,
              today: styles.today,
              disabled: styles.disabled,
              outside: styles.outside,
              hidden: styles.hidden,
              focused: styles.focused,
            }}
          />
        </div>
      )}
    </div>
  )
}

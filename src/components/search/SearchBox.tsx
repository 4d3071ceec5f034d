'use client'

import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type Ref } from 'react'
import { useTranslations } from 'next-intl'
import { Image } from '@/components/ui/Image/Image'
import { micrositeHref } from '@/domain/microsite'
import type { SearchHit, SearchType } from '@/domain/search'
import { fetchSuggestions } from './fetchSuggestions'
import { groupHits, hitImage, hitTitle, searchPageHref, searchPagePath, type HitGroup } from './searchHits'
import styles from './SearchBox.module.css'

/** Wait for a pause in typing, so a word costs one request rather than one per letter. */
export const DEBOUNCE_MS = 250
/** One letter matches half the catalogue; suggestions start at two. */
export const MIN_QUERY_LENGTH = 2
/** The API's limit (src/server/search/searchQuery.ts). */
const MAX_QUERY_LENGTH = 200

const groupLabelKey = {
  product: 'groupProducts',
  page: 'groupPages',
  jeweler: 'groupJewelers',
} as const satisfies Record<SearchType, string>

export type SearchBoxProps = {
  locale: string
  defaultValue?: string
  /** header: compact, label hidden, icon button; page: the results page's wide field with its label shown. */
  variant?: 'header' | 'page'
  /** A second search form on one page would be a second, same-named search landmark. */
  landmark?: boolean
  /** Opens a suggestion or the results page; a full page load by default. */
  navigate?: (url: string) => void
  inputRef?: Ref<HTMLInputElement>
  className?: string
  /** The jeweller's slug on a microsite: results page and suggestions stay under its prefix (spec 1 §2). */
  microsite?: string
}

const assign = (url: string) => window.location.assign(url)

/**
 * The site search field: a WAI-ARIA 1.2 combobox with grouped suggestions (focus stays in the
 * input, the active option is named by aria-activedescendant), inside a plain GET form, so without
 * JavaScript it still submits to the results page.
 */
export function SearchBox({
  locale,
  defaultValue = '',
  variant = 'header',
  landmark = true,
  navigate = assign,
  inputRef,
  className,
  microsite,
}: SearchBoxProps) {
  const t = useTranslations('search')
  const tForm = useTranslations('form-general')
  const id = useId()
  const inputId = `${id}-input`
  const labelId = `${id}-label`
  const listId = `${id}-listbox`
  const optionId = (index: number) => `${id}-option-${index}`

  const [query, setQuery] = useState(defaultValue)
  // null: nothing asked yet (or too short); []: the index answered without hits.
  const [groups, setGroups] = useState<HitGroup[] | null>(null)
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const pending = useRef<AbortController | null>(null)
  // An answer that arrives after the visitor has left the field must not pop the list open.
  const focused = useRef(false)

  const options: SearchHit[] = groups?.flatMap((group) => group.hits) ?? []
  const shown = open && groups !== null
  const expanded = shown && options.length > 0

  // A hit's address is the site's; on a microsite it moves under the prefix like every other link.
  const openHit = (hit: SearchHit) => navigate(microsite ? micrositeHref(hit.url, microsite) : hit.url)

  const cancel = () => {
    clearTimeout(timer.current)
    pending.current?.abort()
    pending.current = null
  }
  useEffect(() => cancel, [])

  // Scheduled from the change event rather than an effect, so a prefilled query asks nothing.
  const suggest = (value: string) => {
    cancel()
    if (value.trim().length < MIN_QUERY_LENGTH) {
      setGroups(null)
      setOpen(false)
      return
    }
    timer.current = setTimeout(() => {
      const controller = new AbortController()
      pending.current = controller
      fetchSuggestions(value, locale, controller.signal).then(
        (hits) => {
          if (controller.signal.aborted) return
          setGroups(groupHits(hits))
          setActive(-1)
          setOpen(focused.current)
        },
        () => {
          // A failed lookup shows nothing: the form still leads to the results page.
          if (controller.signal.aborted) return
          setGroups(null)
          setOpen(false)
        },
      )
    }, DEBOUNCE_MS)
  }

  const close = () => {
    setOpen(false)
    setActive(-1)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        if (options.length === 0) return
        event.preventDefault()
        const step = event.key === 'ArrowDown' ? 1 : -1
        // From the input the first press lands on the first (or last) option; then it wraps.
        const from = expanded ? active : -1
        setOpen(true)
        setActive(from === -1 ? (step === 1 ? 0 : options.length - 1) : (from + step + options.length) % options.length)
        return
      }
      case 'Enter': {
        const hit = expanded && active >= 0 ? options[active] : undefined
        if (!hit) return // the form submits: the results page
        event.preventDefault()
        close()
        openHit(hit)
        return
      }
      case 'Escape':
        // Closed, Escape keeps its native meaning (clearing a search field, closing a panel around it).
        if (!shown) return
        event.preventDefault()
        close()
        return
      case 'Tab':
        close()
    }
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    cancel()
    close()
    navigate(searchPageHref(locale, query.trim(), 1, microsite))
  }

  const announcement = shown ? t('suggestionsCount', { count: options.length }) : ''
  // Where each group's options start in the flat list the arrow keys walk.
  const starts = groups?.map((_, g) => groups.slice(0, g).reduce((sum, group) => sum + group.hits.length, 0)) ?? []

  return (
    <form
      role={landmark ? 'search' : undefined}
      aria-label={landmark ? t('label') : undefined}
      action={searchPagePath(locale, microsite)}
      method="get"
      onSubmit={onSubmit}
      className={[styles.form, styles[variant], className].filter(Boolean).join(' ')}
    >
      <label id={labelId} htmlFor={inputId} className={variant === 'header' ? 'visually-hidden' : styles.label}>
        {t('label')}
      </label>
      <div className={styles.field}>
        <input
          ref={inputRef}
          id={inputId}
          name="s"
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t('placeholder')}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value)
            setActive(-1)
            suggest(event.target.value)
          }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            focused.current = true
            setOpen(groups !== null)
          }}
          onBlur={() => {
            focused.current = false
            close()
          }}
          className={styles.input}
        />
        <button type="submit" className={styles.submit}>
          <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.3" />
            <path d="M13 13l5 5" stroke="currentColor" strokeWidth="1.3" />
          </svg>
          <span className={variant === 'header' ? 'visually-hidden' : undefined}>{t('submit')}</span>
        </button>
        {/* Pressing inside keeps the focus in the input, so its blur does not close the list first. */}
        <div className={styles.popup} hidden={!shown} onMouseDown={(event) => event.preventDefault()}>
          <div role="listbox" id={listId} aria-labelledby={labelId} hidden={!expanded} className={styles.listbox}>
            {groups?.map((group, g) => (
              <div key={group.type} role="group" aria-labelledby={`${id}-group-${group.type}`} className={styles.group}>
                <div role="presentation" id={`${id}-group-${group.type}`} className={styles.groupLabel}>
                  {t(groupLabelKey[group.type])}
                </div>
                {group.hits.map((hit, h) => {
                  const at = starts[g] + h
                  return (
                    <div
                      key={`${hit.type}:${hit.url}`}
                      id={optionId(at)}
                      role="option"
                      aria-selected={at === active}
                      className={styles.option}
                      onMouseMove={() => active !== at && setActive(at)}
                      onClick={() => {
                        close()
                        openHit(hit)
                      }}
                    >
                      <Image src={hitImage(hit)} alt="" width={48} height={48} placeholderSize={24} className={styles.thumb} />
                      <span className={styles.title}>{hitTitle(hit)}</span>
                    </div>
                  )
                })}
              </div>
            ))}
          </div>
          {groups?.length === 0 ? <p className={styles.empty}>{tForm('dropdown.no-results')}</p> : null}
        </div>
      </div>
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
    </form>
  )
}

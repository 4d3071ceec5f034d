'use client'

import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from 'react'
import { useTranslations } from 'next-intl'
import { SearchBox } from './SearchBox'
import { searchPagePath } from './searchHits'
import styles from './HeaderSearch.module.css'

const noSubscription = () => () => {}

/**
 * The header's search: the field itself on desktop; on mobile an icon that reveals it over the
 * page below the header bar, so the bar keeps its height. Before hydration (or without
 * JavaScript) the icon is a link to the results page, whose own field then does the work. On a
 * microsite (the jeweller's slug) both lead to the microsite's own results page (spec 1 §2).
 */
export function HeaderSearch({ locale, microsite }: { locale: string; microsite?: string }) {
  const t = useTranslations('search')
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const [open, setOpen] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelId = `header-search-${locale}`

  useEffect(() => {
    if (open) inputRef.current?.focus()
  }, [open])

  // The box handles Escape while its list is open; an Escape it leaves alone closes the panel.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !open) return
    setOpen(false)
    toggleRef.current?.focus()
  }

  const icon = open ? (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="1.3" />
    </svg>
  ) : (
    <svg className={styles.icon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.3" />
      <path d="M13 13l5 5" stroke="currentColor" strokeWidth="1.3" />
    </svg>
  )

  return (
    <div className={open ? `${styles.search} ${styles.open}` : styles.search}>
      {hydrated ? (
        <button ref={toggleRef} type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((was) => !was)}>
          {icon}
          <span className="visually-hidden">{open ? t('close') : t('open')}</span>
        </button>
      ) : (
        <a className={styles.toggle} href={searchPagePath(locale, microsite)}>
          {icon}
          <span className="visually-hidden">{t('open')}</span>
        </a>
      )}
      <div id={panelId} className={styles.panel} onKeyDown={onKeyDown}>
        <SearchBox locale={locale} microsite={microsite} inputRef={inputRef} className={styles.box} />
      </div>
    </div>
  )
}

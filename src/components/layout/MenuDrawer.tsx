'use client'

import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react'
import styles from './SiteHeader.module.css'

const noSubscription = () => () => {}
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'

type Props = { label: string; id: string; children: ReactNode }

/**
 * The header's menu below the wide layout (issue 31): a button named "Menü" that opens a drawer with
 * the navigation, the account and the languages. While open, Tab stays within the button and the
 * drawer (the button stays reachable, as it closes the drawer), Escape closes it and focus returns to
 * the button. Before hydration (or without JavaScript) the button is a link to the drawer, which CSS
 * shows while it is the page's target.
 */
export function MenuDrawer({ label, id, children }: Props) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false)
    if (returnFocus) buttonRef.current?.focus()
  }, [])

  useEffect(() => {
    if (!open) return
    // The page behind does not scroll while the drawer covers it.
    const root = document.documentElement
    const before = root.style.overflow
    root.style.overflow = 'hidden'
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus()
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close(true)
    }
    // From the wide layout on, the drawer's contents stand in the header: close it, nothing to trap.
    const wide = window.matchMedia('(min-width: 1181px)')
    const onWide = () => wide.matches && close(false)
    document.addEventListener('keydown', onKey)
    wide.addEventListener('change', onWide)
    return () => {
      root.style.overflow = before
      document.removeEventListener('keydown', onKey)
      wide.removeEventListener('change', onWide)
    }
  }, [open, close])

  // Tab and Shift+Tab cycle through the button and the drawer's controls.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open || event.key !== 'Tab' || !panelRef.current || !buttonRef.current) return
    const items = [buttonRef.current, ...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.offsetParent !== null || el === buttonRef.current,
    )
    const index = items.indexOf(document.activeElement as HTMLElement)
    const next = event.shiftKey ? (index <= 0 ? items.length - 1 : index - 1) : index === items.length - 1 ? 0 : index + 1
    event.preventDefault()
    items[next]?.focus()
  }

  const icon = (
    <svg className={styles.menuIcon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M4 4l12 12M16 4L4 16" stroke="currentColor" strokeWidth="1.3" />
      ) : (
        <path d="M2 6h16M2 10h16M2 14h16" stroke="currentColor" strokeWidth="1.2" />
      )}
    </svg>
  )
  const text = <span className={styles.menuLabel}>{label}</span>

  return (
    <div className={styles.menu} onKeyDown={onKeyDown}>
      {hydrated ? (
        <button ref={buttonRef} type="button" className={styles.menuButton} aria-expanded={open} aria-controls={id} onClick={() => setOpen((was) => !was)}>
          {icon}
          {text}
        </button>
      ) : (
        <a className={styles.menuButton} href={`#${id}`}>
          {icon}
          {text}
        </a>
      )}
      <div
        ref={panelRef}
        id={id}
        className={open ? `${styles.drawer} ${styles.drawerOpen}` : styles.drawer}
        // Following a link in the drawer leaves it closed behind (an anchor on the same page, too).
        onClick={(event) => (event.target as HTMLElement).closest('a') && close(false)}
      >
        {children}
      </div>
      {open ? <div className={styles.backdrop} aria-hidden="true" onClick={() => close(true)} /> : null}
    </div>
  )
}

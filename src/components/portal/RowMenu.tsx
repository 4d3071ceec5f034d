'use client'

import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import styles from './Portal.module.css'

type Item = { id: string; label: string }
type Props = { label: string; items: readonly Item[]; onSelect: (id: string) => void }

/**
 * The WAI-ARIA menu button: Enter, Space or ArrowDown open the menu on its first entry (ArrowUp on
 * the last); arrows, Home and End move; Enter or Space choose; Escape closes and returns to the
 * button; Tab closes. Positioned fixed so the table's scroll box does not clip it.
 */
export function RowMenu({ label, items, onSelect }: Props) {
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null)
  const button = useRef<HTMLButtonElement>(null)
  const entries = useRef<Array<HTMLButtonElement | null>>([])
  const menuId = useId()

  useEffect(() => {
    if (open) entries.current[active]?.focus()
  }, [open, active])

  useEffect(() => {
    if (!open) return
    const close = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !button.current?.parentElement?.contains(event.target)) setOpen(false)
    }
    const away = () => setOpen(false)
    document.addEventListener('pointerdown', close)
    window.addEventListener('resize', away)
    return () => {
      document.removeEventListener('pointerdown', close)
      window.removeEventListener('resize', away)
    }
  }, [open])

  function openAt(index: number) {
    const rect = button.current?.getBoundingClientRect()
    // Kept inside the viewport: on a phone the button may sit at the edge of a wide table.
    if (rect)
      setPlace({
        top: Math.max(8, Math.min(rect.bottom + 4, window.innerHeight - 48 * items.length - 16)),
        left: Math.max(8, Math.min(rect.right - 240, window.innerWidth - 248)),
      })
    setActive(index)
    setOpen(true)
  }

  function close(focusButton: boolean) {
    setOpen(false)
    if (focusButton) button.current?.focus()
  }

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      openAt(0)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      openAt(items.length - 1)
    }
  }

  function onMenuKey(event: KeyboardEvent<HTMLDivElement>) {
    const last = items.length - 1
    const move: Record<string, number> = { ArrowDown: active === last ? 0 : active + 1, ArrowUp: active === 0 ? last : active - 1, Home: 0, End: last }
    if (event.key in move) {
      event.preventDefault()
      setActive(move[event.key]!)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      close(true)
    } else if (event.key === 'Tab') {
      setOpen(false)
    }
  }

  function choose(id: string) {
    close(true)
    onSelect(id)
  }

  return (
    <div className={styles.menuHost}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
      >
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <circle cx="3" cy="8" r="1.5" fill="currentColor" />
          <circle cx="8" cy="8" r="1.5" fill="currentColor" />
          <circle cx="13" cy="8" r="1.5" fill="currentColor" />
        </svg>
      </button>
      {open ? (
        <div id={menuId} role="menu" aria-label={label} className={styles.menu} style={place ?? undefined} onKeyDown={onMenuKey}>
          {items.map((item, index) => (
            <button
              key={item.id}
              ref={(el) => {
                entries.current[index] = el
              }}
              type="button"
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              className={styles.menuItem}
              onClick={() => choose(item.id)}
            >
              {item.label}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  )
}

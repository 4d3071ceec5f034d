'use client'

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import styles from './Portal.module.css'

/** Spec 3 §9: a table's tooltips appear after 1000 ms. */
export const TOOLTIP_DELAY_MS = 1000

/**
 * A cell's or heading's full text in a tooltip after the delay, on hover or keyboard focus inside
 * it; Escape or leaving hides it. The text itself stays in the cell, so screen readers read it there.
 */
export function Tip({ text, children }: { text: string; children: ReactNode }) {
  const [open, setOpen] = useState<{ top: number; left: number } | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const id = useId()
  useEffect(() => () => clearTimeout(timer.current), [])
  if (!text) return <>{children}</>
  // Fixed at the host's place: the cells clip their overflow, a tooltip inside them would be cut.
  const show = (event: { currentTarget: HTMLElement }) => {
    const rect = event.currentTarget.getBoundingClientRect()
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setOpen({ top: rect.bottom + 4, left: rect.left }), TOOLTIP_DELAY_MS)
  }
  const hide = () => {
    clearTimeout(timer.current)
    setOpen(null)
  }
  return (
    <span className={styles.tipHost} onPointerEnter={show} onPointerLeave={hide} onFocus={show} onBlur={hide} onKeyDown={(e) => e.key === 'Escape' && hide()}>
      {children}
      {open ? (
        <span role="tooltip" id={id} className={styles.tip} style={open}>
          {text}
        </span>
      ) : null}
    </span>
  )
}

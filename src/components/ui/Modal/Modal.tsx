'use client'

import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react'
import { useTranslations } from 'next-intl'
import styles from './Modal.module.css'

export type ModalProps = {
  open: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  className?: string
  /** 'side': a full-height panel at the inline end (the shop's ring width, length and engraving). */
  placement?: 'center' | 'side'
}

/**
 * Focus back where the dialog was opened; when that element went with what the dialog did (a
 * booked-out row and its menu), the page's heading, so a keyboard user goes on from the content
 * they were working in rather than from the top of the page.
 */
function restoreFocus(opener: HTMLElement | null) {
  if (opener?.isConnected) return opener.focus()
  const heading = document.querySelector<HTMLElement>('main h1')
  if (!heading) return
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
  heading.focus({ preventScroll: true })
}

/**
 * Native <dialog> opened with showModal(): the browser supplies the focus
 * trap, inert background and top layer. Controlled through `open`.
 */
export function Modal({ open, onClose, title, children, className, placement = 'center' }: ModalProps) {
  const t = useTranslations('ui')
  const titleId = useId()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const openerRef = useRef<HTMLElement | null>(null)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog || !open) return
    if (!dialog.open) {
      openerRef.current = document.activeElement as HTMLElement | null
      dialog.showModal()
    }
    // Runs when `open` turns false and also when a parent unmounts the modal while it is open (the
    // portal renders its dialogs only while they are open): either way the opener gets focus back,
    // which browsers do not reliably restore after close() and never for a removed dialog.
    return () => {
      dialog.close()
      restoreFocus(openerRef.current)
      openerRef.current = null
    }
  }, [open])

  function requestClose(event: { preventDefault(): void }) {
    // Keep the dialog open until the parent flips `open`, so state stays the
    // single source of truth.
    event.preventDefault()
    onClose()
  }

  function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // A file input's picker, dismissed, sends a `cancel` that bubbles up to the dialog (the engraving
    // image's "Bild auswählen", then Cancel): only the dialog's own close request closes it.
    if (event.target !== event.currentTarget) return
    requestClose(event)
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') requestClose(event)
  }

  function onClick(event: MouseEvent<HTMLDialogElement>) {
    // The inner panel fills the dialog box, so a click whose target is the
    // dialog itself landed on the backdrop.
    if (event.target === event.currentTarget) onClose()
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      className={[styles.dialog, placement === 'side' && styles.side, className].filter(Boolean).join(' ')}
      // cancel: the browser's own close request (Escape, Android back).
      onCancel={onCancel}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className={styles.panel}>
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={t('close')} onClick={onClose}>
            <svg viewBox="0 0 12 12" aria-hidden="true" focusable="false">
              <path d="M1 1l10 10M11 1L1 11" stroke="currentColor" strokeWidth="1.2" />
            </svg>
          </button>
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </dialog>
  )
}

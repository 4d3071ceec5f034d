'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/Button/Button'
import styles from './Cart.module.css'

/** How long a deleted line can be put back once neither the pointer nor the focus is on its notice. */
export const UNDO_MS = 10_000

type Props = {
  name: string
  /** An item of the lines' list where the line was, or a block of the empty cart. */
  as: 'li' | 'div'
  restoring: boolean
  disabled: boolean
  onUndo: () => void
  onExpire: () => void
}

/**
 * "{name} was removed. Undo" where the deleted line was (issue 30). The focus stays on the next
 * line's delete button as before, so the notice sits right before it in the tab order (Shift+Tab);
 * the status region says that undo is possible. It goes after UNDO_MS, but never while the pointer
 * rests on it or the focus is in it (WCAG 2.2.1: the time runs only while the user is elsewhere).
 */
export function UndoNotice({ name, as: Tag, restoring, disabled, onUndo, onExpire }: Props) {
  const t = useTranslations('cart')
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const held = hovered || focused || restoring
  useEffect(() => {
    if (held) return
    const timer = setTimeout(onExpire, UNDO_MS)
    return () => clearTimeout(timer)
  }, [held, onExpire])
  return (
    <Tag
      className={styles.undo}
      data-undo-line=""
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <p>{t('line.removed', { name })}</p>
      <Button variant="text" focusableWhenDisabled loading={restoring} disabled={disabled} onClick={onUndo} aria-label={t('line.undo-label', { name })}>
        {t('line.undo')}
      </Button>
    </Tag>
  )
}

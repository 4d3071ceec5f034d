'use client'

import { useEffect, useRef } from 'react'
import { useTranslations } from 'next-intl'
import { Button } from '@/components/ui/Button/Button'
import type { LinkView } from '@/domain/linkView'
import styles from './Forms.module.css'

type Props = {
  text: string
  /** The Ok button starts a fresh form (spec 1 §4). */
  onOk?: () => void
  /** The contact form's way back instead. */
  backLink?: LinkView
}

/** The success message after sending; it takes the focus, so the change is announced and found. */
export function FormSuccess({ text, onOk, backLink }: Props) {
  const t = useTranslations('forms.success')
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div ref={ref} className={styles.success} role="status" tabIndex={-1}>
      <p className={styles.successTitle}>{t('title')}</p>
      <p className={styles.successText}>{text}</p>
      <div className={styles.actions}>
        {onOk ? <Button onClick={onOk}>{t('ok')}</Button> : null}
        {backLink ? (
          <Button href={backLink.href} variant="secondary">
            {t('back')}
          </Button>
        ) : null}
      </div>
    </div>
  )
}

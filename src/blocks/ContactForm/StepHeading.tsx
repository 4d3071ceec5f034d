'use client'

import { useEffect, useRef } from 'react'
import { useTranslations } from 'next-intl'
import kit from '@/components/forms/Forms.module.css'

type Props = { current: number; total: number; title: string; id: string; takeFocus: boolean }

/** "Step 2 of 3" and the step's title; a step reached by sending the one before takes the focus. */
export function StepHeading({ current, total, title, id, takeFocus }: Props) {
  const t = useTranslations('forms')
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (takeFocus) ref.current?.focus()
  }, [takeFocus])
  return (
    <div>
      <p className={kit.step}>{t('step', { current, total })}</p>
      <h3 ref={ref} id={id} tabIndex={-1} className={kit.stepHeading}>
        {title}
      </h3>
    </div>
  )
}

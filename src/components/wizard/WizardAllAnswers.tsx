'use client'

import { useTranslations } from 'next-intl'
import type { ReactNode, Ref } from 'react'
import type { WizardChoice } from '@/domain/wizard/types'
import type { WizardStepView } from '@/server/content/types'
import styles from './Wizard.module.css'

type Props = {
  answered: { step: WizardStepView; choice: WizardChoice }[]
  preview: boolean
  headingRef: Ref<HTMLHeadingElement>
  children: ReactNode
}

/** Every question with the answer given (spec 3 §2.1, at step count + 1). */
export function WizardAllAnswers({ answered, preview, headingRef, children }: Props) {
  const t = useTranslations('wizard')
  return (
    <div className={styles.allAnswers}>
      <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('allAnswersHeading')}
      </h2>
      <dl className={styles.answerList}>
        {answered.map(({ step, choice }) => (
          <div key={step.id} className={styles.answerRow}>
            <dt>
              {step.label}
              {preview ? <span className={styles.weight}>{t('weight', { weight: step.weight })}</span> : null}
            </dt>
            <dd>{choice.name}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>{children}</div>
    </div>
  )
}

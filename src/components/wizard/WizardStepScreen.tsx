'use client'

import { useTranslations } from 'next-intl'
import type { Ref } from 'react'
import { ContentImage } from '@/components/media/ContentImage'
import type { WizardStepView } from '@/server/content/types'
import styles from './Wizard.module.css'

type Props = {
  step: WizardStepView
  number: number
  total: number
  chosenId?: string
  /** The choice just clicked, shown chosen during the 100 ms before the next step. */
  pendingId: string | null
  preview: boolean
  onChoose: (choiceId: string) => void
  headingRef: Ref<HTMLHeadingElement>
}

/** One question (spec 3 §2.1): image tiles when every choice has an image, else text buttons. */
export function WizardStepScreen({ step, number, total, chosenId, pendingId, preview, onChoose, headingRef }: Props) {
  const t = useTranslations('wizard')
  const withImages = step.choices.every((c) => c.image)
  const headingId = `wizard-step-${step.id}`
  return (
    <div className={styles.step}>
      <p className={styles.progress}>
        {t('progress', { current: number, total })}
        {preview ? <span className={styles.weight}>{t('weight', { weight: step.weight })}</span> : null}
      </p>
      <h2 ref={headingRef} tabIndex={-1} id={headingId} className={styles.heading}>
        {step.label}
      </h2>
      <ul className={withImages ? styles.imageChoices : styles.textChoices} aria-labelledby={headingId}>
        {step.choices.map((choice) => {
          const chosen = (pendingId ?? chosenId) === choice.id
          return (
            <li key={choice.id}>
              <button
                type="button"
                className={[styles.choice, chosen && styles.chosen].filter(Boolean).join(' ')}
                aria-pressed={chosen}
                disabled={pendingId !== null}
                onClick={() => onChoose(choice.id)}
                data-choice={choice.id}
              >
                {withImages && choice.image ? (
                  <ContentImage image={{ ...choice.image, alt: '' }} className={styles.choiceImage} sizes="(min-width: 890px) 280px, 45vw" />
                ) : null}
                <span className={styles.choiceName}>{choice.name}</span>
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}

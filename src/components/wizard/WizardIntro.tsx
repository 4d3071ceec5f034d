'use client'

import { useTranslations } from 'next-intl'
import type { Ref } from 'react'
import { ContentImage } from '@/components/media/ContentImage'
import { Button } from '@/components/ui/Button/Button'
import type { WizardView } from '@/server/content/types'
import styles from './Wizard.module.css'

type Props = { intro: WizardView['intro']; onStart: () => void; headingRef: Ref<HTMLHeadingElement> }

/** The splash screen (spec 3 §2.1): background image, title, text and the start button. */
export function WizardIntro({ intro, onStart, headingRef }: Props) {
  const t = useTranslations('wizard')
  return (
    <div className={styles.intro}>
      {intro.image ? <ContentImage image={{ ...intro.image, alt: '' }} className={styles.introImage} sizes="(min-width: 1240px) 1200px, 100vw" /> : null}
      <div className={styles.introText}>
        <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
          {intro.title}
        </h2>
        {intro.text ? <p className={styles.lead}>{intro.text}</p> : null}
        <Button onClick={onStart}>{intro.startLabel || t('start')}</Button>
      </div>
    </div>
  )
}

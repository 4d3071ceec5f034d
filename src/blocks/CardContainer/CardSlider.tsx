'use client'

import { useTranslations } from 'next-intl'
import { Children, useEffect, useState, type CSSProperties, type ReactNode } from 'react'
import { cardSliderGapVar, sliderState, slidesPerView } from '@/domain/cardSlider'
import styles from './styles.module.css'

/**
 * The desktop card slider: 1 card, 2 from 890 px, 3 from 1240 px; arrows disabled at the ends and
 * hidden when every card fits. Below 890 px the cards are plain rows (CSS), so this adds nothing.
 */
export function CardSlider({ children, label }: { children: ReactNode; label: string }) {
  const t = useTranslations('blocks.cardSlider')
  const count = Children.count(children)
  const [perView, setPerView] = useState(3)
  const [index, setIndex] = useState(0)

  useEffect(() => {
    const update = () => setPerView(slidesPerView(window.innerWidth))
    update()
    window.addEventListener('resize', update)
    return () => window.removeEventListener('resize', update)
  }, [])

  const state = sliderState(count, perView, index)
  const vars = { ...cardSliderGapVar, '--slide-index': state.index } as CSSProperties

  return (
    <div className={styles.slider} role="group" aria-roledescription={t('roleDescription')} aria-label={label || undefined} data-enabled={state.enabled}>
      <div className={styles.viewport}>
        <ul className={styles.cards} style={vars}>
          {children}
        </ul>
      </div>
      {state.enabled ? (
        <div className={styles.arrows}>
          <button type="button" className={styles.arrow} onClick={() => setIndex(state.index - 1)} disabled={state.prevDisabled} aria-label={t('previous')}>
            <svg className={styles.arrowIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M20 12H4m6-6-6 6 6 6" fill="none" stroke="currentColor" strokeWidth="1.1" />
            </svg>
          </button>
          <button type="button" className={styles.arrow} onClick={() => setIndex(state.index + 1)} disabled={state.nextDisabled} aria-label={t('next')}>
            <svg className={styles.arrowIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 12h16m-6-6 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="1.1" />
            </svg>
          </button>
        </div>
      ) : null}
    </div>
  )
}

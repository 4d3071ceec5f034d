'use client'

import { useTranslations } from 'next-intl'
import type { ReactNode, Ref } from 'react'
import { ContentImage } from '@/components/media/ContentImage'
import { WishlistTileHeart } from '@/components/wishlist/WishlistTileHeart'
import type { WizardChoice } from '@/domain/wizard/types'
import type { WizardProductView, WizardStepView } from '@/server/content/types'
import styles from './Wizard.module.css'

type Props = {
  ranked: { product: WizardProductView; score: number }[]
  important: { step: WizardStepView; choice: WizardChoice }[]
  preview: boolean
  headingRef: Ref<HTMLHeadingElement>
  /** The actions under the result (all answers, the form, back, restart). */
  children: ReactNode
}

/** The result delays of spec 3 §4 (up to 6.5 s), one class each; none under reduced motion. */
export const revealDelay = [styles.delay0, styles.delay1, styles.delay2, styles.delay3, styles.delay4, styles.delay5, styles.delay6]
const delay = revealDelay

/**
 * The result (spec 3 §2.1): up to three pieces with image, type, names, the wishlist heart and a link
 * opening the product in a new tab; the answers of important steps; in the editor preview the weights.
 */
export function WizardResult({ ranked, important, preview, headingRef, children }: Props) {
  const t = useTranslations('wizard')
  const tp = useTranslations('product')
  return (
    <div className={styles.result}>
      <h2 ref={headingRef} tabIndex={-1} className={`${styles.heading} ${styles.reveal} ${delay[0]}`}>
        {t('resultHeading')}
      </h2>
      <p className={`${styles.lead} ${styles.reveal} ${delay[0]}`}>{ranked.length ? t('resultIntro') : t('noMatch')}</p>
      {important.length ? (
        <div className={`${styles.important} ${styles.reveal} ${delay[1]}`}>
          <h3 className={styles.subheading}>{t('importantAnswers')}</h3>
          <ul className={styles.answerChips}>
            {important.map(({ step, choice }) => (
              <li key={step.id}>
                <span className="visually-hidden">{step.label}: </span>
                {choice.name}
                {preview ? <span className={styles.weight}>{t('weight', { weight: step.weight })}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <ol className={styles.products}>
        {ranked.map(({ product, score }, n) => {
          const name = product.name2 ? `${product.name} ${product.name2}` : product.name
          return (
            <li key={product.id} className={`${styles.product} ${styles.reveal} ${delay[2 + n]}`} data-mpn={product.mpn}>
              <div className={styles.productMedia}>
                <ContentImage image={product.image} className={styles.productImage} sizes="(min-width: 890px) 33vw, 90vw" />
                {/* The shared heart (default site only, never on microsites, issue 6). */}
                <WishlistTileHeart article={product.mpn} name={name} />
              </div>
              <p className={styles.productType}>{tp(`type.${product.type as 'ring'}`)}</p>
              <h3 className={styles.productName}>
                {product.name}
                {product.name2 ? <span className={styles.productName2}>{product.name2}</span> : null}
              </h3>
              {preview ? <p className={styles.weight}>{t('score', { score })}</p> : null}
              <a href={product.href} target="_blank" rel="noopener" className={styles.productLink}>
                {t('showProduct')}
                <span className="visually-hidden">
                  {' '}
                  {name} {t('newTab')}
                </span>
              </a>
            </li>
          )
        })}
      </ol>
      <div className={`${styles.actions} ${styles.reveal} ${delay[5]}`}>{children}</div>
    </div>
  )
}

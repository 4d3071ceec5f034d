'use client'

import { useTranslations } from 'next-intl'
import { ContentImage } from '@/components/media/ContentImage'
import { Loader } from '@/components/ui/Loader/Loader'
import type { ProductCardView } from '@/server/content/types'
import styles from './Forms.module.css'

type Props = {
  cards: ProductCardView[]
  loading?: boolean
  /** With `selected`, each piece gets a checkbox (the contact form's products step). */
  selected?: readonly string[]
  onToggle?: (mpn: string) => void
  heading: string
}

const fullName = (card: ProductCardView) => (card.name2 ? `${card.name} ${card.name2}` : card.name)

/** The pieces an enquiry is about: image, name and article number, each linking to its page. */
export function ProductChoice({ cards, loading = false, selected, onToggle, heading }: Props) {
  const t = useTranslations('forms.products')
  if (loading) return <Loader label={t('loading')} />
  if (!cards.length) return null
  return (
    <fieldset className={styles.products}>
      <legend className={styles.productsHeading}>{heading}</legend>
      <ul className={styles.productList}>
        {cards.map((card) => (
          <li key={card.mpn} className={styles.product}>
            {selected ? (
              <input
                type="checkbox"
                className={styles.productCheck}
                checked={selected.includes(card.mpn)}
                onChange={() => onToggle?.(card.mpn)}
                aria-label={t('include', { name: fullName(card) })}
              />
            ) : null}
            <ContentImage image={card.image} sizes="80px" className={styles.productImage} />
            <span className={styles.productText}>
              <a href={card.href} className={styles.productName}>
                {fullName(card)}
              </a>
              <span className={styles.productMpn}>{card.mpn}</span>
            </span>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}

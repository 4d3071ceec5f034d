'use client'

import { useTranslations } from 'next-intl'
import { useLineSummary } from '@/components/cart/useLineSummary'
import { EngravingPreview, useEngravingWords } from '@/components/shop/EngravingPanel'
import { Button } from '@/components/ui/Button/Button'
import type { OrderLineView } from '@/contracts/order'
import { parseEngravingText } from '@/domain/trade/engravingText'
import { engravingTypes } from '@/domain/trade/engravingTypes'
import { MAX_JEWELLERY_PIECES } from '@/domain/trade/linePieces'
import styles from './Cart.module.css'

function Engraving({ line }: { line: OrderLineView }) {
  const t = useTranslations('shop')
  const words = useEngravingWords()
  const engraving = line.engraving
  if (!engraving) return null
  const kind = t(`engraving.types.${engravingTypes[engraving.type]}`)
  if (engraving.type === 3 || engraving.text === null) {
    return <p className={styles.engraving}>{`${t('engraving.label')} (${kind}): ${t('engraving.image-set')}`}</p>
  }
  const segments = parseEngravingText(engraving.text) ?? [{ kind: 'text' as const, text: engraving.text }]
  return (
    <p className={styles.engraving}>
      <span>{`${t('engraving.label')} (${kind}): `}</span>
      <EngravingPreview segments={segments} cursive={engraving.type === 2} label={words(segments)} />
    </p>
  )
}

type Props = {
  line: OrderLineView
  /** A kind of line the user may still order for this store (issue 33); else marked, to be removed. */
  permitted?: boolean
  deleting: boolean
  disabled: boolean
  onDelete: (line: OrderLineView) => void
  /** Another number of pieces for a jewellery line (issue 33); a service item's quantity is chosen in the shop. */
  onQuantity: (line: OrderLineView, quantity: number) => void
}

/** A jewellery line's pieces can change in the cart; a ring of the year's piece carries its own number. */
const editablePieces = (line: OrderLineView) => line.available && line.metadata.meta_type === 'jewelry' && line.metadata.limit_nr === null

/** One row of the cart: product, configuration, engraving preview, quantity, price, delete. */
export function CartLine({ line, permitted = true, deleting, disabled, onDelete, onQuantity }: Props) {
  const t = useTranslations('cart')
  const summary = useLineSummary()
  const quantity = line.product.unit_label ? `${line.quantity} ${line.product.unit_label}` : String(line.quantity)
  return (
    <li className={[styles.line, (!line.available || !permitted) && styles.unavailable].filter(Boolean).join(' ')}>
      <div className={styles.picture}>{line.product.image ? <img src={line.product.image} alt="" width={96} height={96} loading="lazy" /> : null}</div>
      <div className={styles.details}>
        <h3 className={styles.name}>{line.product.name}</h3>
        <p className={styles.code}>{t('line.article', { code: line.full_code })}</p>
        <ul className={styles.summary}>
          {summary(line).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <Engraving line={line} />
        {line.available ? null : <p className={styles.lineError}>{t('line.unavailable')}</p>}
        {permitted ? null : <p className={styles.lineError}>{t('line.not-permitted')}</p>}
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('line.quantity')}</dt>
          <dd>
            {editablePieces(line) ? (
              <select
                className={styles.quantitySelect}
                aria-label={t('line.quantity-label', { name: line.product.name })}
                value={line.quantity}
                disabled={disabled}
                data-quantity-line={line.id}
                onChange={(e) => onQuantity(line, Number(e.target.value))}
              >
                {Array.from({ length: Math.max(MAX_JEWELLERY_PIECES, line.quantity) }, (_, i) => (
                  <option key={i + 1} value={i + 1}>
                    {i + 1}
                  </option>
                ))}
              </select>
            ) : (
              quantity
            )}
          </dd>
        </div>
        <div>
          <dt>{t('line.price')}</dt>
          <dd className={styles.amount}>{line.formatted.total}</dd>
        </div>
      </dl>
      <Button
        variant="text"
        className={styles.delete}
        loading={deleting}
        disabled={disabled}
        onClick={() => onDelete(line)}
        data-delete-line={line.id}
        aria-label={t('line.delete', { name: line.product.name })}
      >
        {t('line.delete-short')}
      </Button>
    </li>
  )
}

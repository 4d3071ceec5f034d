'use client'

import { useTranslations } from 'next-intl'
import { lazy, Suspense, useId } from 'react'
import { useLineSummary } from '@/components/cart/useLineSummary'
import { EngravingPreview, useEngravingWords } from '@/components/shop/EngravingPanel'
import { Button } from '@/components/ui/Button/Button'
import type { OrderLineView } from '@/contracts/order'
import { parseEngravingText } from '@/domain/trade/engravingText'
import { engravingTypes } from '@/domain/trade/engravingTypes'
import styles from './Cart.module.css'

// The shop's order form, to change a line in place (issue 33): loaded when a line is opened for a
// change, not with the cart (and not with the order page, which shows a line's engraving from here).
const LineEditor = lazy(() => import('@/components/cart/LineEditor').then((m) => ({ default: m.LineEditor })))

/** A line's engraving as the cart shows it: its kind and the text with its symbols, or that an image is set. */
export function Engraving({ line }: { line: OrderLineView }) {
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
  /** The house's most pieces per jewellery line, as the cart's answer gives it (issue 33). */
  maxPieces: number
  /** A kind of line the user may still order for this store (issue 33); else marked, to be removed. */
  permitted?: boolean
  deleting: boolean
  duplicating: boolean
  /** The line's configuration is open to change below it. */
  editing: boolean
  disabled: boolean
  onDelete: (line: OrderLineView) => void
  /** Another number of pieces for a jewellery line (issue 33); a service item's quantity is chosen in the shop. */
  onQuantity: (line: OrderLineView, quantity: number) => void
  /** A copy of the line, to change one option on (issue 33). */
  onDuplicate: (line: OrderLineView) => void
  onEdit: (line: OrderLineView | null) => void
  /** The line's changed configuration was saved. */
  onSaved: (line: OrderLineView) => void
}

/** A jewellery line still sold can be copied and changed in the cart; a service item's quantity is chosen in the shop. */
const configurable = (line: OrderLineView) => line.available && line.metadata.meta_type === 'jewelry'

/** A jewellery line's pieces can change in the cart; a ring of the year's piece carries its own number. */
const editablePieces = (line: OrderLineView) => configurable(line) && line.metadata.limit_nr === null

/** One row of the cart: product, configuration, engraving preview, quantity, price, change, duplicate, delete. */
export function CartLine({
  line,
  maxPieces,
  permitted = true,
  deleting,
  duplicating,
  editing,
  disabled,
  onDelete,
  onQuantity,
  onDuplicate,
  onEdit,
  onSaved,
}: Props) {
  const t = useTranslations('cart')
  const summary = useLineSummary()
  const editorId = `${useId()}-editor`
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
                {Array.from({ length: Math.max(maxPieces, line.quantity) }, (_, i) => (
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
      {/* Delete first: the undo of a deleted line stays two Shift+Tabs from the next line's delete button (issue 30). */}
      <div className={styles.actions}>
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
        {configurable(line) ? (
          <>
            <Button
              variant="text"
              disabled={disabled}
              aria-expanded={editing}
              aria-controls={editing ? editorId : undefined}
              onClick={() => onEdit(editing ? null : line)}
              data-edit-line={line.id}
              aria-label={t('line.change', { name: line.product.name })}
            >
              {t('line.change-short')}
            </Button>
            <Button
              variant="text"
              loading={duplicating}
              disabled={disabled}
              onClick={() => onDuplicate(line)}
              data-duplicate-line={line.id}
              aria-label={t('line.duplicate', { name: line.product.name })}
            >
              {t('line.duplicate-short')}
            </Button>
          </>
        ) : null}
      </div>
      {editing ? (
        <Suspense fallback={null}>
          <LineEditor line={line} id={editorId} onSaved={() => onSaved(line)} onCancel={() => onEdit(null)} />
        </Suspense>
      ) : null}
    </li>
  )
}

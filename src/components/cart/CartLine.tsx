'use client'

import { useTranslations } from 'next-intl'
import { EngravingPreview, useEngravingWords } from '@/components/shop/EngravingPanel'
import { Button } from '@/components/ui/Button/Button'
import type { OrderLineView } from '@/domain/cart/orderView'
import { parseEngravingText } from '@/domain/trade/engravingText'
import { engravingTypes } from '@/domain/trade/engravingTypes'
import { specialColors } from '@/domain/trade/specialColors'
import styles from './Cart.module.css'

/** The configuration of a line in words: the choices a jeweller made, each as "label: value". */
function useSummary() {
  const t = useTranslations('shop')
  const tc = useTranslations('cart')
  return (line: OrderLineView): string[] => {
    const m = line.metadata
    const type = m.product_type
    const items: string[] = []
    if (m.article_metal_color) items.push(`${t('metal-color')}: ${t(`metal-colors.${m.article_metal_color}`)}`)
    if (m.final_length !== null) items.push(`${t('length.label', { type })}: ${t('length.value', { type, length: m.final_length.toLocaleString('de-DE') })}`)
    if (m.special_color !== null) items.push(`${t('special-color.label')}: ${t(`special-color.colors.${specialColors[m.special_color]}`)}`)
    if (m.meta_type === 'jewelry') items.push(`${t('order-type.label')}: ${t(`order-type.${m.order_type}`)}`)
    if (m.limit_nr) items.push(tc('line.limit-nr', { number: m.limit_nr }))
    if (m.end_customer_name) items.push(`${t('end-customer-name')}: ${m.end_customer_name}`)
    if (m.requested_delivery_date) items.push(`${t('requested-delivery-date')}: ${m.requested_delivery_date}`)
    if (m.order_number) items.push(`${t('order-number')}: ${m.order_number}`)
    if (m.note) items.push(`${t('note')}: ${m.note}`)
    return items
  }
}

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

type Props = { line: OrderLineView; deleting: boolean; disabled: boolean; onDelete: (line: OrderLineView) => void }

/** One row of the cart: product, configuration, engraving preview, quantity, price, delete. */
export function CartLine({ line, deleting, disabled, onDelete }: Props) {
  const t = useTranslations('cart')
  const summary = useSummary()
  const quantity = line.product.unit_label ? `${line.quantity} ${line.product.unit_label}` : String(line.quantity)
  return (
    <li className={[styles.line, !line.available && styles.unavailable].filter(Boolean).join(' ')}>
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
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('line.quantity')}</dt>
          <dd>{quantity}</dd>
        </div>
        <div>
          <dt>{t('line.price')}</dt>
          <dd className={styles.amount}>{line.formatted.total}</dd>
        </div>
      </dl>
      <Button variant="text" className={styles.delete} loading={deleting} disabled={disabled} onClick={() => onDelete(line)} data-delete-line={line.id} aria-label={t('line.delete', { name: line.product.name })}>
        {t('line.delete-short')}
      </Button>
    </li>
  )
}

'use client'

import { useTranslations } from 'next-intl'
import { useId, useState, type FormEvent } from 'react'
import { useShownMessage } from '@/components/forms/useShownMessage'
import { AddToCart } from '@/components/shop/AddToCart'
import { PriceSummary } from '@/components/shop/PriceSummary'
import { useShopCart } from '@/components/shop/ShopCart'
import { useAddToCart } from '@/components/shop/useAddToCart'
import { Select } from '@/components/ui/Select/Select'
import { serviceTotal } from '@/domain/shop/catalogue'
import type { Currency } from '@/domain/trade/currencies'
import { initialSelection } from '@/domain/trade/initialSelection'
import type { ServiceItemGroup } from '@/domain/trade/productGroup'
import { serviceQuantityOptions, tooLargeQuantityHint } from '@/domain/trade/serviceQuantity'
import styles from './OrderForm.module.css'

type Props = { group: ServiceItemGroup; currency: Currency; onDone: () => void }

/** A service item's order form (spec 2 §2/§5): a quantity in steps of orderQuantity up to maxQuantity. */
export function ServiceItemForm({ group, currency, onDone }: Props) {
  const t = useTranslations('shop')
  const show = useShownMessage()
  const id = useId()
  const cart = useShopCart()
  const item = group.serviceItem
  const all = serviceQuantityOptions(item)
  const inCart = cart.quantityOf(group.uuid)
  // Issue 30: only amounts the cart can still take are offered, so the hint is not a surprise after the click.
  const options = all.filter((q) => !tooLargeQuantityHint(item, inCart, q))
  const [picked, setPicked] = useState(all[0] ?? 0)
  const quantity = options.includes(picked) ? picked : (options[0] ?? all[0] ?? 0)
  const setQuantity = setPicked
  const [errors, setErrors] = useState<string[]>([])
  const [quantityError, setQuantityError] = useState<string>()
  // The server counts the whole cart, which this page may not know all of (lines added elsewhere).
  const [serverHint, setServerHint] = useState<{ quantity: number; max: number } | null>(null)
  const { phase, marker, add } = useAddToCart(group, {
    onDone: () => {
      setQuantity(all[0] ?? 0)
      onDone()
    },
    onSoldOut: () => setErrors([t('error.add-failed')]),
  })
  // With nothing left to offer, the hint says why (the smallest amount would already be too many).
  const hint = (all.length ? tooLargeQuantityHint(item, inCart, quantity) : null) ?? serverHint
  const total = serviceTotal(group, quantity)

  if (!all.length) return <p className={styles.note}>{t('not-orderable')}</p>

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (hint) return
    setErrors([])
    setQuantityError(undefined)
    const result = await add(quantity, initialSelection(group))
    if (result.kind === 'invalid') {
      const { fields, general, quantityHint } = result.errors
      setServerHint(quantityHint)
      setQuantityError(show(fields.quantity))
      setErrors(general.length ? general.map((m) => show(m) ?? m) : quantityHint || fields.quantity ? [] : [t('error.add-failed')])
    } else if (result.kind === 'failed') setErrors([t('error.add-failed')])
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('form.label', { name: group.name })}>
      <div className={styles.serviceRow}>
        <Select
          id={`${id}-quantity`}
          name="quantity"
          label={t('quantity')}
          value={String(quantity)}
          options={(options.length ? options : [quantity]).map((q) => ({
            value: String(q),
            label: t('quantity-option', { quantity: q, unit: item.unitLabel }),
          }))}
          disabled={!options.length}
          error={quantityError}
          onChange={(e) => {
            setQuantity(Number(e.target.value))
            setQuantityError(undefined)
            setServerHint(null)
          }}
        />
        <div aria-live="polite" className={styles.warningRegion}>
          {hint ? (
            <p id={`${id}-hint`} className={styles.warning}>
              {t('hint.too-large-quantity', { quantity: hint.quantity, max: hint.max })}
            </p>
          ) : null}
        </div>
      </div>
      <div className={styles.orderRow}>
        <PriceSummary price={total === null ? null : { total }} currency={currency} withNetNote />
        <AddToCart phase={phase} marker={marker} errors={errors} disabled={Boolean(hint) || total === null} />
      </div>
    </form>
  )
}

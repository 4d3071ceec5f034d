'use client'

import { useTranslations } from 'next-intl'
import { Button } from '@/components/ui/Button/Button'
import type { AddPhase } from '@/components/shop/useAddToCart'
import styles from './OrderForm.module.css'

type Props = {
  phase: AddPhase
  marker: boolean
  errors: readonly string[]
  disabled?: boolean
  /** The form changes a cart line (issue 33): "Save changes" rather than "Add to cart". */
  saves?: boolean
}

/** The submit button with the +1 that rises from it after a successful add (spec 2 §4), and the form's own errors. */
export function AddToCart({ phase, marker, errors, disabled, saves = false }: Props) {
  const t = useTranslations('shop')
  return (
    <div className={styles.addToCart}>
      {errors.length ? (
        <div role="alert" className={styles.formError}>
          {errors.map((e) => (
            <p key={e}>{e}</p>
          ))}
        </div>
      ) : null}
      <div className={styles.addButtonWrap}>
        {/*
          Focusable while sending and while it says "Hinzugefügt": it was just pressed with the focus on
          it, and a native disabled would drop that focus to <body>. Refused outright (no price, a too
          large quantity) it stays natively disabled: the focus is then on the choice that refused it.
        */}
        <Button type="submit" loading={phase === 'sending'} disabled={disabled || phase === 'added'} focusableWhenDisabled={phase !== 'idle'}>
          {saves ? (phase === 'added' ? t('form.saved') : t('form.save')) : phase === 'added' ? t('added-short') : t('add-to-cart')}
        </Button>
        {marker ? (
          <span className={styles.plusOne} aria-hidden="true" data-plus-one="">
            +1
          </span>
        ) : null}
      </div>
    </div>
  )
}

'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { announceCartChange, reorderOrder } from '@/components/cart/cartApi'
import { useCommerceSession } from '@/components/shop/CommerceSession'
import { Button } from '@/components/ui/Button/Button'
import type { ReorderAnswer } from '@/contracts/addedLines'
import type { PlacedOrderView } from '@/contracts/order'
import styles from './Cart.module.css'

type Props = { order: PlacedOrderView; cartHref: string }

/**
 * "Order again" on a past order (issue 33): its lines go into the cart, checked against today's
 * catalogue and priced today. What was added and what was not, each refused line named with its
 * reason, is said by a status region below the button, where the focus stays; a link leads to the
 * cart when anything went in.
 */
export function ReorderButton({ order, cartHref }: Props) {
  const t = useTranslations('orders')
  const ts = useTranslations('shop')
  const locale = useLocale()
  const session = useCommerceSession()
  const [sending, setSending] = useState(false)
  const [result, setResult] = useState<{ kind: 'done'; answer: ReorderAnswer } | { kind: 'failed' } | null>(null)
  const number = order.number ?? String(order.id)

  async function reorder() {
    if (sending) return
    setSending(true)
    setResult(null)
    const answer = await reorderOrder(order.id, locale)
    setSending(false)
    if (answer.kind === 'unauthorized') return session.expire()
    setResult(answer)
    if (answer.kind === 'done' && answer.answer.added.length) announceCartChange()
  }

  const done = result?.kind === 'done' ? result.answer : null
  return (
    <div className={styles.reorder}>
      <Button variant="secondary" loading={sending} focusableWhenDisabled onClick={() => void reorder()} data-reorder={order.id}>
        {t('reorder.button')}
        <span className="visually-hidden">{`: ${t('number', { number })}`}</span>
      </Button>
      <div role="status" className={styles.reorderResult}>
        {done ? (
          <>
            <p>{t('reorder.summary', { added: done.added.length, refused: done.refused.length })}</p>
            {done.refused.length ? (
              <ul className={styles.reorderRefused} aria-label={t('reorder.refused-label', { number })}>
                {done.refused.map((r) => (
                  <li key={r.line}>{t('reorder.refused-line', { name: r.name, code: r.article_number, reason: ts(`refusal.${r.error_key}`) })}</li>
                ))}
              </ul>
            ) : null}
          </>
        ) : result?.kind === 'failed' ? (
          <p className={styles.lineError}>{t('reorder.failed')}</p>
        ) : null}
      </div>
      {done?.added.length ? (
        <a className={styles.back} href={cartHref}>
          {t('reorder.to-cart')}
        </a>
      ) : null}
    </div>
  )
}

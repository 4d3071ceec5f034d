'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { changeLine } from '@/components/cart/cartApi'
import { loadCatalogue } from '@/components/shop/commerceApi'
import { useCommerceSession } from '@/components/shop/CommerceSession'
import { OrderForm } from '@/components/shop/OrderForm'
import { Button } from '@/components/ui/Button/Button'
import { Loader } from '@/components/ui/Loader/Loader'
import type { OrderLineView } from '@/contracts/order'
import type { DeliveryDays } from '@/domain/trade/deliveryDays'
import type { JewelryGroup } from '@/domain/trade/productGroup'
import type { Selection } from '@/domain/trade/selection'
import styles from './Cart.module.css'

type Loaded =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'gone' }
  | { status: 'ready'; group: JewelryGroup; deliveryDays: DeliveryDays; maxJewelleryPieces: number }

type Props = {
  line: OrderLineView
  id: string
  /** Saved: the cart reloads and the focus goes back to the line's change button. */
  onSaved: () => void
  onCancel: () => void
}

/**
 * A jewellery line's configuration changed in the cart (issue 33: "a line can be duplicated to
 * change one option"): the shop's own order form, opened with the line's configuration and pieces,
 * saving through PATCH line_items/{id}/, so every rule and price is the shop's. The group comes from
 * the same catalogue the shop loads; a ring of the year keeps its number (no number to choose).
 */
export function LineEditor({ line, id, onSaved, onCancel }: Props) {
  const t = useTranslations('cart')
  const locale = useLocale()
  const session = useCommerceSession()
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const heading = useRef<HTMLHeadingElement>(null)
  const { expire, currency } = session
  const uuid = line.metadata.article_group_id

  useEffect(() => {
    const controller = new AbortController()
    loadCatalogue(locale, currency, controller.signal)
      .then((result) => {
        if (controller.signal.aborted) return
        if (result.status === 'unauthorized') return expire()
        if (result.status !== 'ok') return setLoaded({ status: 'failed' })
        const group = result.catalogue.groups.find((g) => g.uuid === uuid)
        setLoaded(
          group?.metaType === 'jewelry'
            ? { status: 'ready', group, deliveryDays: result.catalogue.deliveryDays, maxJewelleryPieces: result.catalogue.maxJewelleryPieces }
            : { status: 'gone' },
        )
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ status: 'failed' })
      })
    return () => controller.abort()
  }, [locale, currency, uuid, expire, attempt])

  // The editor opens with the focus on its heading, so a screen reader says where the jeweller is.
  useEffect(() => {
    heading.current?.focus()
  }, [])

  const send = (quantity: number, selection: Selection) => changeLine(line.id, quantity, selection)

  return (
    <section id={id} className={styles.editor} aria-labelledby={`${id}-heading`}>
      <div className={styles.editorHead}>
        <h4 id={`${id}-heading`} ref={heading} tabIndex={-1} className={styles.editorHeading}>
          {t('edit.heading', { name: line.product.name })}
        </h4>
        <Button variant="text" onClick={onCancel}>
          {t('edit.cancel')}
        </Button>
      </div>
      {loaded.status === 'loading' ? (
        <Loader size="m" label={t('edit.loading')} />
      ) : loaded.status === 'failed' ? (
        <div className={styles.failed} role="alert">
          <p>{t('edit.load-failed')}</p>
          <Button
            variant="secondary"
            onClick={() => {
              setLoaded({ status: 'loading' })
              setAttempt((n) => n + 1)
            }}
          >
            {t('retry')}
          </Button>
        </div>
      ) : loaded.status === 'gone' ? (
        <p className={styles.lineError} role="alert">
          {t('line.unavailable')}
        </p>
      ) : (
        <OrderForm
          group={loaded.group}
          currency={session.currency}
          freeNumbers={null}
          deliveryDays={loaded.deliveryDays}
          maxJewelleryPieces={loaded.maxJewelleryPieces}
          edit={{ selection: line.selection, quantity: line.quantity, send }}
          onDone={onSaved}
          onSoldOut={() => setLoaded({ status: 'gone' })}
        />
      )}
    </section>
  )
}

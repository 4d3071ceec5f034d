'use client'

import { useTranslations } from 'next-intl'
import { useId, useRef, useState } from 'react'
import { useShownMessage } from '@/components/forms/useShownMessage'
import { useCommerceSession } from '@/components/shop/CommerceSession'
import { OrderForm } from '@/components/shop/OrderForm'
import { ServiceItemForm } from '@/components/shop/ServiceItemForm'
import { Button } from '@/components/ui/Button/Button'
import { Image } from '@/components/ui/Image/Image'
import { startingPrice, startingRrp } from '@/domain/shop/catalogue'
import type { Currency } from '@/domain/trade/currencies'
import type { DeliveryDays } from '@/domain/trade/deliveryDays'
import { formatPrice } from '@/domain/trade/formatPrice'
import { lineNotPermittedError } from '@/domain/trade/orderPermission'
import type { ProductGroup } from '@/domain/trade/productGroup'
import styles from './ProductGroupCard.module.css'

type Props = {
  group: ProductGroup
  currency: Currency
  soldOut: boolean
  /** Free limitation numbers of a ring of the year, when known. */
  freeNumbers: readonly number[] | null
  deliveryDays?: DeliveryDays
  /** The house's most pieces per jewellery line (issue 33). */
  maxJewelleryPieces: number
  /** The waitlist form of a sold-out ring of the year (null: none published). */
  waitlistHref: string | null
  onSoldOut: () => void
  onReserved?: (number: number) => void
  onNumbersStale?: () => void
}

/**
 * A product group as an expandable card (spec 2 §2): the button opens the order form and the card
 * spans the row; a sold-out ring of the year offers the waitlist instead. A kind of line the user may
 * not order at this store (issue 33: jewellery needs orders:create_article_order, a service item
 * orders:create_service_order) is shown with its prices and a note in place of the order form.
 */
export function ProductGroupCard({
  group,
  currency,
  soldOut,
  freeNumbers,
  deliveryDays,
  maxJewelleryPieces,
  waitlistHref,
  onSoldOut,
  onReserved,
  onNumbersStale,
}: Props) {
  const t = useTranslations('shop')
  const tp = useTranslations('product')
  const show = useShownMessage()
  const { orderable } = useCommerceSession()
  const id = useId()
  const [expanded, setExpanded] = useState(false)
  const toggle = useRef<HTMLButtonElement>(null)
  const image = group.products.find((p) => p.imageMain)?.imageMain ?? null
  const from = startingPrice(group)
  const rrpFrom = startingRrp(group)
  const service = group.metaType === 'service_item'
  const permitted = orderable.includes(group.metaType)
  const open = expanded && !soldOut && permitted

  const close = () => {
    setExpanded(false)
    // The form goes away under the focus; the jeweller continues from the card's button.
    toggle.current?.focus()
  }

  const variants = group.metaType === 'jewelry' ? group.metalColors.map((m) => t(`metal-colors.${m}`)).join(' · ') : null

  return (
    <article className={styles.card} data-expanded={open || undefined} aria-labelledby={`${id}-name`}>
      <div className={styles.media}>
        <Image src={image} alt="" width={600} height={600} sizes="(max-width: 889px) 100vw, 320px" className={styles.image} />
      </div>
      <div className={styles.summary}>
        <p className={styles.eyebrow}>
          <span>{service ? t('card.service-item') : tp(`type.${group.productType}`)}</span>
          {group.isRingOfTheYear ? (
            <span className={styles.badge}>{t('card.ring-of-the-year')}</span>
          ) : group.isLimited ? (
            <span className={styles.badge}>{t('card.limited')}</span>
          ) : null}
        </p>
        <h2 id={`${id}-name`} className={styles.name}>
          {group.name}
        </h2>
        {variants ? <p className={styles.variants}>{variants}</p> : null}
        <p className={styles.from}>
          {from === null
            ? t('card.no-price')
            : group.metaType === 'service_item'
              ? t('card.unit-price', { price: formatPrice(from, currency), unit: group.serviceItem.unitLabel })
              : t('card.from', { price: formatPrice(from, currency) })}
        </p>
        {rrpFrom !== null ? (
          <p className={styles.rrp} title={t('price.rrp-title')}>
            {t('card.rrp-from', { price: formatPrice(rrpFrom, currency) })}
          </p>
        ) : null}
        {!permitted ? (
          <p className={styles.notPermitted}>{show(lineNotPermittedError[group.metaType])}</p>
        ) : soldOut ? (
          <div className={styles.soldOut}>
            <p>{t('sold-out.text')}</p>
            {waitlistHref ? (
              <Button variant="secondary" href={waitlistHref}>
                {t('sold-out.waitlist')}
              </Button>
            ) : null}
          </div>
        ) : (
          <Button
            ref={toggle}
            variant={open ? 'text' : 'secondary'}
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={open ? `${id}-form` : undefined}
            onClick={() => setExpanded((was) => !was)}
          >
            {open ? t('card.close') : t('card.open')}
            <span className="visually-hidden">: {group.name}</span>
          </Button>
        )}
      </div>
      {open ? (
        <div id={`${id}-form`} className={styles.formArea}>
          {group.metaType === 'jewelry' ? (
            <OrderForm
              group={group}
              currency={currency}
              freeNumbers={freeNumbers}
              deliveryDays={deliveryDays}
              maxJewelleryPieces={maxJewelleryPieces}
              onDone={close}
              onSoldOut={onSoldOut}
              onReserved={onReserved}
              onNumbersStale={onNumbersStale}
            />
          ) : (
            <ServiceItemForm group={group} currency={currency} onDone={close} />
          )}
        </div>
      ) : null}
    </article>
  )
}

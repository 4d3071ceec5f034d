'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { Button } from '@/components/ui/Button/Button'
import { Modal } from '@/components/ui/Modal/Modal'
import type { LinkView } from '@/domain/linkView'
import styles from './styles.module.css'
import { linkTargetProps } from '@/domain/linkTarget'

type Props = { mpn?: string; storeSearch?: LinkView; requestLink?: LinkView }

/** Prices are given by the jewellers only: the modal sends visitors to the store search (spec 1 §4). */
export function PriceButton({ mpn, storeSearch, requestLink }: Props) {
  const t = useTranslations('blocks.technicalData')
  const tProduct = useTranslations('product')
  const [open, setOpen] = useState(false)
  return (
    <div className={styles.price}>
      <Button variant="secondary" aria-haspopup="dialog" data-track-button-type="price_request" onClick={() => setOpen(true)}>
        {t('price')}
      </Button>
      {/* The Modal brings its own close button. */}
      <Modal open={open} onClose={() => setOpen(false)} title={t('priceTitle')}>
        <p className={styles.priceText}>{t('priceText')}</p>
        {/* Visitors quote it to the jeweller. */}
        {mpn ? (
          <p className={styles.priceMpn}>
            {tProduct('articleNumber')} <span>{mpn}</span>
          </p>
        ) : null}
        <div className={styles.priceActions}>
          {storeSearch ? (
            <Button href={storeSearch.href} variant="primary" {...linkTargetProps(storeSearch)}>
              {t('storeSearch')}
            </Button>
          ) : null}
          {requestLink ? (
            <Button href={requestLink.href} variant="text" className={styles.request} {...linkTargetProps(requestLink)}>
              {t('request')}
            </Button>
          ) : null}
        </div>
      </Modal>
    </div>
  )
}

'use client'

import { useFormatter, useTranslations } from 'next-intl'
import { openingStatus, weeklyHours } from '@/domain/locator/openingHours'
import { directionsHref, telHref, whatsappHref, type StoreResult } from '@/domain/locator/store'
import { micrositeBase } from '@/domain/microsite'
import type { UrlLocale } from '@/i18n/locales'
import styles from './StoreLocator.module.css'

type Props = {
  store: StoreResult
  locale: UrlLocale
  /** Why the store is on top: the nearest boutique or lounge (spec 3 §4). */
  pinned: boolean
  selected: boolean
  now: Date
  onSelect?: (id: StoreResult['id']) => void
}

/** One result: address, ways to reach the store, opening times with open-now in the store's zone. */
export function StoreCard({ store, locale, pinned, selected, now, onSelect }: Props) {
  const t = useTranslations('locator')
  const format = useFormatter()
  const status = openingStatus(store.openingTimes, store.timeZone, now, store.openingExceptions)
  const week = weeklyHours(store.openingTimes)
  const headingId = `store-${store.id}-name`
  return (
    <article
      className={selected ? `${styles.card} ${styles.cardSelected}` : styles.card}
      aria-labelledby={headingId}
      data-store={store.slug}
      data-type={store.type}
    >
      <header className={styles.cardHeader}>
        <p className={styles.cardType}>
          {t(`types.${store.type}`)}
          {pinned ? <span className={styles.pinned}>{t(store.type === 'boutique' ? 'pinnedBoutique' : 'pinnedLounge')}</span> : null}
        </p>
        <h3 id={headingId} className={styles.cardName}>
          {store.name}
        </h3>
        <p className={styles.distance} data-distance={store.distanceToUser}>
          {t('distance', { distance: format.number(store.distanceToUser, { maximumFractionDigits: store.distanceToUser < 10 ? 1 : 0 }) })}
        </p>
      </header>
      <address className={styles.address}>
        {store.address ? <span>{store.address}</span> : null}
        <span>{[store.zip, store.city].filter(Boolean).join(' ')}</span>
      </address>
      <p className={status.open ? styles.open : styles.closed} suppressHydrationWarning>
        {status.open
          ? t('openNow', { time: status.closes })
          : status.opens
            ? status.opens.today
              ? t('closedOpensToday', { time: status.opens.time })
              : t('closedOpensOn', { day: t(`weekdays.${status.opens.weekday}`), time: status.opens.time })
            : t('closed')}
      </p>
      {week.length > 0 ? (
        <details className={styles.hours}>
          <summary>{t('openingHours')}</summary>
          <dl>
            {week.map((day) => (
              <div key={day.weekday} className={styles.hoursRow}>
                <dt>{t(`weekdays.${day.weekday}`)}</dt>
                <dd>{day.hours.join(', ')}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
      <ul className={styles.contact}>
        {store.phone ? (
          <li>
            <span className={styles.contactLabel}>{t('phone')}</span> <a href={telHref(store.phone)}>{store.phone}</a>
          </li>
        ) : null}
        {store.whatsapp ? (
          <li>
            <span className={styles.contactLabel}>{t('whatsapp')}</span>{' '}
            <a href={whatsappHref(store.whatsapp)} target="_blank" rel="noopener noreferrer">
              {store.whatsapp}
            </a>
          </li>
        ) : null}
        {store.email ? (
          <li>
            <span className={styles.contactLabel}>{t('email')}</span> <a href={`mailto:${store.email}`}>{store.email}</a>
          </li>
        ) : null}
        {store.websites.map((site) => (
          <li key={site}>
            <span className={styles.contactLabel}>{t('website')}</span>{' '}
            <a href={site} target="_blank" rel="noopener noreferrer">
              {site.replace(/^https?:\/\//, '').replace(/\/$/, '')}
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.actions}>
        <a className={styles.action} href={micrositeBase(locale, store.slug)}>
          {t('microsite')}
        </a>
        <a className={styles.action} href={directionsHref(store)} target="_blank" rel="noopener noreferrer">
          {t('directions')}
        </a>
        {onSelect ? (
          <button type="button" className={styles.action} onClick={() => onSelect(store.id)} aria-pressed={selected}>
            {t('showOnMap')}
          </button>
        ) : null}
      </p>
    </article>
  )
}

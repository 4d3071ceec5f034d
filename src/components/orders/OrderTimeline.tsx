'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { TimelineEntry } from '@/domain/orders/orderTimeline'
import { formatDay } from '@/domain/trade/tradeFigures'
import { useMoment } from './orderMoments'
import styles from './Order.module.css'

/** How a move names a line: its position on the order and its article number. */
export type LineRef = { position: number; code: string }

type Props = { timeline: readonly TimelineEntry[]; lines: ReadonlyMap<number, LineRef>; headingId?: string }

/** The entry's title in plain words: what happened and who did it (the house, or the store itself). */
function title(t: ReturnType<typeof useTranslations<'order.timeline'>>, entry: TimelineEntry): string {
  switch (entry.kind) {
    case 'cancelled':
      return entry.actor === 'house' ? t('cancelled-house') : t('cancelled-store')
    default:
      return t(entry.kind)
  }
}

/** What the move took: its lines, days, serial numbers, carrier and tracking, reason. */
function details(t: ReturnType<typeof useTranslations<'order.timeline'>>, entry: TimelineEntry, lines: Props['lines'], locale: string): string[] {
  const line = (id: number) => {
    const ref = lines.get(id)
    return ref ? t('line', { position: ref.position, code: ref.code }) : t('line-unknown')
  }
  switch (entry.kind) {
    case 'placed':
      return []
    case 'confirmed':
      return entry.lines.map((l) => (l.estimatedDelivery ? t('line-delivery', { line: line(l.id), date: formatDay(l.estimatedDelivery, locale) }) : line(l.id)))
    case 'in_production':
      return entry.lines.map(line)
    case 'shipped':
      return [
        ...entry.lines.map((l) =>
          l.serialNumbers.length ? t('line-serials', { line: line(l.id), count: l.serialNumbers.length, serials: l.serialNumbers.join(', ') }) : line(l.id),
        ),
        ...(entry.carrier ? [t('carrier', { carrier: entry.carrier })] : []),
        ...(entry.trackingNumber ? [t('tracking', { tracking: entry.trackingNumber })] : []),
      ]
    case 'cancelled':
      return [...entry.lines.map(line), ...(entry.reason ? [t('reason', { reason: entry.reason })] : [])]
    case 'received':
      return [
        ...(entry.serialNumbers.length ? [t('serials', { count: entry.serialNumbers.length, serials: entry.serialNumbers.join(', ') })] : []),
        ...entry.deliveredLines.map((id) => t('line-delivered', { line: line(id) })),
      ]
    case 'change_requested':
      return [...entry.lines.map(line), ...(entry.information ? [t('request', { text: entry.information })] : [])]
    case 'change_answered':
      return [...entry.lines.map(line), ...(entry.answer ? [t('answer', { text: entry.answer })] : [])]
  }
}

/**
 * The order's moves, oldest first, as an ordered list (issue 33: "a timeline"): each with its
 * moment, what happened in plain words, and what it took. The house's moves are the house's; a
 * member of staff is never named (src/domain/orders/orderTimeline.ts); a colleague of the store is.
 */
export function OrderTimeline({ timeline, lines, headingId = 'order-timeline' }: Props) {
  const t = useTranslations('order.timeline')
  const locale = useLocale()
  const { moment } = useMoment()
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionHeading}>
        {t('heading')}
      </h2>
      <ol className={styles.timeline}>
        {timeline.map((entry, index) => {
          const more = details(t, entry, lines, locale)
          return (
            <li key={`${entry.kind}-${entry.at}-${index}`} className={styles.event}>
              <p className={styles.eventHead}>
                <span className={styles.eventTitle}>{title(t, entry)}</span>
                {entry.person ? <span className={styles.eventBy}>{t('by', { person: entry.person })}</span> : null}
                <time className={styles.eventTime} dateTime={entry.at}>
                  {moment(entry.at)}
                </time>
              </p>
              {more.length ? (
                <ul className={styles.eventDetails}>
                  {more.map((text, i) => (
                    <li key={i}>{text}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          )
        })}
      </ol>
    </section>
  )
}

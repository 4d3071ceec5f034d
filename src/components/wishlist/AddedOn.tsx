'use client'

import { useLocale, useTranslations } from 'next-intl'
import { relativeDateParts } from '@/domain/relativeDate'

type Props = { date: string; now: Date; className?: string }

/**
 * "Added 5 minutes ago" (spec 1: "just now, minutes, hours under 24 h, days under 7", then the
 * date). Rendered in the browser only, in the visitor's time zone, so Intl is used directly.
 */
export function AddedOn({ date, now, className }: Props) {
  const t = useTranslations('wishlist')
  const locale = useLocale()
  const parts = relativeDateParts(date, now)
  if (parts.unit === 'date' && Number.isNaN(parts.value.getTime())) return null
  const relative =
    parts.unit === 'now'
      ? ''
      : parts.unit === 'date'
        ? new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(parts.value)
        : // numeric "auto": "gestern" / "yesterday" rather than "vor 1 Tag".
          new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-parts.value, parts.unit)
  return (
    <p className={className}>
      <time dateTime={date}>{t('addedOn', { unit: parts.unit, relative })}</time>
    </p>
  )
}

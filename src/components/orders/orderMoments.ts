'use client'

import { useFormatter } from 'next-intl'
import { useSyncExternalStore } from 'react'
import { HOUSE_TIME_ZONE } from '@/domain/trade/calendarDay'

const noSubscription = () => () => {}

/**
 * The zone the order page writes its moments in: the house's (Berlin) on the server and while the
 * page hydrates, so both render the same text, then the viewer's own clock (a Tokyo jeweller reads
 * a shipment at 18:00 their time, not 10:00 in Berlin). Calendar days (estimated delivery) are days
 * and need no zone (src/domain/trade/tradeFigures.ts).
 */
export function useViewerTimeZone(): string {
  return useSyncExternalStore(
    noSubscription,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone || HOUSE_TIME_ZONE,
    () => HOUSE_TIME_ZONE,
  )
}

/** Formats an instant of the order (placed, a move, a shipment) as the order list does: "1. Dezember 2026, 10:00". */
export function useMoment() {
  const format = useFormatter()
  const timeZone = useViewerTimeZone()
  return {
    moment: (at: string) => format.dateTime(new Date(at), { dateStyle: 'long', timeStyle: 'short', timeZone }),
    day: (at: string) => format.dateTime(new Date(at), { dateStyle: 'long', timeZone }),
  }
}

import type { Payload } from 'payload'
import { context } from './assets'

/** Where the demo house's form notifications go (the outbox in the demo). */
export const FORMS_NOTIFICATION_EMAIL = 'forms@aurelle.example'

/** A day-only date as the admin stores it: noon UTC, so every time zone reads the same day. */
const dayFromToday = (days: number) => {
  const date = new Date()
  date.setUTCDate(date.getUTCDate() + days)
  return `${date.toISOString().slice(0, 10)}T12:00:00.000Z`
}

/**
 * The form settings of the demo: notifications to the house's forms address, and the museum's
 * evenings bookable from tomorrow for four months, Mondays closed.
 */
export async function seedFormSettings(payload: Payload): Promise<void> {
  await payload.updateGlobal({
    slug: 'form-settings',
    data: {
      notificationEmail: FORMS_NOTIFICATION_EMAIL,
      museum: { startDate: dayFromToday(1), endDate: dayFromToday(120), excludedWeekdays: ['1'] },
    },
    overrideAccess: true,
    context,
    depth: 0,
  })
}

import type { Payload } from 'payload'
import type { FormAction } from '@/domain/forms/schemas'
import type { MuseumDates } from '@/domain/forms/museumDates'

export type FormSettingsView = { notifyTo: (action: FormAction) => string | null; museum: MuseumDates | undefined }

/** A date field's calendar day; day-only dates are stored at noon UTC, so the UTC day is the one picked. */
const day = (value: unknown) => (typeof value === 'string' && value ? new Date(value).toISOString().slice(0, 10) : '')

/** The settings global, read with the server's rights (visitors' forms need the museum's days). */
export async function formSettings(payload: Payload): Promise<FormSettingsView> {
  const settings = await payload.findGlobal({ slug: 'form-settings', overrideAccess: true, depth: 0 })
  const fallback = settings.notificationEmail || process.env.FORMS_NOTIFY_TO || null
  const overrides = new Map((settings.notificationOverrides ?? []).map((o) => [o.action, o.email]))
  const m = settings.museum
  const museum =
    m && (m.startDate || m.endDate || m.excludedWeekdays?.length)
      ? { start: day(m.startDate), end: day(m.endDate), excludedWeekdays: (m.excludedWeekdays ?? []).map(Number) }
      : undefined
  return { notifyTo: (action) => overrides.get(action) ?? fallback, museum }
}

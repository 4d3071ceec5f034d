import type { GlobalConfig } from 'payload'
import { isBrandStaff, isStaff } from '@/access/roles'
import { formActions } from '@/domain/forms/schemas'
import { revalidateGlobal } from '@/server/cache/revalidateHooks'
import { cacheTags } from '@/server/cache/tags'

export const weekdayOptions = [
  { label: 'Sunday', value: '0' },
  { label: 'Monday', value: '1' },
  { label: 'Tuesday', value: '2' },
  { label: 'Wednesday', value: '3' },
  { label: 'Thursday', value: '4' },
  { label: 'Friday', value: '5' },
  { label: 'Saturday', value: '6' },
]

/**
 * Where each form's notification goes, the newsletter confirmation page's texts and the museum's
 * bookable days. One place for both, so the
 * server checks an event date against the same days the date picker offers.
 */
export const FormSettings: GlobalConfig = {
  slug: 'form-settings',
  label: 'Form settings',
  admin: { group: 'Forms' },
  access: { read: isStaff, update: isBrandStaff },
  // The museum days are cached with the form pages; a change reaches them at once.
  hooks: { afterChange: [revalidateGlobal(cacheTags.formSettings)] },
  fields: [
    {
      name: 'notificationEmail',
      type: 'email',
      admin: { description: 'Receives a notification for every form sent (unless overridden below). Empty: FORMS_NOTIFY_TO.' },
    },
    {
      name: 'notificationOverrides',
      type: 'array',
      fields: [
        { name: 'action', type: 'select', required: true, options: [...formActions] },
        { name: 'email', type: 'email', required: true },
      ],
    },
    {
      name: 'newsletterConfirm',
      type: 'group',
      admin: { description: 'Texts of the newsletter confirmation page (/{locale}/newsletter/confirm/{uuid}). Empty: the standard texts.' },
      fields: [
        { name: 'successTitle', type: 'text', localized: true },
        { name: 'successText', type: 'textarea', localized: true },
        { name: 'failureTitle', type: 'text', localized: true },
        { name: 'failureText', type: 'textarea', localized: true },
      ],
    },
    {
      name: 'museum',
      type: 'group',
      admin: { description: 'Bookable days of the jewellery museum event form.' },
      fields: [
        { name: 'startDate', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
        { name: 'endDate', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
        { name: 'excludedWeekdays', type: 'select', hasMany: true, options: weekdayOptions },
      ],
    },
  ],
}

import type { Field } from 'payload'

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** A translated slug: one per locale, lower-case ASCII words joined by hyphens. */
export const localizedSlugField: Field = {
  name: 'slug',
  type: 'text',
  localized: true,
  required: true,
  index: true,
  validate: (value: unknown) => (typeof value === 'string' && SLUG.test(value) ? true : 'Use lower-case letters, digits and hyphens only'),
  admin: { position: 'sidebar' },
}

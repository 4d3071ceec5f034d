import { randomUUID } from 'node:crypto'
import type { CollectionBeforeChangeHook, Field } from 'payload'

/**
 * What a Storyblok story carries besides its content: a stable uuid and the first and latest
 * publication times. The content API (`/api/v1/cms/`) and the forms' metadata read them.
 */
export const storyFields: Field[] = [
  {
    name: 'uuid',
    type: 'text',
    unique: true,
    index: true,
    admin: { readOnly: true, position: 'sidebar' },
    hooks: { beforeValidate: [({ value }) => value || randomUUID()] },
  },
  { name: 'firstPublishedAt', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
  { name: 'publishedAt', type: 'date', admin: { readOnly: true, position: 'sidebar' } },
]

/** Stamps publication times; saving a draft keeps the published ones. */
export const stampPublication: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (data._status !== 'published') return data
  const now = new Date().toISOString()
  return { ...data, publishedAt: now, firstPublishedAt: originalDoc?.firstPublishedAt ?? data.firstPublishedAt ?? now }
}

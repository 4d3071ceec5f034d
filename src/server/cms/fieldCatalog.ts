import type { FlattenedField, Payload } from 'payload'
import { contentTypes, type ContentType } from '@/server/cms/contentTypes'

export type ContentField = { name: string; path: string; field: FlattenedField }

const catalogs = new WeakMap<object, Map<ContentType, ContentField[]>>()

/**
 * A story type's content fields, read from the collection's schema so a new field appears in the
 * API without code here: the content name, the document path behind it and its definition.
 */
export function contentFields(payload: Payload, type: ContentType): ContentField[] {
  let byType = catalogs.get(payload.config)
  if (!byType) catalogs.set(payload.config, (byType = new Map()))
  const known = byType.get(type)
  if (known) return known
  const { collection, rename, omit } = contentTypes[type]
  const fields: ContentField[] = []
  for (const field of payload.collections[collection].config.flattenedFields) {
    if (omit.includes(field.name) || field.type === 'join') continue
    const flattened = field.type === 'group' ? field.flattenedFields.filter((f) => rename[`${field.name}.${f.name}`]) : []
    if (flattened.length > 0) {
      for (const inner of flattened) fields.push({ name: rename[`${field.name}.${inner.name}`], path: `${field.name}.${inner.name}`, field: inner })
    } else fields.push({ name: rename[field.name] ?? field.name, path: field.name, field })
  }
  byType.set(type, fields)
  return fields
}

/** Fields a filter or a sort can address: one database value (or list of values) each. */
export function isScalarField(field: FlattenedField): boolean {
  return ['text', 'textarea', 'email', 'select', 'radio', 'number', 'checkbox', 'date', 'code'].includes(field.type)
}

export function isLocalized(field: FlattenedField): boolean {
  return 'localized' in field && Boolean(field.localized)
}

export function hasMany(field: FlattenedField): boolean {
  return 'hasMany' in field && Boolean(field.hasMany)
}

import type { Payload } from 'payload'
import { contentTypes, type ContentType } from '@/server/cms/contentTypes'
import { contentFields, hasMany, isScalarField } from '@/server/cms/fieldCatalog'
import type { SortSpec } from '@/server/cms/query'

const storyProperties: Record<string, string | ((type: ContentType) => string)> = {
  name: (type) => contentTypes[type].nameFields[0],
  slug: 'slug',
  full_slug: 'slug',
  created_at: 'createdAt',
  updated_at: 'updatedAt',
  published_at: 'publishedAt',
  first_published_at: 'firstPublishedAt',
  uuid: 'uuid',
  id: 'id',
  position: 'id',
}

export type SortKey = { path: string; desc: boolean }

/**
 * sort_by as document paths of one type, always ending in the id: equal values then keep one
 * order, so paging returns every story exactly once. Unknown fields sort nothing (as in Storyblok,
 * where every story lacks them). Default: position ascending.
 */
export function sortKeys(payload: Payload, type: ContentType, sortBy: SortSpec[]): SortKey[] {
  const keys: SortKey[] = []
  for (const { field, desc } of sortBy) {
    const path = field.startsWith('content.') ? contentPath(payload, type, field.slice('content.'.length)) : storyPath(type, field)
    if (path && !keys.some((k) => k.path === path)) keys.push({ path, desc })
  }
  if (!keys.some((k) => k.path === 'id')) keys.push({ path: 'id', desc: false })
  return keys.slice(0, keys.findIndex((k) => k.path === 'id') + 1)
}

export function payloadSort(keys: SortKey[]): string[] {
  return keys.map((k) => `${k.desc ? '-' : ''}${k.path}`)
}

function storyPath(type: ContentType, field: string): string | undefined {
  const path = storyProperties[field]
  return typeof path === 'function' ? path(type) : path
}

function contentPath(payload: Payload, type: ContentType, name: string): string | undefined {
  const target = contentFields(payload, type).find((f) => f.name === name)
  return target && isScalarField(target.field) && !hasMany(target.field) ? target.path : undefined
}

/** Orders sort values as the database does for numbers and ISO dates; missing values first. */
export function compareValues(a: unknown, b: unknown): number {
  if (a === b) return 0
  if (a == null) return -1
  if (b == null) return 1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0
}

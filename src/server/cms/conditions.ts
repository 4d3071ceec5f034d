import type { Where } from 'payload'
import { NOTHING } from '@/server/cms/readContext'

/** A query condition that may be known in advance: true (no constraint) or false (no match). */
export type Condition = Where | boolean

export function allOf(conditions: Condition[]): Condition {
  if (conditions.includes(false)) return false
  const wheres = conditions.filter((c): c is Where => c !== true)
  return wheres.length === 0 ? true : wheres.length === 1 ? wheres[0] : { and: wheres }
}

export function anyOf(conditions: Condition[]): Condition {
  if (conditions.includes(true)) return true
  const wheres = conditions.filter((c): c is Where => c !== false)
  return wheres.length === 0 ? false : wheres.length === 1 ? wheres[0] : { or: wheres }
}

/** The condition as a Payload where; false becomes a clause no document passes. */
export function toWhere(condition: Condition): Where {
  return condition === true ? {} : condition === false ? NOTHING : condition
}

/** A select object for a dotted path: `meta.title` → `{ meta: { title: true } }`. */
export function selectPath(path: string): Record<string, unknown> {
  return path
    .split('.')
    .reverse()
    .reduce<Record<string, unknown> | true>((inner, key) => ({ [key]: inner }), true) as Record<string, unknown>
}

export function valueAt(doc: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), doc)
}

/** A Storyblok wildcard pattern (`*` any text) as a regular expression; case ignored, as Payload's like. */
export function wildcard(pattern: string): RegExp {
  return new RegExp(
    `^${pattern
      .split('*')
      .map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')}$`,
    'i',
  )
}

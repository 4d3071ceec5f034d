import type { FlattenedField, Where } from 'payload'
import { allOf, anyOf, selectPath, valueAt, wildcard, type Condition } from '@/server/cms/conditions'
import { contentTypes, type ContentType } from '@/server/cms/contentTypes'
import { contentFields, hasMany, isScalarField } from '@/server/cms/fieldCatalog'
import type { FilterCondition, FilterTree } from '@/server/cms/filterQuery'
import { idIn, passingIds, type ReadContext } from '@/server/cms/readContext'

/** The filter_query of a request as a condition on one story type's documents. */
export async function filterCondition(ctx: ReadContext, type: ContentType, tree: FilterTree): Promise<Condition> {
  const all = await Promise.all(tree.all.map((c) => fieldCondition(ctx, type, c)))
  const groups = await Promise.all(tree.any.map(async (g) => allOf(await Promise.all(g.map((c) => fieldCondition(ctx, type, c))))))
  return allOf([...all, ...(tree.any.length > 0 ? [anyOf(groups)] : [])])
}

/** What a condition on a field the type does not have means: Storyblok treats the value as absent. */
function absentFieldMatches({ operation, values }: FilterCondition): boolean {
  if (operation === 'not_in' || operation === 'not_like') return true
  return operation === 'is' && ['empty', 'null', 'empty_array', 'false'].includes(values[0])
}

async function fieldCondition(ctx: ReadContext, type: ContentType, condition: FilterCondition): Promise<Condition> {
  const target = contentFields(ctx.payload, type).find((f) => f.name === condition.field && isScalarField(f.field))
  if (!target) return absentFieldMatches(condition)
  const { path, field } = target
  const many = hasMany(field)
  // Values the field cannot hold (an unknown option, a non-number) match nothing; PostgreSQL would refuse them.
  const valid = condition.values.map((v) => coerce(field, v)).filter((v) => v !== undefined && !Number.isNaN(v))
  const on = (operator: string, value: unknown): Where => ({ [path]: { [operator]: value } })
  const inValues: Condition = valid.length > 0 ? on('in', valid) : false
  // What the database cannot state exactly (anchored wildcards, whole lists) is checked on the
  // candidates it narrows down, reading only ids and this one field.
  const ids = (coarse: Where, test: (value: unknown) => boolean) =>
    passingIds(ctx, contentTypes[type].collection, coarse, selectPath(path), (doc) => test(valueAt(doc, path)))
  const refine = async (coarse: Where, test: (value: unknown) => boolean) => idIn(await ids(coarse, test))
  const exclude = async (matching: Condition): Promise<Condition> => {
    if (typeof matching === 'boolean') return !matching
    const excluded = await ids(matching, () => true)
    return excluded.length === 0 ? true : { id: { not_in: excluded } }
  }

  switch (condition.operation) {
    case 'is':
      return isCondition(on, field, condition.values[0])
    case 'in':
    case 'any_in_array':
    case 'in_array':
      return inValues
    case 'not_in':
      // SQL's NOT IN drops empty values and, on a list field, asks about single entries: exclude the matches.
      return exclude(inValues)
    case 'all_in_array':
      if (valid.length < condition.values.length) return false
      return refine(on('in', valid), (list) => Array.isArray(list) && valid.every((v) => list.includes(v)))
    case 'like':
    case 'not_like': {
      const pattern = condition.values.join(',')
      // The options of a select are known: match them here and ask the database for exact values.
      const options = optionValues(field)?.filter((o) => wildcard(pattern).test(o))
      const matching = options ? (options.length > 0 ? on('in', options) : false) : await likeCondition(on, pattern, many, refine)
      return condition.operation === 'like' ? matching : exclude(matching)
    }
    case 'gt_int':
    case 'gt_float':
    case 'gt_date':
      return valid.length === 1 && !optionValues(field) ? on('greater_than', valid[0]) : false
    case 'lt_int':
    case 'lt_float':
    case 'lt_date':
      return valid.length === 1 && !optionValues(field) ? on('less_than', valid[0]) : false
  }
}

function isCondition(on: (operator: string, value: unknown) => Where, field: FlattenedField, value: string): Condition {
  // Only text columns can hold an empty string; comparing an enum or number column with '' is an error.
  const text = !hasMany(field) && ['text', 'textarea', 'email', 'code'].includes(field.type)
  switch (value) {
    case 'empty':
    case 'empty_array':
      return text ? anyOf([on('exists', false), on('equals', '')]) : on('exists', false)
    case 'not_empty':
    case 'not_empty_array':
      return text ? allOf([on('exists', true), on('not_equals', '')]) : on('exists', true)
    case 'true':
      return on('equals', true)
    case 'false':
      return anyOf([on('equals', false), on('exists', false)])
    case 'null':
      return on('exists', false)
    case 'not_null':
      return on('exists', true)
    default:
      return false
  }
}

/**
 * Storyblok's like is SQL LIKE with `*` as the wildcard: no wildcard means the whole value. Payload's
 * like finds substrings only, so an anchored pattern is narrowed by its longest literal piece in the
 * database and checked exactly on those candidates.
 */
async function likeCondition(
  on: (operator: string, value: unknown) => Where,
  pattern: string,
  many: boolean,
  refine: (coarse: Where, test: (value: unknown) => boolean) => Promise<Where>,
): Promise<Condition> {
  if (!pattern.includes('*') && !many) return on('equals', pattern)
  const pieces = pattern.split('*').filter(Boolean)
  if (pieces.length === 0) return on('exists', true)
  const regex = wildcard(pattern)
  const longest = pieces.reduce((a, b) => (b.length > a.length ? b : a))
  const matches = (v: unknown) => (Array.isArray(v) ? v.some(matches) : typeof v === 'string' && regex.test(v))
  return refine(on('like', longest), matches)
}

/** The allowed values of a select or radio field, else undefined. */
function optionValues(field: FlattenedField): string[] | undefined {
  if (field.type !== 'select' && field.type !== 'radio') return undefined
  return field.options.map((o) => (typeof o === 'string' ? o : o.value))
}

/** Query values in the field's own type; undefined for a value the field can never hold. */
function coerce(field: FlattenedField, value: string): unknown {
  switch (field.type) {
    case 'checkbox':
      return value === 'true' ? true : value === 'false' ? false : undefined
    case 'number':
      return Number(value)
    case 'select':
    case 'radio':
      return optionValues(field)?.includes(value) ? value : undefined
    case 'date': {
      // Storyblok writes dates as "2018-03-03 10:00" (UTC).
      const date = new Date(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(value) ? `${value.replace(' ', 'T')}:00Z` : value)
      return Number.isNaN(date.getTime()) ? NaN : date.toISOString()
    }
    default:
      return value
  }
}

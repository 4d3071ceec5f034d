import type { FlattenedField, Payload } from 'payload'
import type { UrlLocale } from '@/i18n/locales'
import { valueAt } from '@/server/cms/conditions'
import { contentTypeOf, storyPath, type ContentType } from '@/server/cms/contentTypes'
import { contentFields } from '@/server/cms/fieldCatalog'

export type Blok = { _uid: string; component: string; [field: string]: unknown }
type Doc = Record<string, unknown>
type Options = { locale: UrlLocale; origin: string }

/**
 * A document as a Storyblok content object, field by field from its schema: uploads become asset
 * objects, references to stories their uuids (what resolve_relations replaces), blocks and array
 * rows nested bloks with `_uid` and `component`, links multilink objects. Rich text stays Lexical
 * JSON: there is no faithful conversion to Storyblok's rich-text schema, and the spec's client
 * reads no rich text through this API.
 */
export function storyContent(payload: Payload, type: ContentType, doc: Doc, options: Options): Blok {
  const content: Blok = { _uid: String(doc.uuid ?? ''), component: type }
  for (const { name, path, field } of contentFields(payload, type)) content[name] = convert(field, valueAt(doc, path), options)
  return content
}

// A row's id is its blok's _uid; the block name is an admin label.
const rowOnly = ['id', 'blockName']

function fieldsOf(fields: FlattenedField[], data: Doc, options: Options): Doc {
  const out: Doc = {}
  for (const field of fields) if (field.type !== 'join' && !rowOnly.includes(field.name)) out[field.name] = convert(field, data[field.name], options)
  return out
}

function convert(field: FlattenedField, value: unknown, options: Options): unknown {
  switch (field.type) {
    case 'upload':
      return field.hasMany ? list(value).map((v) => asset(v, options)) : asset(value, options)
    case 'relationship':
      return field.hasMany
        ? list(value)
            .map((v) => reference(v, options))
            .filter((r) => r !== null)
        : reference(value, options)
    case 'blocks':
      return list(value).map((row) => {
        const r = row as Doc
        const block = field.blocks.find((b) => b.slug === r.blockType)
        return { _uid: String(r.id ?? ''), component: String(r.blockType), ...(block ? fieldsOf(block.flattenedFields, r, options) : {}) }
      })
    case 'array':
      return list(value).map((row) => ({ _uid: String((row as Doc).id ?? ''), component: field.name, ...fieldsOf(field.flattenedFields, row as Doc, options) }))
    case 'group':
    case 'tab':
      return isLinkGroup(field.flattenedFields) ? multilink(value as Doc | null, options) : fieldsOf(field.flattenedFields, (value as Doc) ?? {}, options)
    case 'number':
      // Storyblok's number fields hold strings.
      return 'hasMany' in field && field.hasMany ? list(value).map(String) : value == null ? '' : String(value)
    case 'checkbox':
      return Boolean(value)
    case 'date':
      return typeof value === 'string' ? storyblokDate(value) : ''
    case 'richText':
    case 'json':
    case 'point':
      return value ?? null
    default:
      if ('hasMany' in field && field.hasMany) return list(value)
      return value ?? ''
  }
}

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

/** Storyblok's datetime fields: "2026-11-22 14:05" in UTC. */
export function storyblokDate(iso: string): string {
  return iso.slice(0, 16).replace('T', ' ')
}

/** A populated upload as a Storyblok asset; an empty field is the empty asset Storyblok sends. */
function asset(value: unknown, { origin }: Options) {
  const media = value && typeof value === 'object' ? (value as Doc) : null
  const url = typeof media?.url === 'string' ? media.url : ''
  const width = Number(media?.width)
  const height = Number(media?.height)
  const fx = Number(media?.focalX)
  const fy = Number(media?.focalY)
  // Payload centres every focal point by default; Storyblok has no focus until an editor sets one.
  const focused = width > 0 && height > 0 && Number.isFinite(fx) && Number.isFinite(fy) && (fx !== 50 || fy !== 50)
  const x = Math.round((fx / 100) * width)
  const y = Math.round((fy / 100) * height)
  return {
    id: media?.id ?? null,
    alt: typeof media?.alt === 'string' ? media.alt : null,
    name: typeof media?.filename === 'string' ? media.filename : '',
    focus: focused ? `${x}x${y}:${x + 1}x${y + 1}` : null,
    title: null,
    filename: url && url.startsWith('/') ? `${origin}${url}` : url,
    copyright: null,
    fieldtype: 'asset',
    is_external_url: false,
  }
}

/**
 * A reference to a story is its uuid (Storyblok's single- and multi-option story fields); a file
 * (a download, a clip) is an asset; anything else keeps its id.
 */
function reference(value: unknown, options: Options): unknown {
  const ref = value && typeof value === 'object' && 'relationTo' in value ? (value as unknown as { value: unknown }).value : value
  if (ref && typeof ref === 'object') {
    const doc = ref as Doc
    if (typeof doc.uuid === 'string') return doc.uuid
    return typeof doc.url === 'string' && typeof doc.filename === 'string' ? asset(doc, options) : doc.id
  }
  return typeof ref === 'number' || typeof ref === 'string' ? ref : null
}

/** The house's link field (src/fields/link.ts): type, story, url, email, anchor. */
function isLinkGroup(fields: FlattenedField[]): boolean {
  return fields.map((f) => f.name).join(',') === 'type,story,url,email,anchor'
}

function multilink(link: Doc | null, { locale }: Options) {
  const kind = link?.type
  const base = { fieldtype: 'multilink', id: '', url: '', cached_url: '', linktype: 'url' }
  if (kind === 'story') {
    const target = link?.story as { relationTo: string; value: unknown } | null
    const doc = target && typeof target.value === 'object' ? (target.value as Doc) : null
    const type = target ? contentTypeOf(target.relationTo) : undefined
    if (!doc || !type || typeof doc.slug !== 'string') return { ...base, linktype: 'story' }
    return { ...base, linktype: 'story', id: String(doc.uuid ?? ''), cached_url: storyPath(type, locale, doc.slug, Boolean(doc.isHome)) }
  }
  if (kind === 'email') return { ...base, linktype: 'email', email: String(link?.email ?? '') }
  if (kind === 'anchor') return { ...base, url: `#${String(link?.anchor ?? '').replace(/^#/, '')}`, anchor: String(link?.anchor ?? '') }
  const url = typeof link?.url === 'string' ? link.url : ''
  return { ...base, url, cached_url: url }
}

/** Uuids the `component.field` paths of resolve_relations point at, anywhere in the content. */
export function relationUuids(content: Blok, paths: string[]): string[] {
  const found = new Set<string>()
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit)
    if (!node || typeof node !== 'object') return
    const blok = node as Doc
    for (const [key, value] of Object.entries(blok)) {
      if (typeof blok.component === 'string' && paths.includes(`${blok.component}.${key}`)) {
        for (const v of Array.isArray(value) ? value : [value]) if (typeof v === 'string' && v) found.add(v)
      } else visit(value)
    }
  }
  visit(content)
  return [...found]
}

import type { Where } from 'payload'
import { defaultLocale, type UrlLocale } from '@/i18n/locales'
import { anyOf, wildcard, type Condition } from '@/server/cms/conditions'
import { contentTypes, HOME_SLUG, storyPath, type ContentType } from '@/server/cms/contentTypes'
import { isLocalized } from '@/server/cms/fieldCatalog'
import { idIn, passingIds, type ReadContext } from '@/server/cms/readContext'

/**
 * Documents whose full_slug matches a pattern (`*` is a wildcard), in the requested language or
 * in the default one: a client may ask `schmuck/…?language=en` or `en/jewellery/…` alike.
 */
export async function slugCondition(ctx: ReadContext, type: ContentType, pattern: string): Promise<Condition> {
  const locales = [...new Set([ctx.locale, defaultLocale])]
  return anyOf(await Promise.all(locales.map((locale) => slugConditionIn(ctx, type, pattern, locale))))
}

export async function startsWithCondition(ctx: ReadContext, type: ContentType, prefix: string): Promise<Condition> {
  return slugCondition(ctx, type, `${prefix.replace(/\*/g, '')}*`)
}

export async function excludingCondition(ctx: ReadContext, type: ContentType, patterns: string[]): Promise<Condition> {
  const matching = anyOf(await Promise.all(patterns.map((p) => slugCondition(ctx, type, p))))
  if (typeof matching === 'boolean') return !matching
  const ids = await passingIds(ctx, contentTypes[type].collection, matching, { slug: true }, () => true)
  return ids.length === 0 ? true : { id: { not_in: ids } }
}

async function slugConditionIn(ctx: ReadContext, type: ContentType, pattern: string, locale: UrlLocale): Promise<Condition> {
  const folder = contentTypes[type].folder(locale)
  // A localized slug is asked for in one language explicitly: `slug.en`.
  const slugField = ctx.payload.collections[contentTypes[type].collection].config.flattenedFields.find((f) => f.name === 'slug')
  const slugPath = slugField && isLocalized(slugField) ? `slug.${locale}` : 'slug'
  const home = type === 'page'

  if (!pattern.includes('*')) {
    const rest = pattern.startsWith(folder) ? pattern.slice(folder.length) : null
    const bySlug: Condition = rest && !rest.includes('/') ? { [slugPath]: { equals: rest } } : false
    return anyOf([bySlug, home && pattern === HOME_SLUG ? { isHome: { equals: true } } : false])
  }

  const prefix = pattern.slice(0, pattern.indexOf('*'))
  if (pattern === `${prefix}*` && folder.startsWith(prefix) && (folder !== '' || prefix === '')) return true
  const canMatchFolder = prefix.startsWith(folder) || folder.startsWith(prefix)
  const canMatchHome = home && wildcard(pattern).test(HOME_SLUG)
  if (!canMatchFolder && !canMatchHome) return false
  // Payload's like finds substrings, not prefixes: narrow in the database, then test each full_slug.
  const slugPrefix = prefix.startsWith(folder) ? prefix.slice(folder.length) : ''
  const bySlug: Where = slugPrefix ? { [slugPath]: { like: slugPrefix } } : {}
  const coarse: Where = home && slugPrefix ? { or: [bySlug, { isHome: { equals: true } }] } : bySlug
  const regex = wildcard(pattern)
  const ids = await passingIds(
    ctx,
    contentTypes[type].collection,
    coarse,
    home ? { slug: true, isHome: true } : { slug: true },
    (doc) => typeof doc.slug === 'string' && regex.test(storyPath(type, locale, doc.slug, Boolean(doc.isHome))),
    locale,
  )
  return idIn(ids)
}

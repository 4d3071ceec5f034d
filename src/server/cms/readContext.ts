import type { Payload, Where } from 'payload'
import type { UrlLocale } from '@/i18n/locales'
import type { StoryCollection } from '@/server/cms/contentTypes'
import { isValidPreviewToken } from '@/server/preview/previewToken'

/** How one request reads: drafts only for a valid preview token, else published as an anonymous visitor. */
export type ReadContext = { payload: Payload; draft: boolean; locale: UrlLocale; fallbackLocale?: UrlLocale }

/**
 * `version=draft` is honoured only with a signed preview token in `token` (where Storyblok clients
 * put their access token). Without one, or with just the account cookie, the request reads what the
 * public site shows.
 */
export async function readsDrafts(payload: Payload, versionDraft: boolean, token: string | undefined): Promise<boolean> {
  return versionDraft && (await isValidPreviewToken(token, payload.secret))
}

/** Options every Payload read of the content API passes. */
export function access(ctx: ReadContext) {
  return ctx.draft ? { draft: true, overrideAccess: true } : { draft: false, overrideAccess: false }
}

/** No document has id 0 (ids start at 1), so this matches nothing without an empty IN list. */
export const NOTHING: Where = { id: { equals: 0 } }

export function idIn(ids: (number | string)[]): Where {
  return ids.length > 0 ? { id: { in: ids } } : NOTHING
}

/**
 * Ids of documents whose value at `path` passes a test the database cannot express (an anchored
 * wildcard: Payload's `like` only finds substrings). The database narrows first with `coarse`;
 * only ids and that one field are read.
 */
export async function passingIds(
  ctx: ReadContext,
  collection: StoryCollection,
  coarse: Where,
  select: Record<string, unknown>,
  test: (doc: Record<string, unknown>) => boolean,
  locale: UrlLocale | 'all' = ctx.locale,
): Promise<(number | string)[]> {
  const { docs } = await ctx.payload.find({
    collection,
    where: coarse,
    select: select as never,
    depth: 0,
    pagination: false,
    locale,
    fallbackLocale: false,
    ...access(ctx),
  })
  const found = docs as unknown as (Record<string, unknown> & { id: number | string })[]
  return found.filter((d) => test(d)).map((d) => d.id)
}

import 'server-only'
import type { Payload } from 'payload'
import { feedLanguages, localeOfFeedLanguage } from '@/domain/careers/jobPosition'
import { z } from 'zod'
import { json } from '@/server/http/drf'
import { parseFields } from '@/server/http/zodErrors'
import { feedPositions, feedXml } from '@/server/careers/feed'

/** `?language=`: one of the feed's language codes; German (the default locale) without one. */
export const feedParams = z.object({
  language: z
    .string()
    .optional()
    .transform((language, ctx) => {
      const locale = language === undefined || language === '' ? 'de' : localeOfFeedLanguage(language)
      if (!locale) ctx.addIssue({ code: 'custom', message: `Unknown language "${language}".` })
      return locale ?? 'de'
    })
    .meta({ type: 'string', enum: Object.values(feedLanguages), description: "A language code of Personio's feed; German without one." }),
})

/** The edge's query: `language` as sent; serveFeed answers a misfit in the feed's `{detail}` shape. */
export const feedQuery = z.object({ language: z.string().nullable() })

/**
 * GET /api/v1/careers/feed.xml?language=: the open positions as Personio's XML feed. Without a
 * language German (the default locale), an unknown language is a 400.
 */
export async function serveFeed(payload: Payload, { language }: { language: string | null }): Promise<Response> {
  const query = parseFields(feedParams, { language: language ?? undefined })
  // The feed's one error is a detail, as Personio's client reads it.
  if (query.errors) return json({ detail: query.errors.language?.[0] }, 400)
  const xml = feedXml(await feedPositions(payload, query.data.language))
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=60' },
  })
}

import 'server-only'
import type { Payload } from 'payload'
import { localeOfFeedLanguage } from '@/domain/careers/jobPosition'
import { json } from '@/server/http/drf'
import { feedPositions, feedXml } from '@/server/careers/feed'

/**
 * GET /api/v1/careers/feed.xml?language=: the open positions as Personio's XML feed. Without a
 * language German (the default locale), an unknown language is a 400.
 */
export async function serveFeed(payload: Payload, request: Request): Promise<Response> {
  const language = new URL(request.url).searchParams.get('language')
  const locale = language === null || language === '' ? 'de' : localeOfFeedLanguage(language)
  if (!locale) return json({ detail: `Unknown language "${language}".` }, 400)
  const xml = feedXml(await feedPositions(payload, locale))
  return new Response(xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=60' },
  })
}

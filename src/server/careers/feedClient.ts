import 'server-only'
import { XMLParser } from 'fast-xml-parser'
import { feedLanguages, type JobPosition } from '@/domain/careers/jobPosition'
import type { UrlLocale } from '@/i18n/locales'
import { logger } from '@/server/log/logger'
import { payloadClient } from '@/server/payload/client'
import { feedPositions, feedXml } from '@/server/careers/feed'

/**
 * Where the careers pages read their positions: CAREERS_FEED_URL, a Personio-style XML feed
 * (`https://{company}.jobs.personio.de/xml`) that gets `?language=` added; unset, the house's own
 * feed (/api/v1/careers/feed.xml), whose XML is built in-process rather than fetched from this
 * same server over HTTP. Either way the pages see only what the XML says (docs/decisions.md,
 * "Careers").
 */
export function feedUrl(): string | null {
  return process.env.CAREERS_FEED_URL?.trim() || null
}

const FETCH_TIMEOUT_MS = 5_000
/** A foreign feed is asked at most every five minutes per language. */
const REVALIDATE_S = 300

const parser = new XMLParser({
  isArray: (name) => name === 'position' || name === 'jobDescription',
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
})

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '')

/** The positions of a Personio-style XML document; entries without an id or a name are left out. */
export function parseFeed(xml: string): JobPosition[] {
  const doc = parser.parse(xml) as { 'workzag-jobs'?: { position?: Record<string, unknown>[] } | '' }
  const root = doc['workzag-jobs']
  const positions = root && typeof root === 'object' ? (root.position ?? []) : []
  return positions
    .map((p) => {
      const descriptions = (p.jobDescriptions as { jobDescription?: Record<string, unknown>[] } | undefined)?.jobDescription ?? []
      return {
        id: text(p.id),
        subcompany: text(p.subcompany),
        office: text(p.office),
        department: text(p.department),
        recruitingCategory: text(p.recruitingCategory),
        name: text(p.name),
        jobDescriptions: descriptions.map((d) => ({ name: text(d.name), value: text(d.value) })),
        employmentType: text(p.employmentType),
        seniority: text(p.seniority),
        schedule: text(p.schedule),
        yearsOfExperience: text(p.yearsOfExperience),
        keywords: text(p.keywords),
        occupation: text(p.occupation),
        occupationCategory: text(p.occupationCategory),
        createdAt: text(p.createdAt),
      }
    })
    .filter((p) => p.id && p.name)
}

/** The feed's XML for a locale: the configured feed, else the house's own. */
async function readFeed(locale: UrlLocale): Promise<string> {
  const url = feedUrl()
  if (!url) return feedXml(await feedPositions(await payloadClient(), locale))
  const address = new URL(url)
  address.searchParams.set('language', feedLanguages[locale])
  const response = await fetch(address, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), next: { revalidate: REVALIDATE_S } })
  if (!response.ok) throw new Error(`careers feed answered ${response.status}`)
  return response.text()
}

/** The open positions in a locale; an unreachable or broken feed shows as none, and is logged. */
export async function listPositions(locale: UrlLocale): Promise<JobPosition[]> {
  try {
    return parseFeed(await readFeed(locale))
  } catch (err) {
    logger.error({ err, feed: feedUrl() ?? 'own' }, 'careers: the job feed could not be read')
    return []
  }
}

export async function findPosition(locale: UrlLocale, id: string): Promise<JobPosition | null> {
  return (await listPositions(locale)).find((p) => p.id === id) ?? null
}

import 'server-only'
import { XMLBuilder } from 'fast-xml-parser'
import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import type { Payload } from 'payload'
import type { JobPosition as JobPositionDoc } from '@/payload-types'
import type { JobPosition } from '@/domain/careers/jobPosition'
import type { UrlLocale } from '@/i18n/locales'

/** The open positions in one locale as the feed publishes them (texts fall back to German). */
export async function feedPositions(payload: Payload, locale: UrlLocale): Promise<JobPosition[]> {
  const { docs } = await payload.find({
    collection: 'job-positions',
    where: { active: { equals: true } },
    locale,
    fallbackLocale: 'de',
    sort: '-createdAt',
    depth: 0,
    limit: 500,
    pagination: false,
    overrideAccess: true,
  })
  return docs.map((doc) => toFeedPosition(doc))
}

function toFeedPosition(doc: JobPositionDoc): JobPosition {
  return {
    id: String(doc.id),
    subcompany: doc.subcompany ?? '',
    office: doc.office,
    department: doc.department ?? '',
    recruitingCategory: doc.recruitingCategory ?? '',
    name: doc.name,
    jobDescriptions: (doc.jobDescriptions ?? []).map((d) => ({
      name: d.name,
      value: convertLexicalToHTML({ data: d.value as unknown as SerializedEditorState, disableContainer: true }),
    })),
    employmentType: doc.employmentType,
    seniority: doc.seniority,
    schedule: doc.schedule,
    yearsOfExperience: doc.yearsOfExperience ?? '',
    keywords: doc.keywords ?? '',
    occupation: doc.occupation ?? '',
    occupationCategory: doc.occupationCategory ?? '',
    createdAt: doc.createdAt,
  }
}

// The builder escapes text and splits a `]]>` inside the HTML across two CDATA sections itself.
const builder = new XMLBuilder({ format: true, cdataPropName: '__cdata', suppressEmptyNode: false })

/**
 * Personio's XML feed (`<workzag-jobs>`, one `<position>` per job, the descriptions' HTML in CDATA),
 * element for element as Personio publishes it, so the careers pages' feed client reads either.
 */
export function feedXml(positions: readonly JobPosition[]): string {
  const position = positions.map((p) => ({
    id: p.id,
    subcompany: p.subcompany,
    office: p.office,
    department: p.department,
    recruitingCategory: p.recruitingCategory,
    name: p.name,
    jobDescriptions: { jobDescription: p.jobDescriptions.map((d) => ({ name: d.name, value: { __cdata: d.value } })) },
    employmentType: p.employmentType,
    seniority: p.seniority,
    schedule: p.schedule,
    yearsOfExperience: p.yearsOfExperience,
    keywords: p.keywords,
    occupation: p.occupation,
    occupationCategory: p.occupationCategory,
    createdAt: p.createdAt,
  }))
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ 'workzag-jobs': { position } })}`
}

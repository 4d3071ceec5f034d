import 'server-only'
import type { Payload } from 'payload'
import { z } from 'zod'
import {
  APPLICATION_MAX_FILES,
  FILES_FIELD,
  ORPHAN_FILE_HOURS,
  applicationErrors,
  applicationFieldsSchema,
  applicationFileSchema,
  applicationReason,
  earliestDayOnEarth,
  missingCategories,
} from '@/domain/careers/application'
import { isPositionId, localeOfFeedLanguage } from '@/domain/careers/jobPosition'
import { isUrlLocale, type UrlLocale } from '@/i18n/locales'
import { json } from '@/server/http/drf'
import { consume } from '@/server/rateLimit/limiter'
import { findPosition } from '@/server/careers/feedClient'
import { notifyHr } from '@/server/careers/hrMail'

/** An application's JSON: a few fields and file descriptors; the files were uploaded before. */
export const APPLICATION_BODY_LIMIT = 32 * 1024

/** The body at the edge: any JSON object, checked here into the application's own error shape. */
export const applicationBody = z.record(z.string(), z.unknown())
// Each file once: one CV named for all three categories would pass for a complete application.
export const filesSchema = z
  .array(applicationFileSchema)
  .max(APPLICATION_MAX_FILES)
  .refine((files) => new Set(files.map((f) => f.uuid.toLowerCase())).size === files.length)

const invalid = (byField: Record<string, string[]>) => json(applicationErrors(byField), 400)

/** The page's locale: `language` as the site sends it (de, en, ja, zh-hans) or as the feed names it (zh). */
function localeOf(language: unknown): UrlLocale {
  if (isUrlLocale(language)) return language
  return (typeof language === 'string' && localeOfFeedLanguage(language)) || 'de'
}

/**
 * POST /api/next/personio-form/ (spec 3 §4, §5, §7): the application JSON
 * `{first_name, last_name, email, job_position_id, data_agreement, language, files: [{uuid,
 * original_filename, category}], attributes: {phone, salary_expectations, available_from}}` → 201.
 * Every error as `{errors: [{field, errors: [{reason}]}]}`: the fields' rules, the files' missing
 * categories (`files` and one `files.{category}` each), unknown files or position. The files must
 * have been uploaded and not yet sent with another application.
 */
export async function submitApplication(payload: Payload, { raw, ip }: { raw: Record<string, unknown>; ip: string }): Promise<Response> {
  // The limit is spent here, not by the edge's throttle: its 429 is in the application's error shape.
  const limit = await consume('applicationIp', ip)
  if (!limit.ok) return json(applicationErrors({ non_field_errors: [applicationReason.throttled] }), 429, { 'Retry-After': String(limit.retryAfterS) })

  const attributes = raw.attributes && typeof raw.attributes === 'object' && !Array.isArray(raw.attributes) ? (raw.attributes as Record<string, unknown>) : {}
  const fields = applicationFieldsSchema(earliestDayOnEarth(new Date())).safeParse({ ...raw, ...attributes })
  const errors: Record<string, string[]> = {}
  if (!fields.success) {
    // The first reason per field, as the browser shows it (an empty e-mail is "required", not also "invalid").
    for (const issue of fields.error.issues) errors[String(issue.path[0])] ??= [issue.message]
  }

  const locale = localeOf(raw.language)
  const positionId = typeof raw.job_position_id === 'number' ? String(raw.job_position_id) : raw.job_position_id
  const position = isPositionId(positionId) ? await findPosition(locale, positionId) : null
  if (!position) errors.job_position_id = [positionId === undefined || positionId === '' ? applicationReason.required : applicationReason.unknownPosition]

  const files = filesSchema.safeParse(raw.files ?? [])
  if (!files.success) errors[FILES_FIELD] = [applicationReason.invalid]
  else {
    const missing = missingCategories(files.data)
    if (missing.length) {
      errors[FILES_FIELD] = [applicationReason.missingFiles]
      for (const category of missing) errors[`${FILES_FIELD}.${category}`] = [applicationReason.missingFiles]
    }
  }
  if (Object.keys(errors).length || !fields.success || !files.success || !position) return invalid(errors)

  // The files: uploaded here, recently, and claimed by no application yet.
  const uuids = [...new Set(files.data.map((f) => f.uuid))]
  const since = new Date(Date.now() - ORPHAN_FILE_HOURS * 3600 * 1000).toISOString()
  const { docs: stored } = await payload.find({
    collection: 'application-files',
    where: { and: [{ uuid: { in: uuids } }, { application: { exists: false } }, { createdAt: { greater_than: since } }] },
    depth: 0,
    limit: uuids.length,
    pagination: false,
    overrideAccess: true,
    select: { uuid: true },
  })
  if (stored.length !== uuids.length) return invalid({ [FILES_FIELD]: [applicationReason.unknownFile] })

  const f = fields.data
  // HR reads applications in German: the position by its German name, whatever page was used
  // (`language` keeps the applicant's). The feed may lack it in German; then the page's name.
  const hrPositionName = locale === 'de' ? position.name : ((await findPosition('de', position.id))?.name ?? position.name)
  const application = await payload.create({
    collection: 'job-applications',
    data: {
      positionId: position.id,
      positionName: hrPositionName,
      language: locale,
      first_name: f.first_name,
      last_name: f.last_name,
      email: f.email,
      phone: f.phone,
      salary_expectations: f.salary_expectations,
      available_from: f.available_from,
    },
    depth: 0,
    overrideAccess: true,
  })
  const byUuid = new Map(stored.map((s) => [s.uuid, s.id]))
  for (const file of files.data) {
    await payload.update({
      collection: 'application-files',
      id: byUuid.get(file.uuid) as number,
      data: { application: application.id, category: file.category },
      depth: 0,
      overrideAccess: true,
    })
  }
  await notifyHr(payload, { id: application.id, positionName: hrPositionName, name: `${f.first_name} ${f.last_name}`, email: f.email })
  return json({ id: application.id }, 201)
}

import { z } from 'zod'
import { emailPattern, isValidEmail } from '@/domain/email'
import { isSingleLineText } from '@/domain/singleLineText'

/** Spec 3 §3: the categories an application's files are uploaded in; each is required (spec 3 §5). */
export const fileCategories = ['cv', 'employment-reference', 'cover-letter'] as const
export type FileCategory = (typeof fileCategories)[number]

export function isFileCategory(value: unknown): value is FileCategory {
  return typeof value === 'string' && (fileCategories as readonly string[]).includes(value)
}

/**
 * The reasons of the application's errors (spec 3 §5, §8): the server answers them as
 * `{errors: [{field, errors: [{reason}]}]}` and the form shows `personio.{reason}`; the browser's
 * own rules use the same reasons, so one catalogue entry serves both.
 */
export const applicationReason = {
  required: 'required-field',
  emailInvalid: 'email-invalid',
  tooLong: 'too-long',
  invalid: 'invalid-value',
  dateInPast: 'date-in-past',
  missingFiles: 'file-upload.validate-files',
  unknownFile: 'file-upload.unknown-file',
  unknownPosition: 'unknown-position',
  fileTooLarge: 'file-upload.too-large',
  fileType: 'file-upload.wrong-type',
  fileEmpty: 'file-upload.empty',
  fileMissing: 'file-upload.no-file',
  throttled: 'throttled',
  server: 'server-error',
} as const

/** The field name under which the missing categories are reported. */
export const FILES_FIELD = 'files'

/** 10 MB per file: a scanned reference is a few MB; more is no CV. */
export const APPLICATION_FILE_MAX_BYTES = 10 * 1024 * 1024
/** At most this many files per application (several references are usual). */
export const APPLICATION_MAX_FILES = 12

/** What an application file may be, judged by its bytes (src/server/careers/sniffDocument.ts). */
export const applicationFileTypes = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'image/png': 'png',
  'image/jpeg': 'jpg',
} as const
export type ApplicationFileType = keyof typeof applicationFileTypes

/** What the file input offers; the server never trusts it. */
export const APPLICATION_FILE_ACCEPT =
  '.pdf,.docx,.png,.jpg,.jpeg,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,image/png,image/jpeg'

const blank = (v: unknown) => (v === null || v === undefined ? '' : v)
const text = (max: number, required: boolean) =>
  z.preprocess(
    blank,
    z
      .string({ error: applicationReason.invalid })
      .trim()
      .min(required ? 1 : 0, { error: applicationReason.required })
      .max(max, { error: applicationReason.tooLong })
      // One line: no line breaks, control or bidi characters (src/domain/singleLineText.ts).
      .refine(isSingleLineText, { error: applicationReason.invalid })
      .meta(required ? { pattern: '\\S' } : {}),
  )
const PHONE = /^\+?[\d\s()/.-]{5,30}$/
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** A calendar day `YYYY-MM-DD` that exists. */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/**
 * The application's own fields (spec 3 §5), flat as the form holds them; `today` is the first day
 * that is not in the past: the browser's local day, on the server the earliest day anywhere on earth
 * (see earliestDayOnEarth), so nobody is refused a day that is today where they are.
 */
export const applicationFieldsSchema = (today: string) =>
  z.object({
    first_name: text(100, true),
    last_name: text(100, true),
    email: z.preprocess(
      blank,
      z
        .string({ error: applicationReason.invalid })
        .trim()
        .min(1, { error: applicationReason.required })
        .refine(isValidEmail, { error: applicationReason.emailInvalid })
        .meta({ pattern: emailPattern }),
    ),
    phone: z.preprocess(
      blank,
      z
        .string({ error: applicationReason.invalid })
        .trim()
        .refine((v) => v === '' || PHONE.test(v), { error: applicationReason.invalid }),
    ),
    salary_expectations: text(100, true),
    available_from: z.preprocess(
      blank,
      z
        .string({ error: applicationReason.invalid })
        .min(1, { error: applicationReason.required })
        .refine(isCalendarDay, { error: applicationReason.invalid })
        .refine((v) => !isCalendarDay(v) || v >= today, { error: applicationReason.dateInPast }),
    ),
    data_agreement: z.preprocess((v) => v === true, z.literal(true, { error: applicationReason.required })),
  })
export type ApplicationFields = z.infer<ReturnType<typeof applicationFieldsSchema>>

/** One uploaded file as the application names it (spec 3 §3). */
export const applicationFileSchema = z.object({
  uuid: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i),
  original_filename: z.string().max(255).optional(),
  category: z.enum(fileCategories),
})
export type ApplicationFile = z.infer<typeof applicationFileSchema>

/** The categories none of the files covers, in the spec's order. */
export function missingCategories(files: readonly { category: string }[]): FileCategory[] {
  const present = new Set(files.map((f) => f.category))
  return fileCategories.filter((c) => !present.has(c))
}

/** The local calendar day of a date, `YYYY-MM-DD` (the browser's "today"). */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The calendar day at UTC−12, the last place on earth where a day begins: no earlier day is "today" anywhere. */
export function earliestDayOnEarth(now: Date): string {
  return new Date(now.getTime() - 12 * 3600 * 1000).toISOString().slice(0, 10)
}

/** The error body of spec 3 §5: `{errors: [{field, errors: [{reason}]}]}`. */
export type ApplicationErrors = { errors: { field: string; errors: { reason: string }[] }[] }

export function applicationErrors(byField: Record<string, string[]>): ApplicationErrors {
  return { errors: Object.entries(byField).map(([field, reasons]) => ({ field, errors: reasons.map((reason) => ({ reason })) })) }
}

/**
 * How long an application and its files are kept before the scheduled job deletes them
 * (docs/decisions.md, "Careers"): six months covers the hiring and the period in which a
 * rejected applicant may bring a claim (AGG §15(4): two months, §61b ArbGG: three more).
 */
export const APPLICATION_RETENTION_DAYS = 180
/** Files uploaded but never sent with an application are deleted after a day. */
export const ORPHAN_FILE_HOURS = 24

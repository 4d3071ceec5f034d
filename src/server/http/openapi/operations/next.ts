import { z } from 'zod'
import { applicationFieldsSchema, fileCategories } from '@/domain/careers/application'
import { filesSchema } from '@/server/careers/submitApplication'
import { errorComponents } from '@/server/http/openapi/components'
import { created, noContent, responses, type Operation } from '@/server/http/openapi/operation'
import { accessDeniedBody } from '@/server/waitlist/accessDeniedReport'

/** The careers form's errors (spec 3 §5): `{errors: [{field, errors: [{reason}]}]}`, reasons of `personio.*`. */
const applicationErrors = z.strictObject({
  errors: z.array(z.strictObject({ field: z.string(), errors: z.array(z.strictObject({ reason: z.string() })) })),
})
const refused = (description: string) => ({ description, schema: applicationErrors })

// The fields the spec's client sends in `attributes`; the handler reads them there or beside the others.
const fields = applicationFieldsSchema('0000-01-01')
const attributeFields = { phone: fields.shape.phone, salary_expectations: fields.shape.salary_expectations, available_from: fields.shape.available_from }
const applicationBody = fields
  .omit({ phone: true, salary_expectations: true, available_from: true })
  .extend({
    ...Object.fromEntries(Object.entries(attributeFields).map(([k, v]) => [k, v.optional()])),
    job_position_id: z.union([z.string().regex(/^[1-9]\d{0,17}$/), z.int().min(1)]).describe("The position's id of the job feed."),
    language: z.string().optional().describe("The page's language (de, en, ja, zh-hans, or the feed's zh); else German."),
    files: filesSchema.describe(`The uploaded files (POST /api/next/personio-form-file/), one of each category: ${fileCategories.join(', ')}.`),
    attributes: z.object(attributeFields).partial().optional(),
  })
  .describe(
    "salary_expectations and available_from are required, phone optional, each either in `attributes` (as the spec's client sends them) or beside the other fields; available_from is today or later.",
  )

/** The Next.js routes of spec 3 §7 (`/api/next/*`): the careers form and the access-denied page. */
export const nextOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/next/personio-form/',
    operationId: 'submitApplication',
    tag: 'careers',
    access: 'public',
    validation: 'zod',
    summary: 'Send a job application with its uploaded files; HR gets a mail.',
    description:
      "Every refusal is 400 `{errors: [{field, errors: [{reason}]}]}`: the fields' rules, an unknown position, unknown or already sent files, and `files` plus `files.{category}` for each category without a file.",
    body: { schema: applicationBody },
    responses: {
      ...responses(created(z.strictObject({ id: z.int() })), 413, 415),
      400: {
        description: 'Refused fields; a body that is no JSON object: `{detail}` or `{non_field_errors}`.',
        schema: z.union([applicationErrors, errorComponents.FieldErrors, errorComponents.Detail]),
      },
      429: refused('Too many applications from this address (`throttled`).'),
    },
    example: {
      body: {
        first_name: 'Ada',
        last_name: 'Goldberg',
        email: 'ada@example.com',
        job_position_id: '1',
        data_agreement: true,
        language: 'en',
        files: fileCategories.map((category, i) => ({ uuid: `3f2504e0-4f89-41d3-9a0c-0305e82c330${i}`, original_filename: `${category}.pdf`, category })),
        attributes: { phone: '+49 89 123456', salary_expectations: '58.000 €', available_from: '2999-01-01' },
      },
    },
  },
  {
    method: 'post',
    path: '/api/next/personio-form-file/',
    operationId: 'uploadApplicationFile',
    tag: 'careers',
    access: 'public',
    validation: 'zod',
    summary: "Upload one file of an application (PDF, Word, PNG or JPEG, at most 10 MB; the bytes decide); its uuid goes into the application's `files`.",
    body: {
      schema: z.object({
        file: z.string().meta({ contentMediaType: 'application/octet-stream', description: 'The file.' }),
        category: z
          .string()
          .optional()
          .describe(`${fileCategories.join(', ')}; any other value is left out.`),
      }),
      contentType: 'multipart/form-data',
    },
    responses: {
      ...responses(
        created(
          z.strictObject({
            uuid: z.guid(),
            original_filename: z.string(),
            filename: z.string(),
            size: z.int(),
            mimetype: z.string(),
            category: z.enum(fileCategories).nullable(),
          }),
        ),
        415,
      ),
      400: refused('No file, an empty file, or a type that is none of the four (`file-upload.no-file`, `file-upload.empty`, `file-upload.wrong-type`).'),
      413: refused('Larger than 10 MB (`file-upload.too-large`).'),
      429: refused('Too many uploads from this address (`throttled`).'),
    },
  },
  {
    method: 'post',
    path: '/api/next/access-denied/',
    operationId: 'reportAccessDenied',
    tag: 'reference',
    access: 'public',
    validation: 'zod',
    summary: "The access-denied page's diagnostics, logged as an error with the session token's id (spec 3 §8); 204 whatever it holds.",
    body: { schema: accessDeniedBody },
    responses: responses(noContent('Logged (or dropped when one address reports too often).'), 400, 413),
    example: { body: { timestamp: '2026-11-28T21:00:00.000Z', cookies_enabled: true, local_storage_enabled: true, from: '/de/portal' } },
  },
]

import { z } from 'zod'
import { commonFieldsSchema } from '@/domain/forms/common'
import { formActions, formSchemas } from '@/domain/forms/schemas'
import { formUpdateSchema } from '@/server/forms/updateForm'
import { created, ok, responses, type Operation } from '@/server/http/openapi/operation'
import { confirmDetails } from '@/server/forms/confirmNewsletter'

/**
 * The body of POST /forms/: the common fields and the fields of the action's form, with the very
 * schemas the server (and the browser) validate with. The rules described are the German site's;
 * Korean and Japanese visitors' forms differ in a few fields (src/domain/forms/schemas.ts).
 */
const formBody = z.union(
  formActions.map((action) => commonFieldsSchema.extend(formSchemas[action]({ locale: 'de' }).shape).extend({ action: z.literal(action) })) as unknown as [
    z.ZodObject,
    z.ZodObject,
    ...z.ZodObject[],
  ],
)

/** The forms answer one message (a catalogue key, or DRF's text) per field, not a list (spec 1 §5). */
const formErrors = {
  400: {
    description:
      'Invalid fields: `{"email": "form-general.error.email-invalid"}`; a body that is no JSON object: `{"detail"}` or `{"non_field_errors": [...]}`.',
    schema: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  },
}

/** The submission, by its uuid (also answered to a bot's filled honeypot, which saves nothing). */
const submission = z.strictObject({ uuid: z.guid() })

const uuidParam = (description: string) => z.object({ uuid: z.guid().describe(description) })

/** The site's forms (spec 1 §5): field errors are message keys of the catalogue (`form-general.*`). */
export const formOperations: Operation[] = [
  {
    method: 'post',
    path: '/api/v1/forms/',
    operationId: 'submitForm',
    tag: 'forms',
    access: 'account-optional',
    validation: 'zod',
    summary: "Submit a form; 201 with the submission's uuid.",
    description:
      "A product finder's contact form (`form_id` `wizard-<id>`) is checked with its own rules; the ring waitlist (`LIMITED_RING_REQUEST`) needs a permitted jeweller's session.",
    body: { schema: formBody },
    responses: responses({ ...created(submission), ...formErrors }, 401, 403, 413, 429),
    example: { body: { action: 'NEWSLETTER_UNSUBSCRIBE', used_website_language: 'DE', email: 'reader@example.com' } },
  },
  {
    method: 'patch',
    path: '/api/v1/forms/{uuid}/',
    operationId: 'updateForm',
    tag: 'forms',
    access: 'public',
    validation: 'zod',
    summary: 'Add personal details to a contact submission within a day (only the fields sent change).',
    pathParams: uuidParam("The contact submission's uuid."),
    body: { schema: commonFieldsSchema.partial().extend(formUpdateSchema.partial().shape) },
    responses: responses({ ...ok(submission), ...formErrors }, 404, 413, 429),
    example: { body: { first_name: 'Ada' } },
  },
  {
    method: 'post',
    path: '/api/v1/forms/{uuid}/newsletter-subscribe-confirm/',
    operationId: 'confirmNewsletter',
    tag: 'forms',
    access: 'public',
    validation: 'none',
    summary:
      'Confirm a newsletter subscription with the token of its mail; the link opened again answers already-confirmed (unknown, unsubscribed or expired: 404).',
    pathParams: uuidParam("The token of the confirmation mail's link."),
    responses: responses(ok(z.strictObject({ detail: z.enum(confirmDetails) })), 404),
  },
]

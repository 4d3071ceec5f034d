import { z } from 'zod'
import type { ResponseSpec } from '@/server/http/openapi/operation'

const FieldErrors = z
  .record(z.string(), z.array(z.string()))
  .describe('Messages per field: `{"email": ["Enter a valid email address."]}`; `non_field_errors` for the body as a whole.')
const Detail = z
  .strictObject({ detail: z.string(), code: z.string().optional() })
  .describe('One message: `{"detail": "Not found."}`, with a `code` where the client branches on it.')

/**
 * The error shapes of DRF, shared by every route (src/server/http/drf.ts): the document's components
 * and what tests/int/openapi.test.ts parses the error answers with.
 */
export const errorComponents = { FieldErrors, Detail, BadRequest: z.union([FieldErrors, Detail]) } as const satisfies Record<
  NonNullable<ResponseSpec['ref']>,
  z.ZodType
>

/** The bodies an answer may have, by media type (none for an answer without a body). */
export function documentedBodies(spec: ResponseSpec): Record<string, z.ZodType> {
  if (spec.ref) return { 'application/json': errorComponents[spec.ref] }
  if (!spec.schema) return {}
  return { [spec.contentType ?? 'application/json']: spec.schema, ...spec.alternatives }
}

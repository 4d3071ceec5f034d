import { z } from 'zod'
import type { FieldErrors } from '@/server/http/drf'

/**
 * zod's issues in DRF's shape, which the spec's client reads: each message under the top-level
 * field it concerns (`{"email": ["Enter a valid email address."]}`), in the order zod found them;
 * an issue of the whole body (a refinement over several fields) under `non_field_errors`, as DRF's
 * serializer-level validation puts it. Nested paths (an item of a list) count for their top field.
 */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of error.issues) {
    const head = issue.path[0]
    const field = head === undefined ? 'non_field_errors' : String(head)
    ;(errors[field] ??= []).push(issue.message)
  }
  return errors
}

export type Parsed<T> = { data: T; errors?: undefined } | { errors: FieldErrors; data?: undefined }

/** The parsed input, or the DRF field errors to answer 400 with. */
export function parseFields<S extends z.ZodType>(schema: S, input: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(input)
  return result.success ? { data: result.data } : { errors: fieldErrorsOf(result.error) }
}

import { z } from 'zod'

/**
 * One operation of /api/v1 as the OpenAPI document describes it. The zod schemas here are the ones
 * the handler validates with (`validation: 'zod'`); an operation still checked by hand says so
 * (`validation: 'hand'`), and its schemas then only describe what the handler accepts.
 */
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

/**
 * Who may call: nobody in particular, an account (JWT or the site's cookie), a store's commerce
 * session, or the house's staff (an API key or the back office's session).
 */
export type Access = 'public' | 'account' | 'account-optional' | 'commerce' | 'staff'

export type Tag = 'accounts' | 'commerce' | 'portal' | 'house' | 'forms' | 'cms' | 'locator' | 'site' | 'careers' | 'reference'

export type ResponseSpec = {
  description: string
  /** The body's schema; absent for an answer without a body (204). */
  schema?: z.ZodType
  /** A component by name instead of a schema (the shared error shapes). */
  ref?: 'FieldErrors' | 'Detail' | 'BadRequest'
  contentType?: string
  /** The same answer in other media types, by the type (a `format` parameter choosing it). */
  alternatives?: Record<string, z.ZodType>
}

export type Operation = {
  method: Method
  /** OpenAPI form with the trailing slash the spec's client sends: `/api/v1/users/{id}/`. */
  path: string
  /** The route file's path where it differs from `path`: a catch-all (`[...slug]`) described by one path per depth. */
  route?: string
  operationId: string
  summary: string
  description?: string
  tag: Tag
  access: Access
  /** How the handler checks the query and body: with these zod schemas, still by hand, or there is neither (path ids are matched by the handler's own pattern; a mismatch is 404). */
  validation: 'zod' | 'hand' | 'none'
  pathParams?: z.ZodObject
  query?: z.ZodObject
  body?: { schema: z.ZodType; contentType?: 'application/json' | 'multipart/form-data' }
  responses: Record<number, ResponseSpec>
  /** A valid minimal request (path values come from the caller: they name rows of a database). */
  example?: { query?: Record<string, string>; body?: unknown }
}

/** The error answers every contract route shares, by status. */
export const errorResponses = {
  400: { description: 'Invalid input: `{"field": ["message"]}`, or `{"detail"}` for a body that is no JSON object.', ref: 'BadRequest' },
  401: { description: 'No or no valid credentials.', ref: 'Detail' },
  403: { description: 'Not allowed (or a cross-site request with the cookie).', ref: 'Detail' },
  404: { description: 'Not found (or not visible to the caller).', ref: 'Detail' },
  409: { description: 'The state changed meanwhile, or the request conflicts with it.', ref: 'Detail' },
  413: { description: 'Request body too large.', ref: 'Detail' },
  415: { description: 'Not the expected media type.', ref: 'Detail' },
  429: { description: 'Too many requests; `Retry-After` says when to try again.', ref: 'Detail' },
} as const satisfies Record<number, ResponseSpec>

export type ErrorStatus = keyof typeof errorResponses

/** The success answer and the listed shared error answers. */
export function responses(success: Record<number, ResponseSpec>, ...errors: ErrorStatus[]): Record<number, ResponseSpec> {
  return { ...success, ...Object.fromEntries(errors.map((status) => [status, errorResponses[status]])) }
}

export const ok = (schema: z.ZodType, description = 'OK.'): Record<number, ResponseSpec> => ({ 200: { description, schema } })
export const created = (schema: z.ZodType, description = 'Created.'): Record<number, ResponseSpec> => ({ 201: { description, schema } })
export const noContent = (description = 'Done; no body.'): Record<number, ResponseSpec> => ({ 204: { description } })

/** Path parameters: a database id, as the handlers read it (digits only; anything else is 404). */
export const idParam = (name = 'id') =>
  z.object({
    [name]: z
      .string()
      .regex(/^\d{1,18}$/)
      .describe('A database id.'),
  })

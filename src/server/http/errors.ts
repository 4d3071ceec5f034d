import type { FieldErrors } from '@/server/http/drf'

/**
 * A refusal a service throws and the edge answers (src/server/http/route.ts): its status, its
 * DRF-shaped body and any headers. Services name what went wrong in the contract's terms without
 * building a Response; anything else thrown stays the logged 500 of contractRoute.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(`API ${status}`)
    this.name = 'ApiError'
  }
}

/** 404 `{"detail": "Not found."}`: DRF's answer for an unknown id, or one the caller may not see. */
export const notFound = () => new ApiError(404, { detail: 'Not found.' })

/** 403 in DRF's words. */
export const forbidden = () => new ApiError(403, { detail: 'You do not have permission to perform this action.' })

/** 400 with DRF field errors (`{"field": ["…"]}`). */
export const invalidFields = (errors: FieldErrors) => new ApiError(400, errors)

/** 400 with one message on one field. */
export const invalidField = (field: string, message: string) => invalidFields({ [field]: [message] })

/** Any other coded answer: `{detail, code?}` with its status (a 409 for a sold-out limitation, …). */
export const refused = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) => new ApiError(status, body, headers)

/**
 * An answer already made as a Response (an authentication's 401/403 with its headers and cookies, a
 * throttle's 429, drf.ts's 413/415 for an unreadable body) that a step asked for by the handler
 * hands up past it; contractRoute answers it as it is.
 */
export class Answered extends Error {
  constructor(readonly response: Response) {
    super(`answered ${response.status}`)
    this.name = 'Answered'
  }
}

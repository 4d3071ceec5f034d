import { z } from 'zod'
import type { FieldErrors } from '@/server/http/drf'

/**
 * A query its area reads with a parser of its own (the portal's Django-style filters: several
 * schemas and one typed query made of them), as a query schema of the edge: the edge hands it the
 * URLSearchParams, and the parser's field errors are its 400, field by field as the parser gave them.
 */
export function parsedQuery<T>(parse: (search: URLSearchParams) => { query: T; errors?: undefined } | { errors: FieldErrors; query?: undefined }) {
  return z.instanceof(URLSearchParams).transform((search, ctx): T => {
    const parsed = parse(search)
    if (!parsed.errors) return parsed.query
    for (const [field, messages] of Object.entries(parsed.errors)) for (const message of messages) ctx.addIssue({ code: 'custom', message, path: [field] })
    return z.NEVER
  })
}

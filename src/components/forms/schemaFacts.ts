import type { z } from 'zod'
import { formMessage, serverEmailText } from '@/domain/forms/fields'

/**
 * What the browser reads off a form's rule (src/domain/forms/schemas.ts) instead of repeating it:
 * which fields are required (they get the asterisk) and which message a malformed e-mail gets.
 */
export type SchemaFacts = { required: ReadonlySet<string>; emailKey: string }

export function schemaFacts(schema: z.ZodObject): SchemaFacts {
  const empty = schema.safeParse({})
  const required = new Set(
    (empty.success ? [] : empty.error.issues).filter((issue) => issue.message === formMessage.required).map((issue) => String(issue.path[0])),
  )
  const malformed = 'email' in schema.shape ? schema.safeParse({ email: 'not-an-address' }) : undefined
  const emailIssue = malformed && !malformed.success ? malformed.error.issues.find((issue) => issue.path[0] === 'email') : undefined
  return { required, emailKey: emailIssue?.message ?? formMessage.validEmail }
}

/**
 * A 400 body (`{field: message}`, or DRF's `{field: [message]}`) as one message per field: a
 * catalogue key, or a server text shown as given. The spec's server text for a malformed e-mail
 * maps back to the form's own e-mail message (spec 1 §5, §8).
 */
export function fieldMessages(body: Record<string, unknown>, emailKey: string = formMessage.validEmail): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [field, value] of Object.entries(body ?? {})) {
    const message = Array.isArray(value) ? value[0] : value
    if (typeof message !== 'string' || !message) continue
    out[field] = message === serverEmailText ? emailKey : message
  }
  return out
}

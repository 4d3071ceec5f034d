/** An ordinary e-mail address: something@domain.tld, no spaces, at most 254 characters. */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/

/** The same rule as a JSON Schema pattern (the OpenAPI document), blanks around it allowed as the forms trim them. */
export const emailPattern = `^\\s*${EMAIL.source.slice(1, -1)}\\s*$`

export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && EMAIL.test(value)
}

/** Addresses are compared case-insensitively: one account per mailbox. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

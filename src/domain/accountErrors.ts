import { passwordMessages } from '@/domain/passwordRules'

/**
 * Server answers → what the forms show (spec 1 §5, §8). A result is either a message key of the
 * catalogue ({key}) or a server text shown as returned ({text}).
 */
export type ShownError = { key: string } | { text: string }
type FieldErrorBody = Record<string, unknown>

const first = (body: FieldErrorBody, field: string): string | undefined => {
  const value = body?.[field]
  return Array.isArray(value) && typeof value[0] === 'string' ? value[0] : undefined
}

export function registrationErrors(body: FieldErrorBody): Partial<Record<'email' | 'password', ShownError>> {
  const out: Partial<Record<'email' | 'password', ShownError>> = {}
  const email = first(body, 'email')
  if (email) out.email = { key: email === 'user with this email address already exists.' ? 'register.error.user-exists' : 'register.error.email-check' }
  const password = first(body, 'password')
  if (password) {
    out.password = {
      key:
        password === passwordMessages.tooShort
          ? 'register.error.too-short'
          : password === passwordMessages.tooCommon
            ? 'register.error.too-common'
            : 'register.error.password-check',
    }
  }
  return out
}

export function resetConfirmError(body: FieldErrorBody): ShownError {
  const password = first(body, 'password')
  if (password === passwordMessages.tooShort) return { key: 'password-forgot.error.too-short' }
  if (password === passwordMessages.tooCommon) return { key: 'password-forgot.error.too-common' }
  if (first(body, 'token') || first(body, 'uid')) return { key: 'password-forgot.error.invalid-token' }
  return { text: password ?? first(body, 'error') ?? String(body?.detail ?? '') }
}

export function loginError(status: number, body: FieldErrorBody): ShownError {
  if (status === 401) return { key: 'loginForm.error.wrong-credentials' }
  return { text: String(body?.detail ?? first(body, 'email') ?? first(body, 'password') ?? '') }
}

/** Profile and other forms: the first server message of each field, shown as returned. */
export function firstMessages(body: FieldErrorBody): Record<string, string> {
  return Object.fromEntries(Object.keys(body ?? {}).flatMap((f) => (first(body, f) ? [[f, first(body, f) as string]] : [])))
}

/** The `next` of the login page: only a same-site path (never //host or a scheme). */
export function safeNext(next: unknown): string | null {
  return typeof next === 'string' && /^\/(?!\/)[^\s\\]*$/.test(next) ? next : null
}

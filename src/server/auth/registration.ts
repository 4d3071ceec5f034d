import type { Payload } from 'payload'
import { z } from 'zod'
import { normalizeEmail } from '@/domain/email'
import { passwordProblems } from '@/domain/passwordRules'
import { checkAccountToken, decodeUid } from '@/server/auth/accountToken'
import { isCommonPassword } from '@/server/auth/commonPasswords'
import { findUserBy, updateUser } from '@/server/auth/users'
import { registerBody, resetConfirmBody, resetRequestBody, uidAndTokenBody } from '@/server/auth/schemas'
import { requiredText } from '@/server/http/drfFields'
import { fieldErrors, json, noContent, type FieldErrors } from '@/server/http/drf'
import type { LimitName } from '@/server/rateLimit/limiter'
import { parseFields } from '@/server/http/zodErrors'
import { localeFrom } from '@/server/i18n/translator'
import { sendAccountMail } from '@/server/mail/accountMails'
import { validateWishlist } from '@/server/wishlist/validateWishlist'

export const djoserText = {
  userExists: 'user with this email address already exists.',
  invalidUid: "Invalid user id or user doesn't exist.",
  invalidToken: 'Invalid token for given user.',
  staleToken: 'Stale token for given user.',
} as const

const checkPassword = (password: string, email: string) => passwordProblems(password, email, isCommonPassword)

/**
 * The body of an account route at the edge: any JSON object. These routes check it here, field by
 * field in djoser's order, because some answers merge the schema's errors with later ones.
 */
export const anyBody = z.record(z.string(), z.unknown())

/** The e-mail throttle counts every non-blank address sent, valid or not, before the body is checked. */
const sentEmail = (data: Record<string, unknown>) => requiredText().safeParse(data.email).data

/** POST /users/'s limits: per address of the client and per e-mail sent; the 429 speaks the language as sent, valid or not (its text falls back to German). */
export function registerThrottle(data: Record<string, unknown>, { ip }: { ip: string }) {
  const email = sentEmail(data)
  const checks: [LimitName, string][] = [['registerIp', ip], ...(email !== undefined ? [['registerEmail', normalizeEmail(email)] as [LimitName, string]] : [])]
  return { checks, language: data.language ?? 'DE' }
}

/** POST /users/: an inactive account and an activation e-mail in the chosen language. */
export async function register(payload: Payload, data: Record<string, unknown>): Promise<Response> {
  const fields = parseFields(registerBody, data)
  const errors: FieldErrors = { ...fields.errors }
  const email = sentEmail(data)
  const address = email !== undefined ? normalizeEmail(email) : ''
  if (!errors.email && (await findUserBy(payload, 'email', address))) errors.email = [djoserText.userExists]
  const password = data.password
  if (!errors.password && typeof password === 'string') {
    const problems = checkPassword(password, address)
    if (problems.length) errors.password = problems
  }
  const wishlist = await validateWishlist(payload, data.wishlist)
  if (wishlist.errors) errors.wishlist = wishlist.errors
  if (Object.keys(errors).length || !fields.data) return fieldErrors(errors)

  const user = await payload.create({
    collection: 'users',
    data: { email: address, password: fields.data.password, language: fields.data.language, isActive: false, role: 'customer', wishlist: wishlist.entries },
    overrideAccess: true,
    showHiddenFields: true,
    depth: 0,
  })
  await sendAccountMail(payload, 'activation', user as never, localeFrom(fields.data.language))
  return json({ id: user.id, email: user.email }, 201)
}

type UidToken = { user: NonNullable<Awaited<ReturnType<typeof findUserBy>>> } | { response: Response }

/** djoser's UidAndTokenSerializer: required fields, then the uid, then the token. */
async function userFromUidAndToken(payload: Payload, data: Record<string, unknown>, extra: FieldErrors = {}): Promise<UidToken> {
  const fields = parseFields(uidAndTokenBody, data)
  const errors: FieldErrors = { ...extra, ...fields.errors }
  if (Object.keys(errors).length) return { response: fieldErrors(errors) }
  const id = decodeUid(data.uid)
  const user = id ? await findUserBy(payload, 'id', id) : null
  if (!user) return { response: fieldErrors({ uid: [djoserText.invalidUid] }) }
  if (!checkAccountToken(user, data.token, payload.secret)) return { response: fieldErrors({ token: [djoserText.invalidToken] }) }
  return { user }
}

/** POST /users/activation/: 204 activates; 403 when the account is already active. */
export async function activate(payload: Payload, data: Record<string, unknown>): Promise<Response> {
  const result = await userFromUidAndToken(payload, data)
  if ('response' in result) return result.response
  if (result.user.isActive) return json({ detail: djoserText.staleToken }, 403)
  await updateUser(payload, result.user.id, { isActive: true })
  return noContent()
}

/**
 * POST /users/reset-password/'s body at the edge: the e-mail checked, the language as sent (only
 * read for the mail and the 429, so any value falls back).
 */
export const resetRequestEdgeBody = resetRequestBody.pick({ email: true }).loose()

/** POST /users/reset-password/'s limits, once the address is valid: per client address and per e-mail. */
export const resetThrottle = (body: { email: string; language?: unknown }, { ip }: { ip: string }) => ({
  checks: [
    ['resetIp', ip],
    ['resetEmail', normalizeEmail(body.email)],
  ] as [LimitName, string][],
  language: body.language,
})

/**
 * POST /users/reset-password/: always 204, whether or not the address has an account. An active
 * account gets the reset link; one never activated gets its activation link again instead.
 */
export async function requestPasswordReset(payload: Payload, { email, language }: { email: string; language?: unknown }): Promise<Response> {
  const address = normalizeEmail(email)
  const user = await findUserBy(payload, 'email', address)
  if (user) {
    const locale = localeFrom(language ?? user.language)
    await sendAccountMail(payload, user.isActive ? 'reset' : 'activation', user, locale)
  }
  return noContent()
}

/** POST /users/reset-password-confirm/: a new password for a valid link; every earlier session ends. */
export async function confirmPasswordReset(payload: Payload, data: Record<string, unknown>): Promise<Response> {
  const password = data.password ?? data.new_password
  const checked = resetConfirmBody.shape.password.safeParse(password)
  const missing: FieldErrors = checked.success ? {} : { password: checked.error.issues.map((i) => i.message) }
  const result = await userFromUidAndToken(payload, data, missing)
  if ('response' in result) return result.response
  const problems = checkPassword(password as string, result.user.email)
  if (problems.length) return fieldErrors({ password: problems })
  await updateUser(payload, result.user.id, { password, tokenVersion: (result.user.tokenVersion ?? 0) + 1, loginAttempts: 0, lockUntil: null })
  return noContent()
}

import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Activation and password-reset links, as Django's PasswordResetTokenGenerator makes them:
 * "<timestamp base 36>-<HMAC>" over the user's id, password hash, last login, the timestamp and
 * e-mail. Changing the password or logging in changes the HMAC input, which kills the link.
 */
export const ACCOUNT_TOKEN_MAX_AGE_S = 3 * 24 * 60 * 60
const EPOCH_2001 = Date.UTC(2001, 0, 1)
const KEY_SALT = 'maison.auth.accountToken'

export type TokenUser = { id: number | string; email: string; hash?: string | null; last_login?: string | null }

function secondsSince2001(now: number) {
  return Math.floor((now - EPOCH_2001) / 1000)
}

function hmacFor(user: TokenUser, timestamp: number, secret: string) {
  const lastLogin = user.last_login ? Math.floor(new Date(user.last_login).getTime() / 1000) : ''
  const key = createHash('sha256')
    .update(KEY_SALT + secret)
    .digest()
  const hex = createHmac('sha256', key)
    .update(`${user.id}${user.hash ?? ''}${lastLogin}${timestamp}${user.email}`)
    .digest('hex')
  return [...hex].filter((_, i) => i % 2 === 0).join('')
}

export function makeAccountToken(user: TokenUser, secret: string, now = Date.now()): string {
  const ts = secondsSince2001(now)
  return `${ts.toString(36)}-${hmacFor(user, ts, secret)}`
}

export function checkAccountToken(user: TokenUser, token: unknown, secret: string, now = Date.now()): boolean {
  if (typeof token !== 'string' || !/^[0-9a-z]{1,13}-[0-9a-f]{32}$/.test(token)) return false
  const [tsPart, mac] = token.split('-')
  const ts = parseInt(tsPart, 36)
  const expected = Buffer.from(hmacFor(user, ts, secret))
  if (!timingSafeEqual(expected, Buffer.from(mac))) return false
  const age = secondsSince2001(now) - ts
  return age >= 0 && age <= ACCOUNT_TOKEN_MAX_AGE_S
}

/** djoser's uid: the user id in unpadded base64url. */
export function encodeUid(id: number | string): string {
  return Buffer.from(String(id)).toString('base64url')
}

export function decodeUid(uid: unknown): string | null {
  if (typeof uid !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(uid)) return null
  const id = Buffer.from(uid, 'base64url').toString('utf8')
  return /^\d{1,18}$/.test(id) ? id : null
}

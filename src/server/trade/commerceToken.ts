import 'server-only'
import { createHash, randomUUID } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import { isCurrency, type Currency } from '@/domain/trade/currencies'

/** Spec 2 §9: the commerce cookie lives 30 days, and so does the token in it. */
export const COMMERCE_LIFETIME_S = 2_592_000

const AUDIENCE = 'maison:commerce'
const TOKEN_TYPE = 'commerce'

export type CommerceClaims = {
  token_type: typeof TOKEN_TYPE
  user_id: string
  /** The account's token version: logout or a password change ends commerce tokens too. */
  ver: number
  store_id: string
  currency: Currency
  /** Spec 2 §3: a commerce token is valid when unexpired and carrying the user claim. */
  user: { id: number | string; email: string }
}

/**
 * Its own key, audience and type: an account token is never a commerce token nor the reverse, even
 * though both come from the one Payload secret.
 */
const keyFor = (secret: string) => createHash('sha256').update(`maison.commerce:${secret}`).digest()

type Subject = { user: { id: number | string; email: string; tokenVersion?: number | null }; storeId: number | string; currency: Currency }

/** A signed commerce token for one store of a user; `now` lets tests issue one that has expired. */
export async function signCommerceToken(subject: Subject, secret: string, now = Date.now()): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now / 1000)
  const expiresAt = new Date((issuedAt + COMMERCE_LIFETIME_S) * 1000)
  const claims: Omit<CommerceClaims, 'token_type'> & { token_type: string } = {
    token_type: TOKEN_TYPE,
    user_id: String(subject.user.id),
    ver: subject.user.tokenVersion ?? 0,
    store_id: String(subject.storeId),
    currency: subject.currency,
    user: { id: subject.user.id, email: subject.user.email },
  }
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + COMMERCE_LIFETIME_S)
    .setJti(randomUUID().replace(/-/g, ''))
    .sign(keyFor(secret))
  return { token, expiresAt }
}

/** The claims of a well-signed, unexpired commerce token with its user claim, or null. */
export async function readCommerceToken(token: unknown, secret: string): Promise<CommerceClaims | null> {
  if (typeof token !== 'string' || token.length > 4096) return null
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), { algorithms: ['HS256'], audience: AUDIENCE })
    const user = payload.user as { id?: unknown; email?: unknown } | undefined
    const valid =
      payload.token_type === TOKEN_TYPE &&
      typeof payload.user_id === 'string' &&
      typeof payload.store_id === 'string' &&
      typeof payload.ver === 'number' &&
      isCurrency(payload.currency) &&
      typeof user?.email === 'string' &&
      String(user.id) === payload.user_id
    return valid ? (payload as unknown as CommerceClaims) : null
  } catch {
    return null
  }
}

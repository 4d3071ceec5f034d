import { createHash, randomUUID } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'

/**
 * simplejwt-style tokens. The access token lives as long as the 30-day cookie; every token carries
 * the user's token version, and logout or a password change raises it, revoking all earlier ones.
 */
export const ACCESS_LIFETIME_S = 2_592_000
export const REFRESH_LIFETIME_S = 2_592_000

export type TokenType = 'access' | 'refresh'
export type TokenClaims = { token_type: TokenType; user_id: string; ver: number; user: { id: number | string; email: string } }

const keyFor = (secret: string) => createHash('sha256').update(`maison.simplejwt:${secret}`).digest()

export async function signToken(type: TokenType, user: { id: number | string; email: string; tokenVersion?: number | null }, secret: string) {
  const lifetime = type === 'access' ? ACCESS_LIFETIME_S : REFRESH_LIFETIME_S
  return new SignJWT({ token_type: type, user_id: String(user.id), ver: user.tokenVersion ?? 0, user: { id: user.id, email: user.email } })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(`${lifetime}s`)
    .setJti(randomUUID().replace(/-/g, ''))
    .sign(keyFor(secret))
}

/** The claims of a well-signed, unexpired token of the given type, or null. */
export async function readToken(token: unknown, type: TokenType, secret: string): Promise<TokenClaims | null> {
  if (typeof token !== 'string' || token.length > 4096) return null
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), { algorithms: ['HS256'] })
    if (payload.token_type !== type || typeof payload.user_id !== 'string') return null
    return payload as unknown as TokenClaims
  } catch {
    return null
  }
}

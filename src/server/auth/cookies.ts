import { decodeComponent } from '@/domain/uriComponent'
import { SESSION_HINT_COOKIE } from '@/domain/sessionHint'
import { ACCESS_LIFETIME_S } from '@/server/auth/jwt'
import { cookiesSecure } from '@/server/http/secureCookies'

/** The site's session: the access token in an HttpOnly cookie for 30 days (spec 1 §9). */
export const AUTH_COOKIE = '_wff_access_token'

const secure = () => cookiesSecure()
const attributes = (maxAge: number) => `Path=/; Max-Age=${maxAge}; SameSite=Lax${secure() ? '; Secure' : ''}`

export function authCookie(token: string): string {
  return `${AUTH_COOKIE}=${token}; Path=/; Max-Age=${ACCESS_LIFETIME_S}; HttpOnly; SameSite=Lax${secure() ? '; Secure' : ''}`
}

export function clearedAuthCookie(): string {
  return `${AUTH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure() ? '; Secure' : ''}`
}

/** The session cookie and its readable hint (src/domain/sessionHint.ts), same path and lifetime. */
export function sessionCookies(token: string): string[] {
  return [authCookie(token), `${SESSION_HINT_COOKIE}=1; ${attributes(ACCESS_LIFETIME_S)}`]
}

/** Both cookies cleared together, so the hint never outlives the session it hints at. */
export function clearedSessionCookies(): string[] {
  return [clearedAuthCookie(), `${SESSION_HINT_COOKIE}=; ${attributes(0)}`]
}

/** The response with these Set-Cookie headers added (one header per cookie, as browsers need). */
export function withCookies(response: Response, cookies: readonly string[]): Response {
  for (const cookie of cookies) response.headers.append('Set-Cookie', cookie)
  return response
}

export function readCookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    // A malformed value is no cookie of ours: as if it were absent.
    if (key === name) return decodeComponent(rest.join('=')) ?? undefined
  }
  return undefined
}

import { ACCESS_LIFETIME_S } from '@/server/auth/jwt'

/** The site's session: the access token in an HttpOnly cookie for 30 days (spec 1 §9). */
export const AUTH_COOKIE = '_wff_access_token'

const secure = () => process.env.NODE_ENV === 'production' && (process.env.PUBLIC_URL ?? '').startsWith('https://')

export function authCookie(token: string): string {
  return `${AUTH_COOKIE}=${token}; Path=/; Max-Age=${ACCESS_LIFETIME_S}; HttpOnly; SameSite=Lax${secure() ? '; Secure' : ''}`
}

export function clearedAuthCookie(): string {
  return `${AUTH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure() ? '; Secure' : ''}`
}

export function readCookie(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return undefined
}

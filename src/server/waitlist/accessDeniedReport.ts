import 'server-only'
import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { AUTH_COOKIE, readCookie } from '@/server/auth/cookies'
import { readToken } from '@/server/auth/jwt'
import { clientIp } from '@/server/http/clientIp'
import { noContent, readJsonObject } from '@/server/http/drf'
import { requestLogger } from '@/server/log/logger'
import { consume } from '@/server/rateLimit/limiter'

const clip = (value: unknown, max: number) => (typeof value === 'string' ? value.slice(0, max) : undefined)
const flag = (value: unknown) => (typeof value === 'boolean' ? value : undefined)

/**
 * Which session the visitor had, never the token itself: the id (jti) of a valid access token, or
 * for anything else in the cookie a short hash that tells two reports of one token apart.
 */
export async function sessionTokenId(payload: Payload, cookieHeader: string | null): Promise<string | null> {
  const token = readCookie(cookieHeader, AUTH_COOKIE)
  if (!token) return null
  const claims = (await readToken(token, 'access', payload.secret)) as { jti?: unknown } | null
  if (claims && typeof claims.jti === 'string') return `jti:${claims.jti}`
  return `sha256:${createHash('sha256').update(token).digest('hex').slice(0, 16)}`
}

/**
 * POST /api/next/access-denied/: the access-denied page's diagnostics (spec 3 §2.5, §3, §8
 * "logged as an error with diagnostic data"): timestamp, user agent, whether cookies and local
 * storage work, the page that refused, and the session token's id read here from the cookie.
 * Answers 204; what the browser sends is cut to size, nothing else is kept.
 */
export async function reportAccessDenied(payload: Payload, request: Request): Promise<Response> {
  const limit = await consume('accessDeniedIp', clientIp(request))
  if (!limit.ok) return noContent()
  const body = await readJsonObject(request, 4 * 1024)
  if (body.error) return body.error
  const d = body.data
  requestLogger(request.headers).error(
    {
      accessDenied: {
        timestamp: clip(d.timestamp, 40),
        userAgent: clip(d.user_agent, 400) ?? clip(request.headers.get('user-agent'), 400),
        cookiesEnabled: flag(d.cookies_enabled),
        localStorageEnabled: flag(d.local_storage_enabled),
        from: clip(d.from, 300),
        sessionTokenId: await sessionTokenId(payload, request.headers.get('cookie')),
      },
    },
    'access denied',
  )
  return noContent()
}

import 'server-only'
import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import { z } from 'zod'
import { AUTH_COOKIE, readCookie } from '@/server/auth/cookies'
import { readToken } from '@/server/auth/jwt'
import { noContent } from '@/server/http/drf'
import type { requestLogger } from '@/server/log/logger'
import { consume } from '@/server/rateLimit/limiter'

const text = (max: number, description: string) =>
  z
    .string()
    .optional()
    .catch(undefined)
    .transform((v) => v?.slice(0, max))
    .describe(`${description} (cut to ${max} characters).`)
const flag = (description: string) => z.boolean().optional().catch(undefined).describe(description)

/** The report's size limit: a few short texts and flags. */
export const ACCESS_DENIED_BODY_LIMIT = 4 * 1024

/** What the page sends; every field optional, one of the wrong type is left out, text cut to size. */
export const accessDeniedBody = z.object({
  timestamp: text(40, 'When the page refused, ISO 8601'),
  user_agent: text(400, "The browser's user agent; else the request's"),
  cookies_enabled: flag('Whether cookies work.'),
  local_storage_enabled: flag('Whether local storage works.'),
  from: text(300, 'The page that refused'),
})

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
export async function reportAccessDenied(
  payload: Payload,
  {
    ip,
    report,
    userAgent,
    cookie,
    log,
  }: {
    ip: string
    report: () => Promise<z.output<typeof accessDeniedBody>>
    userAgent: string | null
    cookie: string | null
    log: ReturnType<typeof requestLogger>
  },
): Promise<Response> {
  // The limit is spent before the body is read: a flood is answered the same 204 and costs no reading.
  const limit = await consume('accessDeniedIp', ip)
  if (!limit.ok) return noContent()
  const d = await report()
  log.error(
    {
      accessDenied: {
        timestamp: d.timestamp,
        userAgent: d.user_agent ?? userAgent?.slice(0, 400),
        cookiesEnabled: d.cookies_enabled,
        localStorageEnabled: d.local_storage_enabled,
        from: d.from,
        sessionTokenId: await sessionTokenId(payload, cookie),
      },
    },
    'access denied',
  )
  return noContent()
}

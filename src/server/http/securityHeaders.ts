// Relative: next.config.ts loads this file, and it does not resolve the @/ alias.
import { CN_ANALYTICS_ORIGIN } from '../../domain/analytics'
import { YOUTUBE_EMBED_ORIGIN } from '../../domain/embeds'

export type SecurityHeaderOptions = {
  /** A Chinese analytics site id is configured: allow its host. Without one, no remote origin at all. */
  cnAnalytics?: boolean
}

/**
 * Response headers for every route (HSTS apart, below). frame-ancestors is 'self' so the admin's live preview
 * (an iframe of the site inside /admin on the same origin) keeps working.
 */
export function securityHeaders(
  production: boolean,
  frameOrigins: string[] = [],
  { cnAnalytics = false }: SecurityHeaderOptions = {},
): { key: string; value: string }[] {
  // The tracker loads only after consent (src/components/analytics); the CSP merely permits it.
  const analytics = cnAnalytics ? ` ${CN_ANALYTICS_ORIGIN}` : ''
  const csp = [
    "default-src 'self'",
    // Next's inline bootstrap scripts and Payload's admin need inline scripts; no other remote origins.
    `script-src 'self' 'unsafe-inline'${production ? '' : " 'unsafe-eval'"}${analytics}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${analytics}`,
    "font-src 'self' data:",
    "media-src 'self' blob:",
    // The store locator's map (MapLibre GL) draws in a web worker it starts from a blob.
    "worker-src 'self' blob:",
    `connect-src 'self'${analytics}`,
    ["frame-src 'self'", YOUTUBE_EMBED_ORIGIN, ...frameOrigins].join(' '),
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
  const headers = [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(self)' },
  ]
  return headers
}

/**
 * HSTS, sent only on responses that travel over https (issue 30: it went out on plain http too, where
 * RFC 6797 says it must not). The Node server speaks http; https ends at the proxy in front, which
 * says so in X-Forwarded-Proto, a header src/serve/server.ts keeps only with TRUST_PROXY=1.
 */
export const strictTransportSecurity = {
  has: [{ type: 'header' as const, key: 'x-forwarded-proto', value: 'https(?:,.*)?' }],
  headers: [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }],
}

/**
 * Uploaded files (`/cms-api/<collection>/file/<name>`) do not get the site's CSP: a header set here
 * wins over the one the file's response sets, and an SVG then ran under `script-src 'self'
 * 'unsafe-inline'` (issue 30). Their CSP comes with the file (src/server/http/uploadedFiles.ts).
 */
export const UPLOADED_FILE_PATH = '/cms-api/:collection/file/:file*'
export const OUTSIDE_UPLOADED_FILES = '/:path((?!cms-api/[^/]+/file/).*)'

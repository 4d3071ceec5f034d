import 'server-only'
import { json } from '@/server/http/drf'
import { publicUrl } from '@/server/http/publicUrl'
import { requestOrigin } from '@/server/http/requestOrigin'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A change authenticated by a cookie alone must come from the site itself (CSRF, ASVS 13.2.3): its
 * Origin is the request's own origin or PUBLIC_URL, as Django compares it with get_host(). Without
 * an Origin, a browser's Sec-Fetch-Site saying another site sent it is refused as well (SameSite=Lax
 * already keeps the cookie off cross-site posts; this does not rely on it). Bearer requests carry
 * their token explicitly and need none. Answers the refused origin ('null' when none was sent), or
 * null when the request may go on. The account API, the shop's commerce cookie and the back office's
 * REST API (src/server/http/staffCrossSite.ts) share it; each answers in its own error format.
 */
export function crossSiteOrigin(request: Request, byCookie: boolean): string | null {
  if (!byCookie || SAFE_METHODS.has(request.method)) return null
  const origin = request.headers.get('origin')
  if (origin) return new Set([publicUrl(), requestOrigin(request)]).has(origin) ? null : origin
  const site = request.headers.get('sec-fetch-site')
  return site === 'cross-site' || site === 'same-site' ? 'null' : null
}

/** The site API's answer (Django REST framework's) to a refused cross-site change. */
export function crossSiteRefusal(request: Request, byCookie: boolean): Response | null {
  const origin = crossSiteOrigin(request, byCookie)
  return origin === null ? null : json({ detail: `CSRF Failed: Origin checking failed - ${origin} does not match any trusted origins.` }, 403)
}

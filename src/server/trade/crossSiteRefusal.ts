import 'server-only'
import { json } from '@/server/http/drf'
import { publicUrl } from '@/server/http/publicUrl'
import { requestOrigin } from '@/server/http/requestOrigin'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A change authenticated by a cookie alone must come from the site itself (CSRF): the same Origin
 * check as the account API. Bearer requests carry their token explicitly and need none.
 */
export function crossSiteRefusal(request: Request, byCookie: boolean): Response | null {
  if (!byCookie || SAFE_METHODS.has(request.method)) return null
  const origin = request.headers.get('origin')
  if (!origin || new Set([publicUrl(), requestOrigin(request)]).has(origin)) return null
  return json({ detail: `CSRF Failed: Origin checking failed - ${origin} does not match any trusted origins.` }, 403)
}

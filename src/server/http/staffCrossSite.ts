import { crossSiteOrigin } from '@/server/http/crossSiteRefusal'

type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>

/** Payload's session cookie (its default cookie prefix `payload`). */
const hasStaffCookie = (request: Request) => /(?:^|;\s*)payload-token=/.test(request.headers.get('cookie') ?? '')

/**
 * Payload accepts its cookie from a foreign Origin unless the origin list (`csrf`) names the trusted
 * ones, and the list is empty when PUBLIC_URL is unset (the default `npm start`): an outside test
 * (issue 30) changed a staff account with `Origin: https://evil.example` and the editor's cookie.
 * Every cookie-authenticated write to /cms-api goes through the site's one rule
 * (src/server/http/crossSiteRefusal.ts) instead, whatever PUBLIC_URL says; the answer is Payload's
 * error format. Requests with `Authorization` carry their token explicitly and need no check.
 */
export function refuseCrossSiteStaffWrites(handler: Handler): Handler {
  return async (request, context) => {
    const byCookie = !request.headers.get('authorization') && hasStaffCookie(request)
    const origin = crossSiteOrigin(request, byCookie)
    if (origin === null) return handler(request, context)
    return Response.json({ errors: [{ message: `Origin ${origin} is not allowed to change this site.` }] }, { status: 403 })
  }
}

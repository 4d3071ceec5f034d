import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'
import { isUrlLocale, pageLocalePath } from '@/i18n/locales'
import { routing } from '@/i18n/routing'
import { filteredListRoute } from '@/domain/filteredRoute'
import { decodeComponent } from '@/domain/uriComponent'
import { missingDocumentLocale, notFoundResponse } from '@/server/http/missingDocument'

const intl = createMiddleware(routing)

/**
 * Locale routing for pages (/ → /de/), one canonical page URL (with trailing slash),
 * and a request id on every request so logs of one request can be found together.
 */
export default async function proxy(request: NextRequest) {
  const requestId = request.headers.get('x-request-id') || crypto.randomUUID()
  const { pathname, search } = request.nextUrl

  // Next decodes route parameters itself and answered a malformed escape (`/de/%ff/`) with a bare 500.
  const malformed = decodeComponent(pathname) === null

  if (pathname.startsWith('/api/')) {
    if (malformed) return withRequestId(NextResponse.json({ detail: 'Malformed request.' }, { status: 400 }), requestId)
    const headers = new Headers(request.headers)
    headers.set('x-request-id', requestId)
    return withRequestId(NextResponse.next({ request: { headers } }), requestId)
  }

  if (malformed) {
    const locale = pathname.split('/')[1]
    const page = await notFoundResponse(isUrlLocale(locale) ? locale : routing.defaultLocale)
    return withRequestId(page ?? new NextResponse('Not Found', { status: 404 }), requestId)
  }

  if (pathname !== '/' && !pathname.endsWith('/')) return redirect(request, `${pathname}/`, search, 308)
  const withPages = pageLocalePath(pathname)
  if (withPages) return redirect(request, withPages, search, 307)

  // An address without a document gets the localized 404 page from here, server-rendered
  // (src/server/http/missingDocument.ts); null when the check or the page is unavailable. Asked
  // before the filters' rewrite, so an unknown address with filters is a 404 page too.
  const missingLocale = await missingDocumentLocale(request)
  const notFound = missingLocale ? await notFoundResponse(missingLocale) : null
  if (notFound) return withRequestId(notFound, requestId)

  // Product list filters in the query (issue 6): the page's filtered twin renders them, so the
  // ordinary address stays a static page (src/domain/filteredRoute.ts).
  const filtered = filteredListRoute(request.nextUrl)
  if (filtered) {
    if (filtered.redirect !== undefined) return redirect(request, filtered.redirect.pathname, filtered.redirect.search, filtered.redirect.status)
    const url = request.nextUrl.clone()
    url.pathname = filtered.rewrite
    return withRequestId(NextResponse.rewrite(url), requestId)
  }

  return withRequestId(intl(request), requestId)
}

function withRequestId(response: NextResponse, requestId: string): NextResponse {
  response.headers.set('x-request-id', requestId)
  return response
}

/**
 * A redirect to a path of this site. Built on a plain URL: Next's URL object keeps the
 * trailing-slash state of the address it was cloned from and dropped the very slash the redirect
 * was adding (a loop). Next relativizes a same-host Location, so the visitor's host name stays.
 */
function redirect(request: NextRequest, pathname: string, search: string, status: 307 | 308) {
  const url = new URL(request.url)
  url.pathname = pathname
  url.search = search
  return NextResponse.redirect(url.toString(), status)
}

export const config = {
  // Admin, Payload's REST API, Next's assets and files (a dot in the path) skip the proxy.
  matcher: ['/((?!admin|cms-api|_next|.*\\..*).*)'],
}

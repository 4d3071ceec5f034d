import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'
import { routing } from '@/i18n/routing'
import { filteredListRoute } from '@/domain/filteredRoute'
import { missingDocumentLocale, notFoundResponse } from '@/server/http/missingDocument'

const intl = createMiddleware(routing)

/**
 * Locale routing for pages (/ → /de/), one canonical page URL (with trailing slash),
 * and a request id on every request so logs of one request can be found together.
 */
export default async function proxy(request: NextRequest) {
  const requestId = request.headers.get('x-request-id') || crypto.randomUUID()
  const { pathname, search } = request.nextUrl

  if (pathname.startsWith('/api/')) {
    const headers = new Headers(request.headers)
    headers.set('x-request-id', requestId)
    const response = NextResponse.next({ request: { headers } })
    response.headers.set('x-request-id', requestId)
    return response
  }

  if (pathname !== '/' && !pathname.endsWith('/')) {
    const url = request.nextUrl.clone()
    url.pathname = `${pathname}/`
    url.search = search
    return NextResponse.redirect(url, 308)
  }

  // Product list filters in the query (issue 6): the page's filtered twin renders them, so the
  // ordinary address stays a static page (src/domain/filteredRoute.ts).
  const filtered = filteredListRoute(request.nextUrl)
  if (filtered) {
    const url = request.nextUrl.clone()
    if (filtered.redirect !== undefined) {
      url.pathname = filtered.redirect.pathname
      url.search = filtered.redirect.search
      return NextResponse.redirect(url, filtered.redirect.status)
    }
    url.pathname = filtered.rewrite
    const response = NextResponse.rewrite(url)
    response.headers.set('x-request-id', requestId)
    return response
  }

  // An address without a document gets the localized 404 page from here, server-rendered
  // (src/server/http/missingDocument.ts); null when the check or the page is unavailable.
  const missingLocale = await missingDocumentLocale(request)
  const notFound = missingLocale ? await notFoundResponse(missingLocale) : null
  const response = notFound ?? intl(request)
  response.headers.set('x-request-id', requestId)
  return response
}

export const config = {
  // Admin, Payload's REST API, Next's assets and files (a dot in the path) skip the proxy.
  matcher: ['/((?!admin|cms-api|_next|.*\\..*).*)'],
}

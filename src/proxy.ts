import createMiddleware from 'next-intl/middleware'
import { NextResponse, type NextRequest } from 'next/server'
import { routing } from '@/i18n/routing'

const intl = createMiddleware(routing)

/**
 * Locale routing for pages (/ → /de/), one canonical page URL (with trailing slash),
 * and a request id on every request so logs of one request can be found together.
 */
export default function proxy(request: NextRequest) {
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

  const response = intl(request)
  response.headers.set('x-request-id', requestId)
  return response
}

export const config = {
  // Admin, Payload's REST API, Next's assets and files (a dot in the path) skip the proxy.
  matcher: ['/((?!admin|cms-api|_next|.*\\..*).*)'],
}

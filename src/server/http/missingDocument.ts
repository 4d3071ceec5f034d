import { NextResponse, type NextRequest } from 'next/server'
import { documentAddress, NOT_FOUND_SEGMENT } from '@/domain/documentRoute'
import type { UrlLocale } from '@/i18n/locales'

/**
 * Next 16 answers notFound() in an on-demand rendered route (pages and products are rendered on
 * their first visit) with status 404 but an empty error shell that only JavaScript fills in. So the
 * proxy asks whether a document answers the address first, and sends the localized 404 page itself.
 * docs/decisions.md, "404 of unknown addresses".
 */

/** How long an address that had a document is not asked about again. */
const KNOWN_MS = 60_000
const KNOWN_LIMIT = 5_000
const PAGE_MS = 60_000

const known = new Map<string, number>()
const pages = new Map<UrlLocale, { html: string; until: number }>()

/** How long the proxy waits for the check or the 404 page before letting the request through. */
const TIMEOUT_MS = 2_000

/** The exists route's mark on a 404 that means "no document" (any other 404 is not its answer). */
export const MISSING_HEADER = 'x-document'

/**
 * The server itself, where src/serve/server.ts listens (HOSTNAME, else every interface), not the
 * public host: the proxy runs in the server's process.
 */
function internalOrigin(): string {
  if (process.env.INTERNAL_ORIGIN) return process.env.INTERNAL_ORIGIN
  const host = process.env.HOSTNAME && !['0.0.0.0', '::'].includes(process.env.HOSTNAME) ? process.env.HOSTNAME : '127.0.0.1'
  return `http://${host.includes(':') ? `[${host}]` : host}:${process.env.PORT || 3000}`
}

/**
 * The locale of a page or product address without a published document, or null: let it through.
 * Only document loads are checked (Next strips its own RSC headers before the proxy, so the fetch
 * metadata tells them apart): the app's navigations and prefetches render Next's not-found in the
 * browser already. When the check fails or is slow, the request goes through.
 */
export async function missingDocumentLocale(request: NextRequest): Promise<UrlLocale | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  const destination = request.headers.get('sec-fetch-dest')
  if (destination && destination !== 'document') return null
  const address = documentAddress(request.nextUrl.pathname)
  if (!address) return null
  const path = request.nextUrl.pathname
  const now = Date.now()
  if ((known.get(path) ?? 0) > now) return null
  try {
    const response = await fetch(`${internalOrigin()}/api/v1/pages/exists/?path=${encodeURIComponent(path)}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (response.status === 204) {
      if (known.size >= KNOWN_LIMIT) known.clear()
      known.set(path, now + KNOWN_MS)
      return null
    }
    return response.status === 404 && response.headers.get(MISSING_HEADER) === 'missing' ? address.locale : null
  } catch {
    return null
  }
}

/** The localized 404 page with status 404 (its HTML is kept for a minute per locale). */
export async function notFoundResponse(locale: UrlLocale): Promise<NextResponse | null> {
  const now = Date.now()
  let page = pages.get(locale)
  if (!page || page.until <= now) {
    try {
      const response = await fetch(`${internalOrigin()}/${locale}/${NOT_FOUND_SEGMENT}/`, { cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) })
      if (!response.ok) return null
      page = { html: await response.text(), until: now + PAGE_MS }
      pages.set(locale, page)
    } catch {
      return null
    }
  }
  return new NextResponse(page.html, {
    status: 404,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-cache, no-store, max-age=0, must-revalidate' },
  })
}

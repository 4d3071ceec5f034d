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

/** The server itself: the proxy runs in its process, behind whatever public host. */
function internalOrigin(): string {
  return process.env.INTERNAL_ORIGIN || `http://127.0.0.1:${process.env.PORT || 3000}`
}

/**
 * The locale of a page or product address without a published document, or null: let it through.
 * Only full page loads are checked; the app's own navigations (RSC requests) render Next's
 * not-found in the browser already. When the check itself fails, the request goes through.
 */
export async function missingDocumentLocale(request: NextRequest): Promise<UrlLocale | null> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null
  if (request.headers.get('rsc') || request.nextUrl.searchParams.has('_rsc')) return null
  const address = documentAddress(request.nextUrl.pathname)
  if (!address) return null
  const path = request.nextUrl.pathname
  const now = Date.now()
  if ((known.get(path) ?? 0) > now) return null
  try {
    const response = await fetch(`${internalOrigin()}/api/v1/pages/exists/?path=${encodeURIComponent(path)}`, { cache: 'no-store' })
    if (response.status === 204) {
      if (known.size >= KNOWN_LIMIT) known.clear()
      known.set(path, now + KNOWN_MS)
      return null
    }
    return response.status === 404 ? address.locale : null
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
      const response = await fetch(`${internalOrigin()}/${locale}/${NOT_FOUND_SEGMENT}/`, { cache: 'no-store' })
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

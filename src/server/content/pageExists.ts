import 'server-only'
import type { Payload } from 'payload'
import { z } from 'zod'
import { documentAddress } from '@/domain/documentRoute'
import { findDocument } from '@/server/content/documents'
import { MISSING_HEADER } from '@/server/http/missingDocument'

const MAX_PATH = 512

/** `?path=`: a page address of the site; anything else has no page (404, never 400). */
export const pageExistsParams = z.object({ path: z.string().max(MAX_PATH).describe('A page address, e.g. /de/ringe/.') })

/** The edge's query: `path` as sent (null when absent); pageExists answers a misfit 404 itself. */
export const pageExistsQuery = z.object({ path: z.string().nullable() })

/**
 * `GET /api/v1/pages/exists/?path=/de/ringe/`: 204 when a published page or product answers the
 * address, 404 marked `x-document: missing` otherwise. The proxy asks before rendering
 * (src/server/http/missingDocument.ts); it tells no more than requesting the page does.
 */
export async function pageExists(_payload: Payload, { path }: { path: string | null }): Promise<Response> {
  const query = pageExistsParams.safeParse({ path: path ?? '' })
  const address = query.success ? documentAddress(query.data.path) : null
  // A failed lookup throws: the contract route answers 500 and the proxy lets the request through.
  const found = address ? await findDocument(address.locale, address.segments) : null
  const headers = { 'Cache-Control': 'no-store' }
  return found ? new Response(null, { status: 204, headers }) : new Response(null, { status: 404, headers: { ...headers, [MISSING_HEADER]: 'missing' } })
}

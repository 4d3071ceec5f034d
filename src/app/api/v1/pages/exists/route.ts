import { documentAddress } from '@/domain/documentRoute'
import { findDocument } from '@/server/content/documents'
import { MISSING_HEADER } from '@/server/http/missingDocument'
import { contractRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'

const MAX_PATH = 512

/**
 * `GET /api/v1/pages/exists/?path=/de/ringe/`: 204 when a published page or product answers the
 * address, 404 marked `x-document: missing` otherwise. The proxy asks before rendering
 * (src/server/http/missingDocument.ts); it tells no more than requesting the page does.
 */
export const GET = contractRoute(async (_payload, request) => {
  const path = new URL(request.url).searchParams.get('path') ?? ''
  const address = path.length <= MAX_PATH ? documentAddress(path) : null
  // A failed lookup throws: the contract route answers 500 and the proxy lets the request through.
  const found = address ? await findDocument(address.locale, address.segments) : null
  const headers = { 'Cache-Control': 'no-store' }
  return found ? new Response(null, { status: 204, headers }) : new Response(null, { status: 404, headers: { ...headers, [MISSING_HEADER]: 'missing' } })
})

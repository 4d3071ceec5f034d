import { documentAddress } from '@/domain/documentRoute'
import { findDocument } from '@/server/content/documents'
import { contractRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'

const MAX_PATH = 512

/**
 * `GET /api/v1/pages/exists/?path=/de/ringe/`: 204 when a published page or product answers the
 * address, 404 otherwise. The proxy asks before rendering (src/server/http/missingDocument.ts); it
 * tells no more than requesting the page does.
 */
export const GET = contractRoute(async (_payload, request) => {
  const path = new URL(request.url).searchParams.get('path') ?? ''
  const address = path.length <= MAX_PATH ? documentAddress(path) : null
  const found = address ? await findDocument(address.locale, address.segments).catch(() => null) : null
  return new Response(null, { status: found ? 204 : 404, headers: { 'Cache-Control': 'no-store' } })
})

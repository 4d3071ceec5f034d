import { commerceRoute } from '@/server/http/edge/commerceRoute'
import { orderDocumentParams, orderDocumentQuery } from '@/server/trade/schemas'
import { orderDocument } from '@/server/trade/orderDocument'

export const dynamic = 'force-dynamic'
// Issue 33: an order's confirmation, delivery note or invoice as PDF, for the ordering store only.
export const GET = commerceRoute({ params: orderDocumentParams, query: orderDocumentQuery }, ({ payload, session, params, query }) =>
  orderDocument(payload, { session, id: params.id, kind: params.kind, delivery: query.delivery }),
)

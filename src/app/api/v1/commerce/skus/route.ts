import { commerceRoute } from '@/server/http/edge/commerceRoute'
import { listSkus } from '@/server/trade/listSkus'
import { SKU_FILTER, skusParams } from '@/server/trade/schemas'

export const dynamic = 'force-dynamic'
export const GET = commerceRoute(
  { query: skusParams, readQuery: (search) => ({ [SKU_FILTER]: search.getAll(SKU_FILTER) }) },
  ({ payload, session, query, log }) => listSkus(payload, { session, codes: query[SKU_FILTER], log }),
)

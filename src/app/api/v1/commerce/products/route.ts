import { commerceRoute } from '@/server/http/edge/commerceRoute'
import { listProducts } from '@/server/trade/listProducts'
import { productsParams } from '@/server/trade/productsQuery'

export const dynamic = 'force-dynamic'
export const GET = commerceRoute({ query: productsParams }, ({ payload, session, query }) => listProducts(payload, { session, query }))

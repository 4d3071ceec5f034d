import { contractRoute } from '@/server/http/route'
import { productCards } from '@/server/wishlist/productCards'

export const dynamic = 'force-dynamic'
export const GET = contractRoute(productCards)

import { publicRoute } from '@/server/http/edge/publicRoute'
import { parsedQuery } from '@/server/http/edge/parsedQuery'
import { parseCardsQuery } from '@/server/wishlist/cardsQuery'
import { productCards } from '@/server/wishlist/productCards'

export const dynamic = 'force-dynamic'
export const GET = publicRoute({ query: parsedQuery(parseCardsQuery) }, ({ payload, query }) => productCards(payload, query))

import { contractRoute } from '@/server/http/route'
import { addLineItem } from '@/server/trade/addLineItem'

// The spec's path keeps the commerce API's snake_case (line_items), so this folder does too.
export const dynamic = 'force-dynamic'
export const POST = contractRoute(addLineItem)

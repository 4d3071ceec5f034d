import { contractRoute } from '@/server/http/route'
import { deleteLineItem } from '@/server/trade/deleteLineItem'

export const dynamic = 'force-dynamic'
export const DELETE = contractRoute(deleteLineItem)

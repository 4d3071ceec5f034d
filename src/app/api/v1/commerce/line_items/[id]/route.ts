import { contractRoute } from '@/server/http/route'
import { deleteLineItem } from '@/server/trade/deleteLineItem'
import { updateLineItem } from '@/server/trade/updateLineItem'

export const dynamic = 'force-dynamic'
export const DELETE = contractRoute(deleteLineItem)
export const PATCH = contractRoute(updateLineItem)

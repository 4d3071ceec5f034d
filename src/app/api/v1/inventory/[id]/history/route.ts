import { contractRoute } from '@/server/http/route'
import { itemHistory } from '@/server/portal/itemHistory'

export const dynamic = 'force-dynamic'
export const GET = contractRoute(itemHistory)

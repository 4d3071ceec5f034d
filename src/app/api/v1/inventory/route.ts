import { contractRoute } from '@/server/http/route'
import { listInventory } from '@/server/portal/listInventory'

export const dynamic = 'force-dynamic'
export const GET = contractRoute(listInventory)

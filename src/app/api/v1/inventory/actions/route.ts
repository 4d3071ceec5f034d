import { contractRoute } from '@/server/http/route'
import { runItemActions } from '@/server/portal/itemActions'

export const dynamic = 'force-dynamic'
export const POST = contractRoute(runItemActions)

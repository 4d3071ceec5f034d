import { contractRoute } from '@/server/http/route'
import { listLocationUsers } from '@/server/portal/locationUsers'

export const dynamic = 'force-dynamic'
export const GET = contractRoute(listLocationUsers)

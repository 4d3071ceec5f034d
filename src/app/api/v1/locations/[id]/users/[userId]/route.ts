import { contractRoute } from '@/server/http/route'
import { getLocationUser, updateLocationUser } from '@/server/portal/locationUsers'

export const dynamic = 'force-dynamic'
export const GET = contractRoute(getLocationUser)
export const PATCH = contractRoute(updateLocationUser)

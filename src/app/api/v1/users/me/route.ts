import { getMe, updateMe } from '@/server/auth/me'
import { contractRoute } from '@/server/http/route'

export const dynamic = 'force-dynamic'
export const GET = contractRoute(getMe)
export const PATCH = contractRoute(updateMe)
export const PUT = contractRoute(updateMe)

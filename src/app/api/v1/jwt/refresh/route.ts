import { refreshToken } from '@/server/auth/session'
import { contractRoute } from '@/server/http/route'

export const POST = contractRoute(refreshToken)

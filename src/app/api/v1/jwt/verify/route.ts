import { verifyToken } from '@/server/auth/session'
import { contractRoute } from '@/server/http/route'

export const POST = contractRoute(verifyToken)

import { activate } from '@/server/auth/registration'
import { contractRoute } from '@/server/http/route'

export const POST = contractRoute(activate)

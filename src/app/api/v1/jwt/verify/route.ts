import { verifyBody } from '@/server/auth/schemas'
import { verifyToken } from '@/server/auth/session'
import { publicRoute } from '@/server/http/edge/publicRoute'

export const POST = publicRoute({ body: verifyBody }, async ({ payload, body }) => verifyToken(payload, await body()))

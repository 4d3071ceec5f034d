import { refreshBody } from '@/server/auth/schemas'
import { refreshToken } from '@/server/auth/session'
import { publicRoute } from '@/server/http/edge/publicRoute'

export const POST = publicRoute({ body: refreshBody }, async ({ payload, body }) => refreshToken(payload, await body()))

import { requestPasswordReset, resetRequestEdgeBody, resetThrottle } from '@/server/auth/registration'
import { publicRoute } from '@/server/http/edge/publicRoute'

export const POST = publicRoute({ body: resetRequestEdgeBody, throttleBody: resetThrottle }, async ({ payload, body }) =>
  requestPasswordReset(payload, await body()),
)

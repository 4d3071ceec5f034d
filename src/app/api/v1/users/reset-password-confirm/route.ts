import { anyBody, confirmPasswordReset } from '@/server/auth/registration'
import { publicRoute } from '@/server/http/edge/publicRoute'

export const POST = publicRoute({ body: anyBody }, async ({ payload, body }) => confirmPasswordReset(payload, await body()))

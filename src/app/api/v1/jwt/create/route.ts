import { credentialsBody } from '@/server/auth/schemas'
import { createToken, signInThrottle } from '@/server/auth/session'
import { publicRoute } from '@/server/http/edge/publicRoute'

// The body is checked before the throttle, which counts per e-mail address.
export const POST = publicRoute({ body: credentialsBody, throttleBody: signInThrottle }, async ({ payload, body }) => createToken(payload, await body()))

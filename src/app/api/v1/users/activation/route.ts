import { activate, anyBody } from '@/server/auth/registration'
import { publicRoute } from '@/server/http/edge/publicRoute'

export const POST = publicRoute({ body: anyBody }, async ({ payload, body }) => activate(payload, await body()))

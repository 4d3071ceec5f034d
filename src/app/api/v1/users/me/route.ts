import { getMe, profileBody, updateMe } from '@/server/auth/me'
import { accountSessionRoute } from '@/server/http/edge/accountRoute'

export const dynamic = 'force-dynamic'
export const GET = accountSessionRoute({}, ({ payload, user }) => getMe(payload, { user }))
const update = accountSessionRoute({ body: profileBody }, async ({ payload, user, body }) => updateMe(payload, { user, data: await body() }))
export const PATCH = update
export const PUT = update

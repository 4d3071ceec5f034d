import { logout } from '@/server/auth/session'
import { signOutRoute } from '@/server/http/edge/accountRoute'

export const POST = signOutRoute({}, ({ payload, user }) => logout(payload, { user }))

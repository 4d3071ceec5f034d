import 'server-only'
import { cookies } from 'next/headers'
import { AUTH_COOKIE } from '@/server/auth/cookies'
import { userFromAccessToken } from '@/server/auth/authenticate'
import type { AccountUser } from '@/server/auth/users'
import { payloadClient } from '@/server/payload/client'

/** The signed-in visitor of a page request (the site cookie), or null. */
export async function currentUser(): Promise<AccountUser | null> {
  const token = (await cookies()).get(AUTH_COOKIE)?.value
  if (!token) return null
  return userFromAccessToken(await payloadClient(), token)
}

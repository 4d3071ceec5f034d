import 'server-only'
import { cookies } from 'next/headers'
import { payloadClient } from '@/server/payload/client'
import { COMMERCE_COOKIE } from '@/server/trade/commerceCookie'
import { sessionFromCommerceToken } from '@/server/trade/commerceAuth'

export type PageCommerceSession = { storeId: number | string; currency: string; userId: number | string }

/**
 * The commerce session of a page request (the shop's guard, spec 2 §2), from the HttpOnly cookie,
 * checked exactly as the commerce API checks it; null when there is none or it no longer holds.
 */
export async function commerceSession(): Promise<PageCommerceSession | null> {
  const token = (await cookies()).get(COMMERCE_COOKIE)?.value
  if (!token) return null
  const session = await sessionFromCommerceToken(await payloadClient(), token)
  return session ? { storeId: session.store.id, currency: session.store.currency, userId: session.user.id } : null
}

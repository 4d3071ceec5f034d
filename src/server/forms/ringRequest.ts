import 'server-only'
import type { Payload } from 'payload'
import type { AccountUser } from '@/server/auth/users'
import { forbidden } from '@/server/http/errors'
import { waitlistJeweller } from '@/server/waitlist/waitlistAccess'

/**
 * The sender of a LIMITED_RING_REQUEST: a signed-in account (`account()` is the edge's
 * authentication, its 401 without a session) with the waitlist permission (403 without it, as the
 * API answers elsewhere). The jeweller's name, customer id and e-mail come from the account, never
 * from the body.
 */
export async function ringRequester(payload: Payload, account: () => Promise<AccountUser>): Promise<Record<string, string>> {
  const user = await account()
  const jeweller = await waitlistJeweller(payload, user)
  if (!jeweller) throw forbidden()
  return { jeweller_name: jeweller.jewellerName, jeweller_customer_id: jeweller.customerId, email: user.email }
}

import 'server-only'
import type { Payload } from 'payload'
import { authenticate } from '@/server/auth/authenticate'
import { json } from '@/server/http/drf'
import { waitlistJeweller } from '@/server/waitlist/waitlistAccess'

/**
 * The sender of a LIMITED_RING_REQUEST: a signed-in account with the waitlist permission (401
 * without a session, 403 without the permission, as the API answers elsewhere). The jeweller's
 * name, customer id and e-mail come from the account, never from the body.
 */
export async function ringRequester(payload: Payload, request: Request): Promise<{ fields: Record<string, string> } | { response: Response }> {
  const auth = await authenticate(payload, request)
  if ('response' in auth) return auth
  const jeweller = await waitlistJeweller(payload, auth.user)
  if (!jeweller) return { response: json({ detail: 'You do not have permission to perform this action.' }, 403) }
  return { fields: { jeweller_name: jeweller.jewellerName, jeweller_customer_id: jeweller.customerId, email: auth.user.email } }
}

import { demoAccounts } from '@seed/accounts'

type StaffAccount = { email: string; password: string }

export type StaffSignIn = {
  /** The answer itself, for the tests about signing in (its status, its session cookie). */
  response: Response
  /** The token and the account's id; '' and undefined when the sign-in was refused. */
  token: string
  id: number | undefined
  /** What the signed-in person's CMS requests carry: the JWT and a JSON body. */
  headers: Record<string, string>
}

/**
 * A member of staff signs in to the back office over HTTP, as the admin's sign-in form does
 * (Payload's `POST /cms-api/admins/login`); the editor unless another account is named.
 * `extraHeaders` go with the sign-in (the cluster test states a client address of its own).
 */
export async function signInStaff(
  baseUrl: string,
  account: StaffAccount = demoAccounts.editor,
  extraHeaders: Record<string, string> = {},
): Promise<StaffSignIn> {
  const response = await fetch(`${baseUrl}/cms-api/admins/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...extraHeaders },
    body: JSON.stringify({ email: account.email, password: account.password }),
  })
  // A refused sign-in has no token (and an answer from a proxy may not even be JSON): the caller's
  // own checks of `response` then say what went wrong.
  const body = (await response.json().catch(() => ({}))) as { token?: string; user?: { id: number } }
  const token = body.token ?? ''
  return { response, token, id: body.user?.id, headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' } }
}

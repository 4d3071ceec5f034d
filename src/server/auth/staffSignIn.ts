import { AuthenticationError, LockedAuth, type CollectionAfterErrorHook, type CollectionBeforeOperationHook } from 'payload'
import { passwordWorthChecking } from '@/server/auth/signInFailure'

/**
 * The back office's sign-in (`POST /cms-api/admins/login`) answers like the site's: an unknown
 * address and a locked account cost the time of a password check and get Payload's "wrong
 * credentials" answer (src/server/auth/signInFailure.ts). An outside test (issue 30) told staff
 * addresses apart by time (69 ms unknown, 1,376 ms known) and a locked account by its message.
 */
export const equalStaffSignInFailures: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'login') return args
  const data = (args as { data?: { email?: unknown; password?: unknown } }).data
  const email = typeof data?.email === 'string' ? data.email.toLowerCase().trim() : ''
  const password = typeof data?.password === 'string' ? data.password : ''
  // Payload's own checks answer an empty address or password (400) without touching an account.
  if (!email || !password.trim()) return args
  const account = await req.payload.db.findOne<{ id: number; lockUntil?: string | null }>({
    collection: collection.slug,
    where: { email: { equals: email } },
    req,
  })
  if (!(await passwordWorthChecking(account, password))) throw new AuthenticationError(req.t)
  return args
}

/**
 * The wrong password that locks an account (the fifth) made Payload answer "This user is locked…"
 * instead of "wrong credentials"; the lock is still recorded, only the answer is the usual one.
 */
export const lockedAsWrongCredentials: CollectionAfterErrorHook = ({ error, req }) => {
  if (!(error instanceof LockedAuth)) return
  return { response: { errors: [{ message: new AuthenticationError(req.t).message }] }, status: 401 }
}

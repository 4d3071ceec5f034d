import { spendPasswordCheckTime } from '@/server/auth/passwordCheckTime'

/** The lock state Payload keeps on every auth collection's documents (hidden fields). */
export type LockState = { lockUntil?: string | Date | null }

const locked = (account: LockState) => account.lockUntil != null && new Date(account.lockUntil).getTime() > Date.now()

/**
 * The one rule for every sign-in, the site's (/api/v1/jwt/create/) and the back office's
 * (/cms-api/admins/login): a failure costs one password check and gives one answer, whatever the
 * reason (issue 20's and issue 30's enumeration). Payload answers an unknown address and a locked
 * account at once, without hashing, so their answers came 20× faster than a wrong password's and
 * told which addresses have accounts. Answers whether Payload should check the password; when not,
 * the check's time has been spent here and the caller answers its usual "wrong credentials".
 */
export async function passwordWorthChecking(account: LockState | null | undefined, password: string): Promise<boolean> {
  if (account && !locked(account)) return true
  await spendPasswordCheckTime(password)
  return false
}

import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

/**
 * The PBKDF2 parameters Payload 3.90 uses for every password it hashes (its `pbkdf2-sha256-v1:`
 * hashes: HMAC-SHA256, 600,000 iterations, OWASP's current figure, 32-byte key). Payload upgrades
 * older 25,000-iteration hashes on the next login, so every live account costs this much to check.
 * Not exported by Payload; tests/unit/server/passwordCheckTime.test.ts compares them with its module.
 */
export const PASSWORD_HASH_ITERATIONS = 600_000
export const PASSWORD_HASH_KEY_LENGTH = 32

const pbkdf2Async = promisify(pbkdf2)

/**
 * The same work a real password check costs, spent when the address has no account, so the time
 * of a login's answer does not tell whether an account exists (ASVS 2.2.1, issue 20's enumeration).
 */
export async function spendPasswordCheckTime(password: string): Promise<void> {
  await pbkdf2Async(password, randomBytes(32).toString('hex'), PASSWORD_HASH_ITERATIONS, PASSWORD_HASH_KEY_LENGTH, 'sha256')
}

import { describe, expect, it } from 'vitest'
// Payload does not export its hashing module; read it where its package keeps it.
import { authenticateLocalStrategy } from '../../../../node_modules/payload/dist/auth/strategies/local/authenticate.js'
import { generatePasswordSaltHash, getPasswordHashParameters } from '../../../../node_modules/payload/dist/auth/strategies/local/generatePasswordSaltHash.js'
import { PASSWORD_HASH_ITERATIONS, PASSWORD_HASH_KEY_LENGTH, spendPasswordCheckTime } from '@/server/auth/passwordCheckTime'

const elapsed = async (work: () => Promise<unknown>) => {
  const start = performance.now()
  await work()
  return performance.now() - start
}

// ASVS 4.0.3 V2.4.5 and issue 20 ("user enumeration (login …) — messages and timing"): a login for an
// unknown address must cost what a wrong password for a real account costs. The stand-in check used
// Payload's legacy parameters (25,000 iterations), about 1/24 of a real check (600,000).
describe('ASVS 2.2.1 / 2.4.5: the unknown-address login spends a real password check', () => {
  it('uses the PBKDF2 parameters Payload hashes every password with (OWASP: 600,000 × HMAC-SHA256)', async () => {
    const { hash } = await generatePasswordSaltHash({ password: 'Goldfaden-1897', req: {} as never, isPasswordAuthenticated: true } as never)
    const { iterations, keyLength } = getPasswordHashParameters(hash)
    expect(iterations).toBeGreaterThanOrEqual(600_000)
    expect({ iterations: PASSWORD_HASH_ITERATIONS, keyLength: PASSWORD_HASH_KEY_LENGTH }).toEqual({ iterations, keyLength })
  })

  it('takes at least half as long as Payload checking a wrong password', async () => {
    const { hash, salt } = await generatePasswordSaltHash({ password: 'Goldfaden-1897', req: {} as never, isPasswordAuthenticated: true } as never)
    const real = await elapsed(() => authenticateLocalStrategy({ doc: { hash, salt } as never, password: 'wrong-password' }))
    const standIn = await elapsed(() => spendPasswordCheckTime('wrong-password'))
    expect(standIn).toBeGreaterThan(real / 2)
  }, 30_000)
})

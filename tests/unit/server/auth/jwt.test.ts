import { createHash } from 'node:crypto'
import { SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { readToken, signToken } from '@/server/auth/jwt'

const secret = 'unit-test-secret'
const user = { id: 7, email: 'anna@aurelle.example', tokenVersion: 2 }
const claims = { token_type: 'access', user_id: '7', ver: 2, user: { id: 7, email: user.email } }
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
// The key the site signs with, to forge tokens that differ only in what is under test.
const key = createHash('sha256').update(`maison.simplejwt:${secret}`).digest()

// ASVS 4.0.3 V3.5.3 "Verify that stateless session tokens use digital signatures, encryption, and
// other countermeasures to protect against tampering, enveloping, replay, null cipher, and key
// substitution attacks." The algorithm is pinned to HS256; the type and expiry are checked.
describe('ASVS 3.5.3: session tokens', () => {
  it('reads a token it signed', async () => {
    expect(await readToken(await signToken('access', user, secret), 'access', secret)).toMatchObject(claims)
  })

  it('refuses the null cipher (alg none), another algorithm with the same key, and another secret', async () => {
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claims, exp: Math.floor(Date.now() / 1000) + 60 })}.`
    expect(await readToken(unsigned, 'access', secret)).toBeNull()
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).setExpirationTime('1h').sign(key)
    expect(await readToken(hs512, 'access', secret)).toBeNull()
    expect(await readToken(await signToken('access', user, 'another-secret'), 'access', secret)).toBeNull()
  })

  it('refuses an expired token, a refresh token used as an access token, and a tampered claim', async () => {
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1)
      .sign(key)
    expect(await readToken(expired, 'access', secret)).toBeNull()
    expect(await readToken(await signToken('refresh', user, secret), 'access', secret)).toBeNull()
    const [head, , signature] = (await signToken('access', user, secret)).split('.')
    expect(await readToken(`${head}.${b64({ ...claims, user_id: '1' })}.${signature}`, 'access', secret)).toBeNull()
  })
})

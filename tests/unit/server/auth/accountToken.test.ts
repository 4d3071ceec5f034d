import { describe, expect, it } from 'vitest'
import { ACCOUNT_TOKEN_MAX_AGE_S, checkAccountToken, decodeUid, encodeUid, makeAccountToken } from '@/server/auth/accountToken'

const user = { id: 42, email: 'anna@example.com', hash: 'h1', last_login: null }
const secret = 'test-secret'

// Issue 3: "uid is the user id in unpadded base64url; token is an HMAC over the user's id, password
// hash, last login and a timestamp, valid 3 days, dead once the password changes or the user logs in."
describe('activation and reset links', () => {
  it('encodes the uid as unpadded base64url', () => {
    expect(encodeUid(42)).toBe('NDI')
    expect(decodeUid('NDI')).toBe('42')
    expect(decodeUid('not base64!')).toBeNull()
  })
  it('accepts a fresh token for the same user', () => {
    expect(checkAccountToken(user, makeAccountToken(user, secret), secret)).toBe(true)
  })
  it('expires after three days', () => {
    const now = Date.now()
    const token = makeAccountToken(user, secret, now)
    expect(checkAccountToken(user, token, secret, now + ACCOUNT_TOKEN_MAX_AGE_S * 1000)).toBe(true)
    expect(checkAccountToken(user, token, secret, now + (ACCOUNT_TOKEN_MAX_AGE_S + 1) * 1000)).toBe(false)
  })
  it('dies when the password changes or the user logs in, and under another secret', () => {
    const token = makeAccountToken(user, secret)
    expect(checkAccountToken({ ...user, hash: 'h2' }, token, secret)).toBe(false)
    expect(checkAccountToken({ ...user, last_login: new Date().toISOString() }, token, secret)).toBe(false)
    expect(checkAccountToken(user, token, 'other')).toBe(false)
    expect(
      checkAccountToken(
        user,
        token.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')),
        secret,
      ),
    ).toBe(false)
  })
})

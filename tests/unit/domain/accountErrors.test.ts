import { describe, expect, it } from 'vitest'
import { firstMessages, loginError, registrationErrors, resetConfirmError, safeNext } from '@/domain/accountErrors'
import { loginSchema, registerSchema, resetSchema } from '@/domain/accountForms'
import { mergeWishlists } from '@/domain/wishlist'

// Spec 1 §8, the error catalogue: server answers → the keys the forms show.
describe('server errors → spec message keys', () => {
  it('maps registration errors by their first message, else email-check / password-check', () => {
    expect(registrationErrors({ email: ['user with this email address already exists.'] })).toEqual({ email: { key: 'register.error.user-exists' } })
    expect(registrationErrors({ email: ['Enter a valid email address.'] })).toEqual({ email: { key: 'register.error.email-check' } })
    expect(registrationErrors({ password: ['This password is too short. It must contain at least 8 characters.', 'x'] })).toEqual({
      password: { key: 'register.error.too-short' },
    })
    expect(registrationErrors({ password: ['This password is too common.'] })).toEqual({ password: { key: 'register.error.too-common' } })
    expect(registrationErrors({ password: ['This password is entirely numeric.'] })).toEqual({ password: { key: 'register.error.password-check' } })
  })
  it('maps reset errors to password-forgot keys; anything else is shown as returned', () => {
    expect(resetConfirmError({ password: ['This password is too common.'] })).toEqual({ key: 'password-forgot.error.too-common' })
    expect(resetConfirmError({ token: ['Invalid token for given user.'] })).toEqual({ key: 'password-forgot.error.invalid-token' })
    expect(resetConfirmError({ password: ['The password is too similar to the email address.'] })).toEqual({
      text: 'The password is too similar to the email address.',
    })
  })
  it('shows wrong credentials for a 401 login and other server texts as returned', () => {
    expect(loginError(401, { detail: 'No active account found with the given credentials' })).toEqual({ key: 'loginForm.error.wrong-credentials' })
    expect(loginError(429, { detail: 'Zu viele Versuche.' })).toEqual({ text: 'Zu viele Versuche.' })
    expect(firstMessages({ first_name: ['a', 'b'], title: ['"X" is not a valid choice.'] })).toEqual({ first_name: 'a', title: '"X" is not a valid choice.' })
  })
  it('only follows next to a same-site path', () => {
    expect(safeNext('/de/account/profile/')).toBe('/de/account/profile/')
    for (const bad of ['//evil.example/', 'https://evil.example', '/\\evil', 42, undefined]) expect(safeNext(bad)).toBeNull()
  })
})

describe('client validation (spec 1 §5)', () => {
  const keys = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? []
  it('login: email-invalid and password-required', () => {
    expect(keys(loginSchema.safeParse({ email: 'x', password: '' }))).toEqual(['register.error.email-invalid', 'register.error.password-required'])
  })
  it('registration and reset: the repeat must equal the password and not be empty', () => {
    expect(keys(registerSchema.safeParse({ email: 'a@b.de', password: 'abc', password_repeat: 'abd' }))).toEqual(['register.error.password-repeat'])
    expect(keys(resetSchema.safeParse({ password: 'abc', password_repeat: '' }))).toEqual(['register.error.password-repeat'])
    expect(resetSchema.safeParse({ password: 'abc', password_repeat: 'abc' }).success).toBe(true)
  })
})

describe('wishlist merge on login', () => {
  it('keeps one entry per article with the earliest date', () => {
    const merged = mergeWishlists(
      [{ article: 'A', date_added: '2026-02-01T00:00:00Z' }],
      [
        { article: 'A', date_added: '2026-01-01T00:00:00Z' },
        { article: 'B', date_added: '2026-03-01T00:00:00Z' },
      ],
    )
    expect(merged).toEqual([
      { article: 'A', date_added: '2026-01-01T00:00:00Z' },
      { article: 'B', date_added: '2026-03-01T00:00:00Z' },
    ])
  })
})

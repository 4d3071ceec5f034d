import { describe, expect, it } from 'vitest'
import { staffPasswordProblems } from '@/server/auth/staffPassword'

// ASVS 4.0.3 V2.1.1 "user set passwords are at least 12 characters in length", V2.1.2 "passwords of
// at least 64 characters are permitted, and that passwords of more than 128 characters are denied",
// V2.1.7 passwords checked against breached/common passwords. Payload asked staff for 3 characters.
describe('ASVS 2.1.1 / 2.1.2 / 2.1.7: staff passwords', () => {
  it('refuses fewer than 12 characters, counting characters rather than UTF-16 units', () => {
    expect(staffPasswordProblems('Goldfaden-1', 'hr@aurelle.example')).toEqual(['This password is too short. It must contain at least 12 characters.'])
    expect(staffPasswordProblems('Goldfaden-18', 'hr@aurelle.example')).toEqual([])
    // Eleven emoji are 22 UTF-16 units but eleven characters.
    expect(staffPasswordProblems('💍'.repeat(11), '')).toHaveLength(1)
  })

  it('allows 64 and 128 characters and refuses 129', () => {
    expect(staffPasswordProblems('Gold-'.repeat(13).slice(0, 64), '')).toEqual([])
    expect(staffPasswordProblems('a1b2c3d4'.repeat(16), '')).toEqual([])
    expect(staffPasswordProblems('a1b2c3d4'.repeat(16) + 'x', '')).toEqual(['This password is too long. It may contain at most 128 characters.'])
  })

  it('refuses common passwords, digits only and the e-mail address itself', () => {
    expect(staffPasswordProblems('passwordpassword', '')).toContain('This password is too common.')
    expect(staffPasswordProblems('123456789012', '')).toContain('This password is entirely numeric.')
    expect(staffPasswordProblems('redaktion@aurelle.example', 'redaktion@aurelle.example')).toContain('The password is too similar to the email address.')
  })
})

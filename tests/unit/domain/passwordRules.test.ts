import { describe, expect, it } from 'vitest'
import { passwordMessages, passwordProblems, quickRatio, tooSimilarToEmail } from '@/domain/passwordRules'

const never = () => false

// Issue 3: Django's texts, "one entry per failing rule, in that order".
describe('password rules', () => {
  it('reports too short, too common, entirely numeric and too similar in that order', () => {
    expect(passwordProblems('1234567', 'a@example.com', () => true)).toEqual([
      passwordMessages.tooShort,
      passwordMessages.tooCommon,
      passwordMessages.entirelyNumeric,
    ])
    expect(passwordMessages.tooShort).toBe('This password is too short. It must contain at least 8 characters.')
  })
  it('accepts a long, uncommon, mixed password', () => {
    expect(passwordProblems('Goldfaden-1897', 'anna@example.com', never)).toEqual([])
  })
  it('finds passwords too similar to the e-mail address or its parts, as Django does', () => {
    expect(tooSimilarToEmail('hartmannjuwelier', 'hartmann.juwelier@example.com')).toBe(true)
    expect(tooSimilarToEmail('Hartmann1', 'hartmann@example.com')).toBe(true)
    expect(tooSimilarToEmail('Goldfaden-1897', 'hartmann@example.com')).toBe(false)
  })
  it('computes difflib quick_ratio', () => {
    expect(quickRatio('abcd', 'abcd')).toBe(1)
    expect(quickRatio('abcd', 'wxyz')).toBe(0)
    expect(quickRatio('aab', 'abb')).toBeCloseTo((2 * 2) / 6)
  })
})

import { describe, expect, it } from 'vitest'
import { isAnswering, mayMoveTo, needsAnswer } from '@/domain/portal/changeRequests'

// Issue 33: "the house's answer reaches the jeweller": once per answer, never on a save that only edits.
describe('a change request at the house', () => {
  it('is answered by the save that moves it into "answered", and only by that one', () => {
    expect(isAnswering('open', 'answered')).toBe(true)
    // The house answers again after closing it: the jeweller hears the new answer.
    expect(isAnswering('done', 'answered')).toBe(true)
    expect(isAnswering('answered', 'answered')).toBe(false)
    expect(isAnswering('answered', 'done')).toBe(false)
    expect(isAnswering('open', 'done')).toBe(false)
    expect(isAnswering('open', 'open')).toBe(false)
    // A request stored before it had a status is open.
    expect(isAnswering(undefined, 'answered')).toBe(true)
  })

  it('never returns to "open" once answered or done', () => {
    expect(mayMoveTo('open', 'open')).toBe(true)
    expect(mayMoveTo('open', 'done')).toBe(true)
    expect(mayMoveTo('answered', 'done')).toBe(true)
    expect(mayMoveTo('done', 'answered')).toBe(true)
    expect(mayMoveTo('answered', 'open')).toBe(false)
    expect(mayMoveTo('done', 'open')).toBe(false)
  })

  it('needs the answer written when it is answered', () => {
    expect(needsAnswer('answered')).toBe(true)
    expect(needsAnswer('done')).toBe(false)
    expect(needsAnswer('open')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { isLongEnough, queryWidth } from '@/domain/locator/queryLength'

describe('minimum query (3 characters, CJK counted by display width)', () => {
  it('needs 3 Latin characters or digits', () => {
    expect(isLongEnough('Mü')).toBe(false)
    expect(isLongEnough('Mün')).toBe(true)
    expect(isLongEnough('800')).toBe(true)
    expect(isLongEnough('  M ')).toBe(false)
  })

  it('counts a wide CJK character as two', () => {
    expect(queryWidth('慕尼')).toBe(4)
    expect(isLongEnough('慕尼')).toBe(true)
    expect(isLongEnough('ミュ')).toBe(true)
    expect(isLongEnough('뮌')).toBe(false)
    expect(isLongEnough('慕')).toBe(false)
  })
})

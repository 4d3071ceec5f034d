import { describe, expect, it } from 'vitest'
import { formatFileSize } from '@/domain/fileSize'

const KB = 1024
const MB = 1024 * KB

describe('formatFileSize', () => {
  it.each([
    ['de', 1.2 * MB, '1,2 MB'],
    ['en', 1.2 * MB, '1.2 MB'],
    ['ja', 1.2 * MB, '1.2 MB'],
    ['zh-hans', 1.2 * MB, '1.2 MB'],
    ['de', 340 * KB, '340 KB'],
    ['en', 340 * KB, '340 KB'],
    ['de', 2.5 * 1024 * MB, '2,5 GB'],
    ['de', 1250 * MB, '1,2 GB'],
    ['en', 1250 * MB, '1.2 GB'],
  ])('%s: %d bytes → %s', (locale, bytes, expected) => {
    expect(formatFileSize(bytes, locale)).toBe(expected)
  })

  it('shows kilobytes below one megabyte and whole megabytes without a decimal', () => {
    expect(formatFileSize(MB - 1, 'en')).toBe('1 MB')
    expect(formatFileSize(1000 * KB, 'de')).toBe('1.000 KB')
    expect(formatFileSize(MB, 'de')).toBe('1 MB')
  })

  it('never shows a non-empty file as 0 KB', () => {
    expect(formatFileSize(12, 'de')).toBe('1 KB')
    expect(formatFileSize(0, 'de')).toBe('0 KB')
  })
})

import { describe, expect, it } from 'vitest'
import { allowedFrameOrigins, frameSourceError, isYoutubeId } from '@/domain/embeds'
import { securityHeaders } from '@/server/http/securityHeaders'

describe('iframe sources', () => {
  it('accepts site paths and https pages on an allowed host only', () => {
    const origins = 'https://booking.example, http://insecure.example, nonsense'
    expect(frameSourceError('/embeds/ringgroessen-de.html', origins)).toBeUndefined()
    expect(frameSourceError('https://booking.example/widget?x=1', origins)).toBeUndefined()
    expect(frameSourceError('https://other.example/', origins)).toMatch(/not in FRAME_ORIGINS/)
    expect(frameSourceError('http://booking.example/', origins)).toMatch(/https/)
    expect(frameSourceError('//booking.example/', origins)).toBeDefined()
    expect(frameSourceError('javascript:alert(1)', origins)).toBeDefined()
    expect(frameSourceError('', origins)).toBeDefined()
  })

  it('lists only https origins and puts them into the CSP frame-src with YouTube’s no-cookie host', () => {
    const origins = allowedFrameOrigins('https://booking.example/path, http://insecure.example, nonsense')
    expect(origins).toEqual(['https://booking.example'])
    const csp = securityHeaders(true, origins).find((h) => h.key === 'Content-Security-Policy')?.value ?? ''
    expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com https://booking.example;")
  })
})

describe('YouTube ids', () => {
  it('takes the 11-character id and nothing that could change the embed URL', () => {
    expect(isYoutubeId('aqz-KE-bpKQ')).toBe(true)
    expect(isYoutubeId('aqz-KE-bpK')).toBe(false)
    expect(isYoutubeId('aqz-KE-bpKQ?autoplay=0')).toBe(false)
    expect(isYoutubeId('../../evil1')).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import { createConsent, parseConsent, privacyPath, serializeConsent } from '@/domain/consent'
import { securityHeaders } from '@/server/http/securityHeaders'

const decidedAt = '2026-11-22T10:00:00.000Z'

describe('stored consent', () => {
  it('round-trips both choices', () => {
    for (const statistics of [true, false]) {
      const state = createConsent(statistics, new Date(decidedAt))
      expect(state).toEqual({ necessary: true, statistics, decidedAt, version: 1 })
      expect(parseConsent(serializeConsent(state))).toEqual(state)
    }
  })

  it('treats nothing, garbage and foreign shapes as undecided, so the banner asks again', () => {
    const bad = [
      null,
      undefined,
      '',
      'yes',
      '{',
      'null',
      '[]',
      '42',
      '"accepted"',
      JSON.stringify({ necessary: true, statistics: 'true', decidedAt, version: 1 }),
      JSON.stringify({ necessary: false, statistics: true, decidedAt, version: 1 }),
      JSON.stringify({ statistics: true, decidedAt, version: 1 }),
      JSON.stringify({ necessary: true, statistics: true, decidedAt, version: 2 }),
      JSON.stringify({ necessary: true, statistics: true, decidedAt, version: '1' }),
      JSON.stringify({ necessary: true, statistics: true, decidedAt: 'yesterday', version: 1 }),
      JSON.stringify({ necessary: true, statistics: true, version: 1 }),
    ]
    for (const raw of bad) expect(parseConsent(raw), String(raw)).toBeUndefined()
  })

  it('drops properties it does not know', () => {
    const raw = JSON.stringify({ necessary: true, statistics: false, decidedAt, version: 1, marketing: true })
    expect(parseConsent(raw)).toEqual({ necessary: true, statistics: false, decidedAt, version: 1 })
    expect(JSON.parse(serializeConsent({ ...createConsent(true), extra: 1 } as never))).not.toHaveProperty('extra')
  })

  it('links the privacy page per locale', () => {
    expect(privacyPath('de')).toBe('/de/datenschutz/')
    expect(privacyPath('en')).toBe('/en/privacy/')
    expect(privacyPath('zh-hans')).toBe('/zh-hans/privacy/')
  })
})

describe('content security policy for the Chinese tracker', () => {
  const csp = (options?: { cnAnalytics?: boolean }) => securityHeaders(true, [], options).find((h) => h.key === 'Content-Security-Policy')?.value ?? ''

  it('allows no remote script, image or connection by default', () => {
    expect(csp()).not.toContain('baidu')
    expect(csp()).toContain("script-src 'self' 'unsafe-inline';")
    expect(csp()).toContain("connect-src 'self';")
  })

  it('allows only its host, only when a site id is configured', () => {
    const policy = csp({ cnAnalytics: true })
    expect(policy).toContain("script-src 'self' 'unsafe-inline' https://hm.baidu.com;")
    expect(policy).toContain("img-src 'self' data: blob: https://hm.baidu.com;")
    expect(policy).toContain("connect-src 'self' https://hm.baidu.com;")
    expect(policy).not.toMatch(/frame-src[^;]*baidu/)
  })
})

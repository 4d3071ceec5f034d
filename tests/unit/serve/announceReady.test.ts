import { describe, expect, it } from 'vitest'
import { healthHost } from '@/serve/announceReady'

describe('where the server asks for its own health (announceReady.ts)', () => {
  it('asks loopback when listening on every interface', () => {
    expect(healthHost('0.0.0.0')).toBe('127.0.0.1')
    expect(healthHost('::')).toBe('127.0.0.1')
  })

  it('asks the address it listens on, IPv6 in brackets', () => {
    expect(healthHost('127.0.0.1')).toBe('127.0.0.1')
    expect(healthHost('maison.internal')).toBe('maison.internal')
    expect(healthHost('::1')).toBe('[::1]')
  })
})

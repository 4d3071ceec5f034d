import { afterEach, describe, expect, it, vi } from 'vitest'
import { publicUrl } from '@/server/http/publicUrl'

describe('the public origin', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('is PUBLIC_URL without its trailing slash', () => {
    vi.stubEnv('PUBLIC_URL', 'https://www.aurelle.example/')
    expect(publicUrl()).toBe('https://www.aurelle.example')
  })

  it('is the local server when PUBLIC_URL is unset or empty (an empty one made every page a 500)', () => {
    vi.stubEnv('PORT', '3999')
    vi.stubEnv('PUBLIC_URL', '')
    expect(publicUrl()).toBe('http://localhost:3999')
    expect(() => new URL(publicUrl())).not.toThrow()
  })
})

import { describe, expect, it } from 'vitest'
import { serverEnv } from '@/serve/serverEnv'

describe('the production server’s environment (serverEnv.ts)', () => {
  it('runs in production without telemetry, with two malloc arenas and a fixed mmap threshold', () => {
    const env = serverEnv({ PORT: '3100' })
    expect(env).toEqual({
      PORT: '3100',
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      MALLOC_ARENA_MAX: '2',
      GLIBC_TUNABLES: 'glibc.malloc.mmap_threshold=131072',
    })
  })

  it('keeps malloc settings the operator gave, but always runs in production', () => {
    const env = serverEnv({ NODE_ENV: 'development', MALLOC_ARENA_MAX: '4', GLIBC_TUNABLES: 'glibc.malloc.trim_threshold=0' })
    expect(env).toMatchObject({ NODE_ENV: 'production', MALLOC_ARENA_MAX: '4', GLIBC_TUNABLES: 'glibc.malloc.trim_threshold=0' })
  })
})

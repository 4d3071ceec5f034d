import { describe, expect, it } from 'vitest'
import { chunkBuffer } from '@/serve/responseChunks'

describe('a write()/end() chunk as bytes (responseChunks.ts)', () => {
  it('reads strings in the encoding given, utf8 when none is', () => {
    expect(chunkBuffer('Ringe ä', undefined)?.toString('utf8')).toBe('Ringe ä')
    expect(chunkBuffer('4f4b', 'hex')?.toString('utf8')).toBe('OK')
    expect(chunkBuffer('ä', () => {})?.length).toBe(2)
  })

  it('keeps a Buffer as it is and copies other bytes', () => {
    const buffer = Buffer.from('x')
    expect(chunkBuffer(buffer, 'hex')).toBe(buffer)
    expect(chunkBuffer(new Uint8Array([79, 75]), undefined)?.toString()).toBe('OK')
  })

  it('has nothing for no chunk, an empty one, or a callback in its place', () => {
    expect(chunkBuffer(undefined, undefined)).toBeNull()
    expect(chunkBuffer('', 'utf8')).toBeNull()
    expect(chunkBuffer(() => {}, undefined)).toBeNull()
  })
})

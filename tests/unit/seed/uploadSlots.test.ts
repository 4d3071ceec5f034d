import { describe, expect, it } from 'vitest'
import { inUploadSlot, UPLOAD_CONCURRENCY } from '@seed/assets'

// The seed's uploads each hold a database connection while sharp works: never more at once than
// leaves the pool (node-postgres's ten) room for the other writes, or the last waits past its
// connection timeout on a busy machine (issue 30: "timeout exceeded when trying to connect").
describe('seed uploads', () => {
  it(`run at most ${UPLOAD_CONCURRENCY} at a time, well under the pool's ten, and every one finishes`, async () => {
    let running = 0
    let most = 0
    const gates: (() => void)[] = []
    const jobs = Array.from({ length: 20 }, (_, i) =>
      inUploadSlot(async () => {
        running++
        most = Math.max(most, running)
        await new Promise<void>((resolve) => gates.push(resolve))
        running--
        return i
      }),
    )
    // Let each job in a slot finish in turn; the next ones take the freed slots.
    while (gates.length || running) {
      await new Promise((r) => setImmediate(r))
      gates.shift()?.()
    }
    expect(await Promise.all(jobs)).toEqual(Array.from({ length: 20 }, (_, i) => i))
    expect(most).toBe(UPLOAD_CONCURRENCY)
    expect(UPLOAD_CONCURRENCY).toBeLessThanOrEqual(5)
  })

  it('frees the slot of an upload that fails', async () => {
    await Promise.allSettled(Array.from({ length: UPLOAD_CONCURRENCY }, () => inUploadSlot(async () => Promise.reject(new Error('broken file')))))
    expect(await inUploadSlot(async () => 'next')).toBe('next')
  })
})

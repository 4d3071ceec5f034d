import { eq } from 'drizzle-orm'
import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { drizzleOf, tableOf } from '@/server/db/drizzle'
import { sendMailTask } from '@/server/jobs/sendMailTask'
import { releaseStalledJobs, STALLED_AFTER_MS } from '@/server/jobs/stalledJobs'
import { stopSearchIndex } from '@/server/search/searchService'
import { mailsTo } from '../support/api'
import { describeDb, testPayload } from '../support/payload'

// Issue 20, faults: "kill -9 a process during order placement …: no half-written action". A process
// killed while it sends a mail leaves the mail's job marked as processing, and Payload's runner takes
// only jobs not marked: the confirmation would never go out.
describeDb('jobs left running by a process that died', () => {
  let payload: Payload
  beforeAll(async () => {
    payload = await testPayload()
  })
  afterAll(() => stopSearchIndex())

  const mailJob = async (subject: string, markedAgoMs: number | null) => {
    const job = await payload.jobs.queue({
      task: 'sendMail',
      queue: 'mail',
      input: { to: 'shop@example.com', subject, html: '<p>x</p>', text: 'x' },
      overrideAccess: true,
    })
    if (markedAgoMs !== null) {
      // As the runner marks a job it starts, at a time in the past (the process died then).
      const jobs = tableOf(payload, 'payload_jobs')
      await drizzleOf(payload)
        .update(jobs)
        .set({ processing: true, updatedAt: new Date(Date.now() - markedAgoMs).toISOString() })
        .where(eq(jobs.id, job.id))
    }
    return job.id
  }
  const processing = async (id: number | string) => (await payload.findByID({ collection: 'payload-jobs', id, depth: 0, overrideAccess: true })).processing

  it('gives a job still marked processing after the stall time back to the runner, and leaves running and waiting jobs alone', async () => {
    const stalled = await mailJob('stalled', STALLED_AFTER_MS + 60_000)
    const running = await mailJob('running', 5_000)
    const waiting = await mailJob('waiting', null)

    expect(await releaseStalledJobs(payload)).toBe(1)
    expect(await processing(stalled)).toBe(false)
    expect(await processing(running)).toBe(true)
    expect(await processing(waiting)).toBe(false)

    // Given back, the runner takes it like any queued job.
    const { docs } = await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ processing: { equals: false } }, { completedAt: { exists: false } }] },
      depth: 0,
      overrideAccess: true,
    })
    expect(docs.map((d) => d.id)).toEqual(expect.arrayContaining([stalled, waiting]))
  })

  it('a mail job run again after its process died between sending and finishing delivers the same message once', async () => {
    const id = await mailJob('Ihre Bestellung 2026-000001 bei Aurelle', null)
    const job = await payload.findByID({ collection: 'payload-jobs', id, depth: 0, overrideAccess: true })
    const run = () => (sendMailTask.handler as (args: unknown) => Promise<unknown>)({ input: job.input, job, req: { payload } })
    await run()
    await run()
    const sent = mailsTo('shop@example.com').filter((m) => m.includes('2026-000001'))
    expect(sent).toHaveLength(1)
    expect(sent[0]).toMatch(new RegExp(`^Message-ID: <mail-job-${id}-\\d+@aurelle\\.example>`, 'mi'))
  })
})

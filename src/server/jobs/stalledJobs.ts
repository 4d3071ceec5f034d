import type { Payload } from 'payload'
import { logger } from '@/server/log/logger'

/**
 * A job is marked `processing` while a process runs it. A process killed meanwhile (kill -9, a
 * crash, an OOM kill) never clears the mark, and Payload's runner only takes jobs not marked: the
 * job, say an order confirmation, would never be sent. A mail job takes seconds; one still marked
 * after this long was left by a process that died, and is given back to the runner. (A mail sent
 * by a very slow process and then again is the lesser harm than one never sent.)
 */
export const STALLED_AFTER_MS = 2 * 60_000

/** Gives stalled jobs back to the runner; answers how many. */
export async function releaseStalledJobs(payload: Payload, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - STALLED_AFTER_MS).toISOString()
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: { and: [{ processing: { equals: true } }, { completedAt: { exists: false } }, { updatedAt: { less_than: cutoff } }] },
    data: { processing: false },
    depth: 0,
    overrideAccess: true,
  })
  if (docs.length) logger.warn({ jobs: docs.map((d) => d.id) }, 'jobs left running by a process that ended were given back to the runner')
  return docs.length
}

const KEY = Symbol.for('maison.stalledJobsTimer')

/** In the server process: releases stalled jobs now and every minute (each process does; the update is idempotent). */
export function watchStalledJobs(payload: Payload): void {
  const holder = globalThis as { [KEY]?: NodeJS.Timeout }
  if (holder[KEY]) return
  const run = () => void releaseStalledJobs(payload).catch((err: unknown) => logger.warn({ err }, 'stalled jobs not checked (database unavailable?)'))
  run()
  holder[KEY] = setInterval(run, 60_000)
  holder[KEY].unref()
}

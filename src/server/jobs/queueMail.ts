import type { Payload, PayloadRequest } from 'payload'
import { logger } from '@/server/log/logger'

/** A file sent with a mail, its bytes in base64 (a job's input is JSON). */
export type MailAttachment = { filename: string; contentType: string; content: string }
export type MailMessage = { to: string; subject: string; html: string; text: string; replyTo?: string; attachments?: MailAttachment[] }
/**
 * A mail that goes out only if this order was placed at this instant, or only if the order's move
 * with this key was committed (checked when the job runs).
 */
export type PlacedOrderCondition = { order: number; placedAt: string } | { orderEvent: string }

/**
 * Stores the message as a job, then tries it at once without making the caller wait. If sending
 * fails, the job stays queued and the job runner retries it.
 */
export async function queueMail(payload: Payload, message: MailMessage): Promise<void> {
  const job = await payload.jobs.queue({ task: 'sendMail', queue: 'mail', input: message, overrideAccess: true })
  const attempt = payload.jobs.runByID({ id: job.id, overrideAccess: true }).catch((err: unknown) => {
    logger.warn({ err, job: job.id }, 'mail not sent yet; the job runner will retry it')
  })
  // Tests and scripts can wait for the first attempt; requests never do.
  pendingMail.add(attempt)
  void attempt.finally(() => pendingMail.delete(attempt))
}

const pendingMail = new Set<Promise<unknown>>()

/**
 * How long a held mail waits before the job runner may take it: longer than any placement's
 * transaction may run (statements stop after 30 s), so the runner never judges the condition
 * before the transaction has committed or rolled back.
 */
export const HOLD_MS = 2 * 60_000

/**
 * Stores mails written before the change they report is committed: they wait (HOLD_MS) and go out
 * only if the condition holds when their job runs. Send them at once with sendHeldMail after the
 * commit; a process that dies in between leaves them to the job runner, which sends them after the
 * hold, so the commit and its mails cannot part. Answers the jobs' ids.
 */
export async function holdMail(payload: Payload, messages: MailMessage[], condition: PlacedOrderCondition): Promise<(number | string)[]> {
  const waitUntil = new Date(Date.now() + HOLD_MS)
  const ids: (number | string)[] = []
  for (const message of messages) {
    const job = await payload.jobs.queue({
      task: 'sendMail',
      queue: 'mail',
      input: {
        ...message,
        ...('orderEvent' in condition ? { onlyIfOrderEvent: condition.orderEvent } : { onlyIfOrder: condition.order, onlyIfPlacedAt: condition.placedAt }),
      },
      waitUntil,
      overrideAccess: true,
    })
    ids.push(job.id)
  }
  return ids
}

/** Sends held mails now (runByID does not wait for the hold), without making the caller wait. */
export function sendHeldMail(payload: Payload, ids: (number | string)[]): void {
  for (const id of ids) {
    const attempt = payload.jobs.runByID({ id, overrideAccess: true }).catch((err: unknown) => {
      logger.warn({ err, job: id }, 'mail not sent yet; the job runner will retry it')
    })
    pendingMail.add(attempt)
    void attempt.finally(() => pendingMail.delete(attempt))
  }
}

/** Drops held mails whose change did not happen (if this fails, their condition still stops them). */
export async function discardHeldMail(payload: Payload, ids: (number | string)[]): Promise<void> {
  if (!ids.length) return
  await payload.delete({ collection: 'payload-jobs', where: { id: { in: ids } }, overrideAccess: true, depth: 0 }).catch((err: unknown) => {
    logger.warn({ err, jobs: ids }, 'held mails not discarded; their condition keeps them from being sent')
  })
}

/**
 * For a collection hook inside Payload's operation: the mail's job is written in the operation's
 * transaction (req), so it exists only if the change it reports is committed, and is tried once
 * that transaction has ended (Payload drops `req.transactionID` on commit and on rollback). A
 * process that dies in between leaves the job to the job runner; a rollback leaves no job at all.
 * SQLite runs Payload's operations without transactions: the job is there at once.
 */
export async function queueMailWithChange(req: PayloadRequest, message: MailMessage): Promise<void> {
  const job = await req.payload.jobs.queue({ task: 'sendMail', queue: 'mail', input: message, req, overrideAccess: true })
  const attempt = transactionEnded(req)
    .then(() => req.payload.jobs.runByID({ id: job.id, overrideAccess: true }))
    .catch((err: unknown) => {
      logger.warn({ err, job: job.id }, 'mail not sent yet; the job runner will retry it')
    })
  pendingMail.add(attempt)
  void attempt.finally(() => pendingMail.delete(attempt))
}

/**
 * Resolves once the request's transaction has ended; at once without one (an adapter without
 * transactions leaves a promise of null in `req.transactionID`). Gives up after HOLD_MS, leaving
 * the job to the runner.
 */
async function transactionEnded(req: PayloadRequest): Promise<void> {
  const until = Date.now() + HOLD_MS
  while (req.transactionID && Date.now() < until) {
    if (req.transactionID instanceof Promise) {
      if (!(await req.transactionID)) return
    } else await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

export async function flushMail(): Promise<void> {
  await Promise.all([...pendingMail])
}

import type { Payload } from 'payload'
import { logger } from '@/server/log/logger'

export type MailMessage = { to: string; subject: string; html: string; text: string; replyTo?: string }

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

export async function flushMail(): Promise<void> {
  await Promise.all([...pendingMail])
}

import type { Payload, TaskConfig } from 'payload'

/**
 * One Message-ID per job, the same on every attempt: a job run again after its process died between
 * sending and finishing (stalledJobs) sends the same message, which the outbox keeps once and mail
 * servers and clients recognise as the one they have. The job's creation time keeps ids apart when
 * a database is started afresh and job ids begin again.
 */
export function jobMessageId(id: number | string, createdAt: string, from = 'service@aurelle.example'): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'aurelle.example'
  return `<mail-job-${id}-${new Date(createdAt).getTime()}@${domain}>`
}

/** Whether the order exists and was placed at exactly this instant (by the placement that held the mail). */
async function orderPlacedAt(payload: Payload, id: number, placedAt: string | null | undefined): Promise<boolean> {
  const { docs } = await payload.find({ collection: 'orders', where: { id: { equals: id } }, depth: 0, limit: 1, overrideAccess: true })
  const order = docs[0]
  // Placed and perhaps worked on since (issue 33): any status but the cart's.
  return !!order && order.status !== 'cart' && !!order.placedAt && !!placedAt && new Date(order.placedAt).getTime() === new Date(placedAt).getTime()
}

/** Whether an order's move with this key was committed (its history entry exists). */
async function orderEventExists(payload: Payload, key: string): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'order-events', where: { key: { equals: key } }, overrideAccess: true })
  return totalDocs > 0
}

/** A job's stored attachments as nodemailer takes them (anything malformed is left out). */
export function mailAttachmentsOf(stored: unknown): { filename: string; contentType: string; content: Buffer }[] {
  if (!Array.isArray(stored)) return []
  return stored.flatMap((a: unknown) => {
    const { filename, contentType, content } = (a ?? {}) as Record<string, unknown>
    return typeof filename === 'string' && typeof contentType === 'string' && typeof content === 'string'
      ? [{ filename, contentType, content: Buffer.from(content, 'base64') }]
      : []
  })
}

/**
 * Every e-mail goes out through this job: a mail outage leaves the job queued and it is retried
 * with backoff (the process's job runner picks it up again), so no message is lost.
 */
export const sendMailTask: TaskConfig<'sendMail'> = {
  slug: 'sendMail',
  label: 'Send e-mail',
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'subject', type: 'text', required: true },
    { name: 'html', type: 'textarea', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'replyTo', type: 'text' },
    // A held mail (holdMail): sent only if this order was placed at this instant.
    { name: 'onlyIfOrder', type: 'number' },
    { name: 'onlyIfPlacedAt', type: 'text' },
    // A held mail of an order's move (issue 33): sent only if the move's history entry was written.
    { name: 'onlyIfOrderEvent', type: 'text' },
    // Files sent with it (issue 33: the order's documents as PDF), each {filename, contentType, content in base64}.
    { name: 'attachments', type: 'json' },
  ],
  outputSchema: [],
  handler: async ({ input, job, req }) => {
    if (input.onlyIfOrderEvent && !(await orderEventExists(req.payload, input.onlyIfOrderEvent))) return { output: {} }
    if (input.onlyIfOrder != null && !(await orderPlacedAt(req.payload, input.onlyIfOrder, input.onlyIfPlacedAt))) return { output: {} }
    const messageId = jobMessageId(job.id, job.createdAt, process.env.MAIL_FROM)
    const attachments = mailAttachmentsOf(input.attachments)
    await req.payload.sendEmail({
      to: input.to,
      subject: input.subject,
      html: input.html,
      text: input.text,
      replyTo: input.replyTo ?? undefined,
      messageId,
      ...(attachments.length ? { attachments } : {}),
    })
    return { output: {} }
  },
}

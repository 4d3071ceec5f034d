import type { TaskConfig } from 'payload'

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
  ],
  outputSchema: [],
  handler: async ({ input, req }) => {
    await req.payload.sendEmail({ to: input.to, subject: input.subject, html: input.html, text: input.text, replyTo: input.replyTo ?? undefined })
    return { output: {} }
  },
}

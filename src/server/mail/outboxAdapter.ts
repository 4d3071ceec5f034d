import fs from 'node:fs/promises'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import nodemailer from 'nodemailer'
import type { EmailAdapter, SendEmailOptions } from 'payload'

export const outboxDir = () => path.resolve(/*turbopackIgnore: true*/ process.env.MAIL_OUTBOX_DIR ?? '.data/outbox')

/**
 * Mail goes over SMTP when SMTP_URL is set; otherwise each message is written as an .eml
 * file to the outbox folder, where people and tests read it.
 */
export function mailAdapter(): EmailAdapter {
  const from = process.env.MAIL_FROM ?? 'Aurelle <service@aurelle.example>'
  const [, defaultFromName = 'Aurelle', defaultFromAddress = 'service@aurelle.example'] = /^(.*?)\s*<(.+)>$/.exec(from) ?? []
  const transport = process.env.SMTP_URL
    ? nodemailer.createTransport(process.env.SMTP_URL)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

  return () => ({
    name: process.env.SMTP_URL ? 'smtp' : 'outbox',
    defaultFromAddress,
    defaultFromName,
    sendEmail: async (message: SendEmailOptions) => {
      const info = await transport.sendMail({ from, ...message })
      if (process.env.SMTP_URL) return info
      const dir = outboxDir()
      await fs.mkdir(dir, { recursive: true })
      // A message sent again under its Message-ID (a mail job retried after its process died between
      // writing and finishing) is the one already in the outbox, as a mail server would see it.
      const key = typeof message.messageId === 'string' ? message.messageId.replace(/[^A-Za-z0-9.@-]/g, '') : randomUUID()
      const existing = (await fs.readdir(dir)).find((f) => f.endsWith(`-${key}.eml`))
      if (existing) return { file: path.join(dir, existing) }
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${key}.eml`)
      await fs.writeFile(file, (info as unknown as { message: Buffer }).message)
      return { file }
    },
  })
}

import fs from 'node:fs'
import path from 'node:path'
import { expect } from 'vitest'

/** Waits for the newest message to an address in the server's outbox and returns its link. */
export async function linkFromOutbox(outboxDir: string, address: string, { after = 0 } = {}): Promise<string> {
  let link: string | undefined
  await expect
    .poll(
      () => {
        if (!fs.existsSync(outboxDir)) return undefined
        const mails = fs
          .readdirSync(outboxDir)
          .sort()
          .map((f) => fs.readFileSync(path.join(outboxDir, f), 'utf8'))
          .filter((eml) => new RegExp(`^To: ${address}`, 'mi').test(eml))
        const flat = mails.slice(after).at(-1)?.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
        link = flat ? /https?:\/\/[^\s"<]+\?uid=[^\s"<&]+&(?:amp;)?token=[0-9a-z-]+/.exec(flat)?.[0]?.replace(/&amp;/g, '&') : undefined
        return link
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBeTruthy()
  return link as string
}

export function mailCount(outboxDir: string, address: string): number {
  if (!fs.existsSync(outboxDir)) return 0
  return fs.readdirSync(outboxDir).filter((f) => new RegExp(`^To: ${address}`, 'mi').test(fs.readFileSync(path.join(outboxDir, f), 'utf8'))).length
}

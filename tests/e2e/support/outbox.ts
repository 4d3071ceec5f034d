import { expect } from 'vitest'
import { linkIn, mailsIn } from '../../support/api'

/** Waits for the newest message to an address in the server's outbox and returns its link. */
export async function linkFromOutbox(outboxDir: string, address: string, { after = 0 } = {}): Promise<string> {
  let link: string | undefined
  await expect
    .poll(
      () => {
        const newest = mailsIn(outboxDir, address).slice(after).at(-1)
        link = newest ? linkIn(newest).url : undefined
        return link
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBeTruthy()
  return link as string
}

export function mailCount(outboxDir: string, address: string): number {
  return mailsIn(outboxDir, address).length
}

/** Waits for the newest message to an address and returns the first URL in it matching `pattern`. */
export async function urlFromOutbox(outboxDir: string, address: string, pattern: RegExp): Promise<string> {
  let url: string | undefined
  await expect
    .poll(
      () => {
        const newest = mailsIn(outboxDir, address).at(-1)
        // Quoted-printable: soft line breaks removed, '=' restored.
        url = newest
          ?.replace(/=\r?\n/g, '')
          .replace(/=3D/g, '=')
          .match(pattern)?.[0]
        return url
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBeTruthy()
  return url as string
}

import fs from 'node:fs'
import path from 'node:path'
import type { NextRouteContext } from '@/server/http/route'
import { routeContext } from './routeContext'

type Handler = (request: Request, context: NextRouteContext) => Promise<Response>

/** Calls a route handler as Next would (with the route params of the URL), with a JSON body, and reads the JSON answer. */
export async function call(handler: Handler, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const request = new Request(`http://maison.test${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-client-ip': headers['x-client-ip'] ?? `10.0.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      ...headers,
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  })
  const response = await handler(request, routeContext(request.url))
  const text = await response.text()
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers }
}

/** The messages in an outbox folder addressed to someone, oldest first. */
export function mailsIn(dir: string, address: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .sort()
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'))
    .filter((eml) => new RegExp(`^To: ${address}`, 'mi').test(eml))
}

/** The messages in this test file's outbox addressed to someone, oldest first. */
export function mailsTo(address: string): string[] {
  return mailsIn(process.env.MAIL_OUTBOX_DIR as string, address)
}

/** The readable text of an .eml: every part's body decoded (base64 or quoted-printable) as UTF-8. */
export function mailText(eml: string): string {
  return eml
    .replace(/\r\n/g, '\n')
    .split(/\n--[^\n]+\n/)
    .map((part) => {
      const blank = part.indexOf('\n\n')
      const head = blank < 0 ? part : part.slice(0, blank)
      const body = blank < 0 ? '' : part.slice(blank + 2)
      if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) {
        // Soft breaks out, each =XX back to its byte (the rest is ASCII), then the bytes as UTF-8.
        const bytes = body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        return Buffer.from(bytes, 'latin1').toString('utf8')
      }
      return part
    })
    .join('\n')
}

/** The uid and token of the link in a message (quoted-printable soft breaks removed). */
export function linkIn(eml: string): { url: string; uid: string; token: string } {
  const flat = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
  const url = /https?:\/\/[^\s"<]+\?uid=[^\s"<&]+&(?:amp;)?token=[0-9a-z-]+/.exec(flat)?.[0]?.replace(/&amp;/g, '&')
  if (!url) throw new Error('no link in message')
  const params = new URL(url).searchParams
  return { url, uid: params.get('uid') as string, token: params.get('token') as string }
}

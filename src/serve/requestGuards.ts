// What the server settles about a request before the micro-cache or Next sees it.
import type { IncomingMessage } from 'node:http'

/** What the guards read and change of a request (node:http's IncomingMessage is one). */
export type GuardedRequest = Pick<IncomingMessage, 'headers' | 'rawHeaders' | 'url'> & { socket: { remoteAddress?: string } }

/**
 * The address rate limits key on (x-client-ip), never taken from a header the client controls; and
 * host and scheme from the request itself unless a trusted proxy states them (CSRF origin check).
 */
export function settleClientHeaders(req: GuardedRequest, trustProxy: boolean): void {
  const forwarded = trustProxy
    ? String(req.headers['x-forwarded-for'] ?? '')
        .split(',')[0]
        .trim()
    : ''
  req.headers['x-client-ip'] = forwarded || req.socket.remoteAddress || 'unknown'
  if (!trustProxy) {
    dropHeader(req, 'x-forwarded-host')
    dropHeader(req, 'x-forwarded-proto')
  }
}

// Paths src/proxy.ts does not see (its config.matcher): admin, Payload's REST and files, Next's own,
// anything with a dot. Next answered a malformed escape in them (`/cms-api/media/file/%ff`) with a bare
// 500; the proxy answers the others (a localized 404 page, or 400 for the API).
const OUTSIDE_PROXY = /^\/(?:admin|cms-api|_next)(?:[/?]|$)|^[^?]*\./

/** Whether the server itself answers 400: a malformed escape in a path the proxy does not see. */
export function malformedOutsideProxy(url: string): boolean {
  return OUTSIDE_PROXY.test(url) && malformedPath(url)
}

function malformedPath(url: string): boolean {
  try {
    decodeURIComponent(url.split('?')[0])
    return false
  } catch {
    return true
  }
}

/** Removes a request header everywhere Next may read it: the parsed headers and the raw list. */
function dropHeader(req: GuardedRequest, name: string) {
  delete req.headers[name]
  for (let i = req.rawHeaders.length - 2; i >= 0; i -= 2) if (req.rawHeaders[i].toLowerCase() === name) req.rawHeaders.splice(i, 2)
}

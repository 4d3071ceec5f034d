import 'server-only'
import type { Payload } from 'payload'
import { json } from '@/server/http/drf'
import { Answered, ApiError } from '@/server/http/errors'
import { requestLogger } from '@/server/log/logger'
import { payloadClient } from '@/server/payload/client'

/** What Next hands a route handler besides the request: the dynamic segments of its folder, by name. */
export type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> }

type Handler = (payload: Payload, request: Request, context: NextRouteContext) => Promise<Response>

const noParams: NextRouteContext = { params: Promise.resolve({}) }

const hasNul = (value: string) => value.includes('\u0000')

/**
 * A NUL character in the address or anywhere in a JSON body: no field of the house may hold one,
 * and PostgreSQL refuses it in any query (`invalid byte sequence`), so a body that reached a query
 * with one failed with a 500 (found by fuzzing, issue 20). Refused here for every route at once.
 * Answers the request to hand on: a JSON body is read once and passed on as read.
 */
async function refuseNul(request: Request): Promise<{ request: Request } | { response: Response }> {
  const url = new URL(request.url)
  let address = url.pathname
  try {
    address = decodeURIComponent(url.pathname) + decodeURIComponent(url.search)
  } catch {
    // A malformed escape stays as sent; the route answers its own 400 or 404 for it.
  }
  if (hasNul(address)) return { response: json({ detail: 'Malformed request.' }, 400) }
  if (!(request.headers.get('content-type') ?? '').includes('json') || request.method === 'GET' || request.method === 'HEAD') return { request }
  const text = await request.text()
  // A raw NUL, or the escape \u0000 after an even number of backslashes (else the backslash is escaped):
  // a scan of the text, so the body is parsed once, by the route.
  const found = hasNul(text) || /(?:^|[^\\])(?:\\\\)*\\u0000/i.test(text)
  if (found) return { response: json({ detail: 'JSON parse error - text may not contain NUL characters.' }, 400) }
  return { request: new Request(request, { body: text }) }
}

/**
 * A contract route: Payload in, a Response out. A thrown ApiError (src/server/http/errors.ts) is its
 * DRF answer, a thrown Answered its Response; any other failure is logged with the request id and answered 500.
 */
export function contractRoute(handler: Handler) {
  return async (request: Request, context: NextRouteContext = noParams): Promise<Response> => {
    try {
      const checked = await refuseNul(request)
      if ('response' in checked) return checked.response
      return await handler(await payloadClient(), checked.request, context)
    } catch (err) {
      if (err instanceof ApiError) return json(err.body, err.status, err.headers)
      if (err instanceof Answered) return err.response
      requestLogger(request.headers).error({ err, path: new URL(request.url).pathname }, 'contract route failed')
      return json({ detail: 'A server error occurred.' }, 500)
    }
  }
}

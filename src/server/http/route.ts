import 'server-only'
import type { Payload } from 'payload'
import { json } from '@/server/http/drf'
import { requestLogger } from '@/server/log/logger'
import { payloadClient } from '@/server/payload/client'

type Handler = (payload: Payload, request: Request) => Promise<Response>

/** A contract route: Payload in, a Response out; unexpected failures are logged with the request id. */
export function contractRoute(handler: Handler) {
  return async (request: Request): Promise<Response> => {
    try {
      return await handler(await payloadClient(), request)
    } catch (err) {
      requestLogger(request.headers).error({ err, path: new URL(request.url).pathname }, 'contract route failed')
      return json({ detail: 'A server error occurred.' }, 500)
    }
  }
}

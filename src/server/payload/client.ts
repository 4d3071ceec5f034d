import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload instance of this process (Payload caches it across calls). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}

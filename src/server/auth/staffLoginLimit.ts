import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { consume } from '@/server/rateLimit/limiter'

/**
 * Sign-ins and reset requests to the back office, counted per address (ASVS 2.2.1). Payload locks
 * one staff account after five wrong passwords, but someone trying one password on many addresses
 * never trips that lock. Counts requests that came through the HTTP server, which sets
 * x-client-ip (src/serve/server.ts); the server's own Local API calls carry none and are not limited.
 */
export const limitStaffLoginByAddress: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'login' && operation !== 'forgotPassword') return args
  const ip = req.headers?.get('x-client-ip')
  if (!ip) return args
  const limited = await consume('staffLoginIp', ip)
  if (limited.ok) return args
  // Payload's error answer merges req.responseHeaders: the wait, as the site's 429s state it.
  req.responseHeaders = new Headers({ 'Retry-After': String(limited.retryAfterS) })
  throw new APIError(`Too many sign-in attempts from this address. Try again in ${limited.retryAfterS} seconds.`, 429, undefined, true)
}

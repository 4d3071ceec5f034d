import type { Endpoint } from 'payload'

/**
 * Site accounts sign in, reset and activate only through the spec's `/api/v1` contract, where the
 * rate limits, the activation check and the uniform answers live (src/server/auth/session.ts,
 * registration.ts). Payload adds its own auth endpoints to every auth collection, so
 * `/cms-api/users/login` let an account that was never activated sign in, skipped the throttles, and
 * told a locked account from an unknown address by its message. Collection endpoints listed first
 * win over Payload's defaults, so these answer 404 in their place. `unlock` stays for admins.
 */
const closed = ['/login', '/refresh-token', '/forgot-password', '/reset-password', '/first-register', '/verify/:id', '/init'] as const

const notFound = () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })

export const closedPayloadAuthEndpoints: Endpoint[] = closed.flatMap((path) => [
  { path, method: 'post' as const, handler: notFound },
  { path, method: 'get' as const, handler: notFound },
])

/**
 * The caller's address. src/serve/server.ts overwrites x-client-ip with the socket's address (or,
 * behind a trusted proxy, the first x-forwarded-for hop), so a client cannot choose it.
 */
export function clientIp(request: Request): string {
  return request.headers.get('x-client-ip') ?? 'unknown'
}

/**
 * The origin a request was addressed to, as Django's `request.get_host()` sees it: the Host header,
 * or X-Forwarded-Host/-Proto only behind a trusted proxy (TRUST_PROXY=1). src/serve/server.ts
 * drops the forwarded headers otherwise, so a client cannot choose them; this reads them the same way.
 */
export function requestOrigin(request: Request): string | null {
  const trusted = process.env.TRUST_PROXY === '1'
  const first = (name: string) => request.headers.get(name)?.split(',')[0].trim() || null
  const host = (trusted && first('x-forwarded-host')) || request.headers.get('host')
  if (!host) return null
  const proto = (trusted && first('x-forwarded-proto')) || new URL(request.url).protocol.replace(':', '')
  return `${proto}://${host}`
}

// Tells the person who ran `npm start` when the house can be opened: the server listens at once, but
// migrations, the demo seed and the search index come first (src/instrumentation.ts).

/** The host to ask for the server's own health: loopback for "every interface", brackets for IPv6. */
export function healthHost(hostname: string): string {
  if (['0.0.0.0', '::'].includes(hostname)) return '127.0.0.1'
  return hostname.includes(':') ? `[${hostname}]` : hostname
}

/** Polls /api/health each second until it is 200 (ready) or says the start failed. */
export async function announceReady(hostname: string, port: number): Promise<void> {
  const started = Date.now()
  const host = healthHost(hostname)
  for (;;) {
    try {
      const res = await fetch(`http://${host}:${port}/api/health`, { signal: AbortSignal.timeout(5000) })
      const { status } = (await res.json()) as { status?: string }
      if (res.ok) return console.log(`maison: ready on http://localhost:${port}/ (${Math.round((Date.now() - started) / 1000)} s after listening)`)
      if (status === 'failed') return console.error('maison: not ready: the start failed (see the log above); /api/health answers 503')
    } catch {
      // not answering yet
    }
    await new Promise((r) => setTimeout(r, 1000))
  }
}

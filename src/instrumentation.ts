/**
 * Runs once per server process before the first request: Payload connects (and, in production,
 * applies pending migrations), then the demo house is seeded into an empty database.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { boot } = await import('@/server/boot/boot')
  await boot()
}

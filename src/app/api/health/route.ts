import { databaseHealthy } from '@/server/boot/health'
import { bootState } from '@/server/boot/bootState'

export const dynamic = 'force-dynamic'

/**
 * 200 {"status":"ok"} once the house is ready (migrated, seeded, search index built) and the
 * database answers; 503 with the phase ("starting", "seeding", "failed") or "unavailable" otherwise.
 * Load balancers and `npm start` poll this.
 */
export async function GET() {
  const { phase, reason } = bootState()
  const body = phase !== 'ready' ? { status: phase, ...(reason ? { reason } : {}) } : (await databaseHealthy()) ? { status: 'ok' } : { status: 'unavailable' }
  return Response.json(body, { status: body.status === 'ok' ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}

import { databaseHealthy } from '@/server/boot/health'

export const dynamic = 'force-dynamic'

/** 200 once the database answers, 503 otherwise (load balancers and `npm start` poll this). */
export async function GET() {
  const ok = await databaseHealthy()
  return Response.json({ status: ok ? 'ok' : 'unavailable' }, { status: ok ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}

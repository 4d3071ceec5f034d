import 'server-only'
import type { Payload } from 'payload'
import { readMaxJewelleryPieces } from '@/domain/trade/linePieces'

/**
 * The most pieces a jewellery line may hold, as the house keeps it in the admin (the `trade-settings`
 * global, issue 33); the default while it was never saved. Read fresh on every add and change, as
 * prices are, so a lowered maximum applies from the next request on.
 */
export async function maxJewelleryPieces(payload: Payload): Promise<number> {
  const settings = await payload.findGlobal({ slug: 'trade-settings', depth: 0, overrideAccess: true })
  return readMaxJewelleryPieces((settings as { maxJewelleryPieces?: unknown }).maxJewelleryPieces)
}

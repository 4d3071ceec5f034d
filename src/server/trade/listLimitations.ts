import 'server-only'
import type { Payload } from 'payload'
import { takeableWhere } from '@/server/trade/limitationHold'

/**
 * GET /api/v1/commerce/limitations/ (commerce token): the free limitation numbers per SKU prefix,
 * ascending (a number whose cart hold has lapsed is free again). Every ring of the year's prefix is listed, with [] when its numbers are gone, so the
 * shop tells "sold out" from "not limited" without guessing (spec 2 §4).
 */
export async function listLimitations(payload: Payload) {
  const [numbers, rings] = await Promise.all([
    payload.find({
      collection: 'limitation-numbers',
      where: takeableWhere(),
      sort: ['skuPrefix', 'number'],
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { skuPrefix: true, number: true },
    }),
    payload.find({
      collection: 'product-groups',
      where: { isRingOfTheYear: { equals: true } },
      depth: 0,
      pagination: false,
      overrideAccess: true,
      select: { skuPrefix: true },
    }),
  ])
  const free: Record<string, number[]> = {}
  for (const ring of rings.docs) free[ring.skuPrefix] ??= []
  for (const n of numbers.docs) (free[n.skuPrefix] ??= []).push(n.number)
  return free
}

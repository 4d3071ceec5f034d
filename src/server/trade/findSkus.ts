import 'server-only'
import type { Payload } from 'payload'
import type { Sku } from '@/payload-types'
import { buildArticleNumber } from '@/domain/trade/buildArticleNumber'
import { parseArticleNumber } from '@/domain/trade/parseArticleNumber'

/**
 * The SKU code a code falls back to: the same article without its length ("10-1101-0560-1-GG" →
 * "10-1101-00-1-GG"), or null when the code has no length or is not a SKU code at all (a full code
 * with suffixes, or no article number).
 */
export function baseSkuCode(code: string): string | null {
  try {
    const parts = parseArticleNumber(code)
    if (parts.specialColor !== null || parts.specialLength !== null || parts.length === null) return null
    return buildArticleNumber({ ...parts, length: null })
  } catch {
    return null
  }
}

/**
 * The SKU document for each code that has one, keyed by the code asked for. A stock length is a SKU
 * code of its own (the base SKU with the length written in, configuredArticleNumber); the house
 * lists such a SKU only where it differs from its base, so a length without one is the base SKU
 * (its weight, delivery time and price). One query for all codes.
 */
export async function findSkus(payload: Payload, codes: readonly string[]): Promise<Map<string, Sku>> {
  const wanted = [...new Set(codes.flatMap((c) => [c, baseSkuCode(c) ?? []].flat()))]
  if (!wanted.length) return new Map()
  const { docs } = await payload.find({ collection: 'skus', where: { code: { in: wanted } }, depth: 0, pagination: false, overrideAccess: true })
  const byCode = new Map(docs.map((s) => [s.code, s]))
  const found = new Map<string, Sku>()
  for (const code of codes) {
    const base = baseSkuCode(code)
    const sku = byCode.get(code) ?? (base ? byCode.get(base) : undefined)
    if (sku) found.set(code, sku)
  }
  return found
}

import 'server-only'
import type { Payload } from 'payload'
import type { Media } from '@/payload-types'
import { mapImage } from '@/server/content/mapMedia'

export type LineProduct = { name: string; image: string | null }

/**
 * What an open order's line shows of its product, as the cart does (src/server/trade/orderView.ts):
 * the product group's name and its first product's picture. Two queries for the whole list.
 */
export async function orderLineProducts(payload: Payload, groupIds: number[]): Promise<Map<number, LineProduct>> {
  const ids = [...new Set(groupIds)]
  if (!ids.length) return new Map()
  const { docs: groups } = await payload.find({
    collection: 'product-groups',
    where: { id: { in: ids } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { name: true, products: true },
  })
  const firstProduct = new Map(
    groups.map((g) => [Number(g.id), g.products?.[0] === undefined ? null : Number(typeof g.products[0] === 'object' ? g.products[0].id : g.products[0])]),
  )
  const productIds = [...new Set([...firstProduct.values()].filter((id): id is number => id !== null))]
  const { docs: products } = productIds.length
    ? await payload.find({
        collection: 'products',
        where: { id: { in: productIds } },
        depth: 1,
        pagination: false,
        overrideAccess: true,
        select: { imageMain: true },
      })
    : { docs: [] }
  const images = new Map(products.map((p) => [Number(p.id), mapImage(p.imageMain as Media | number | null)?.url ?? null]))
  return new Map(groups.map((g) => [Number(g.id), { name: g.name, image: images.get(firstProduct.get(Number(g.id)) ?? -1) ?? null }]))
}

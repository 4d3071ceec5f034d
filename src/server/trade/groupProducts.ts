import 'server-only'
import type { Payload } from 'payload'
import type { UrlLocale } from '@/i18n/locales'
import { filterAttributesOf } from '@/domain/productFilters'
import type { Alloy } from '@/domain/trade/alloys'
import type { GroupProduct } from '@/domain/trade/productGroup'
import { fullSlug } from '@/server/cms/contentTypes'
import { mapImage } from '@/server/content/mapMedia'
import { filterFieldSelect } from '@/server/products/filterFieldSelect'

/**
 * The site products shown in product groups (spec 2 §3: name, name2, type, filterAlloy, imageMain,
 * fullSlug) with their filter attributes, published ones only, in one language. Keyed by id as strings.
 */
export async function groupProducts(payload: Payload, ids: (number | string)[], locale: UrlLocale): Promise<Map<string, GroupProduct>> {
  if (!ids.length) return new Map()
  const { docs } = await payload.find({
    collection: 'products',
    locale,
    where: { and: [{ id: { in: ids } }, { _status: { equals: 'published' } }] },
    depth: 1,
    pagination: false,
    overrideAccess: true,
    select: { name: true, name2: true, type: true, imageMain: true, slug: true, ...filterFieldSelect },
  })
  return new Map(
    docs.map((p) => [
      String(p.id),
      {
        ...filterAttributesOf(p),
        name: p.name,
        name2: p.name2 ?? null,
        type: p.type,
        filterAlloy: (p.filterAlloy ?? []) as Alloy[],
        imageMain: mapImage(p.imageMain)?.url ?? null,
        fullSlug: fullSlug('product', locale, p.slug),
      },
    ]),
  )
}

import type { Payload } from 'payload'
import { beforeAll, expect, it } from 'vitest'
import { GET as filterRoute } from '@/app/api/v1/products/filter/route'
import { readFilterQuery } from '@/domain/productFilters'
import { SKIP_REVALIDATE } from '@/server/cache/revalidateHooks'
import type { BlockView } from '@/blocks/blockView'
import { applyProductFilters } from '@/server/products/filterProducts'
import { call } from '../support/api'
import { describeDb, testPayload } from '../support/payload'

// Issue 6: "Filtering happens on the server". The filter endpoint and the filtered twin of a page read
// the list's pieces from the real database (hasMany selects, clasp texts, yes/no fields), published only.
describeDb('product list filtering on the database', () => {
  let payload: Payload
  const ids: Record<string, number | string> = {}
  const context = { [SKIP_REVALIDATE]: true }

  beforeAll(async () => {
    payload = await testPayload()
    const media = await payload.create({
      collection: 'media',
      data: { alt: 'Ring' },
      filePath: 'seed/images/p-10-1101-main.webp',
      overrideAccess: true,
      context,
    })
    const piece = async (key: string, mpn: string, data: Record<string, unknown>, status: 'published' | 'draft' = 'published') => {
      const doc = await payload.create({
        collection: 'products',
        data: { name: key, slug: key.toLowerCase(), mpn, imageMain: media.id, _status: status, ...data } as never,
        draft: status === 'draft',
        overrideAccess: true,
        context,
      })
      ids[key] = doc.id
    }
    await piece('Modern', '10-2001-00-1-GG', { type: 'ring', filterRingDesign: ['modern'], filterRingWidth: ['narrow'], filterAlloy: ['yellow_gold'] })
    await piece('Classic', '10-2002-00-1-WG', {
      type: 'ring',
      filterRingDesign: ['classic', 'modern'],
      filterRingWidth: ['wide'],
      isLimited: true,
      filterAlloy: ['white_gold'],
    })
    await piece('Romantic', '10-2003-00-1-GG', {
      type: 'ring',
      filterRingDesign: ['romantic'],
      filterRingWidth: ['narrow'],
      hasEnamel: true,
      filterRingEnamelColor: ['red'],
    })
    await piece('Draft', '10-2004-00-1-GG', { type: 'ring', filterRingDesign: ['modern'], filterRingWidth: ['narrow'] }, 'draft')
    await piece('Heart', '30-2101-00-1-GG', { type: 'bracelet', filterBraceletClasp: ['heart_clasp'], filterAlloy: ['yellow_gold'] })
    await piece('Flexible', '30-2102-00-1-WG', { type: 'bracelet', filterBraceletClasp: ['flexible_gold'], filterAlloy: ['white_gold'], isLimited: true })
  })

  const names = async (query: string) => {
    const res = await call(filterRoute, 'GET', `/api/v1/products/filter/?${query}`)
    expect(res.status).toBe(200)
    const body = res.body as { count: number; products: { name: string }[] }
    expect(body.count).toBe(body.products.length)
    return body.products.map((p) => p.name)
  }
  const rings = () => ['Romantic', 'Draft', 'Classic', 'Modern'].map((k) => ids[k]).join(',')

  it('filters ring multi groups (any value within, all groups across) in the list order, published only', async () => {
    expect(await names(`ids=${rings()}&productType=ring&locale=de`)).toEqual(['Romantic', 'Classic', 'Modern'])
    expect(await names(`ids=${rings()}&productType=ring&filterRingDesign=modern`)).toEqual(['Classic', 'Modern'])
    expect(await names(`ids=${rings()}&productType=ring&filterRingDesign=modern,romantic&filterRingWidth=narrow`)).toEqual(['Romantic', 'Modern'])
    expect(await names(`ids=${rings()}&productType=ring&filterRingEnamelColor=red&hasEnamel=1`)).toEqual(['Romantic'])
    expect(await names(`ids=${rings()}&productType=ring&filterRingDesign=dynamic`)).toEqual([])
  })

  it('filters bracelet clasps (an open text list), alloys and yes/no properties', async () => {
    const bracelets = `ids=${ids.Heart},${ids.Flexible}&productType=bracelet`
    expect(await names(`${bracelets}&filterBraceletClasp=heart_clasp`)).toEqual(['Heart'])
    expect(await names(`${bracelets}&filterAlloy=white_gold,yellow_gold&isLimited=1`)).toEqual(['Flexible'])
  })

  it('narrows the filtering list of a page for its filtered twin', async () => {
    const block = {
      id: 'list',
      channel: 'both',
      device: 'both',
      blockType: 'productList',
      layout: 'triple',
      products: [],
      filter: { productType: 'ring', productIds: [ids.Modern, ids.Classic, ids.Romantic], claspValues: [], selections: [] },
    } satisfies BlockView
    const [filtered] = await applyProductFilters(payload, [block], readFilterQuery(new URLSearchParams('filterRingWidth=wide')), 'en')
    expect(filtered).toMatchObject({ products: [{ name: 'Classic', href: '/en/jewellery/classic/' }] })
  })
})

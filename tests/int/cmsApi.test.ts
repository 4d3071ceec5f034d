import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import StoryblokClient, { type ISbStoriesParams } from 'storyblok-js-client'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { GET as storiesRoute } from '@/app/api/v1/cms/cdn/stories/route'
import { GET as storyRoute } from '@/app/api/v1/cms/cdn/stories/[...slug]/route'
import { GET as datasourceRoute } from '@/app/api/v1/cms/cdn/datasource_entries/route'
import { GET as pageExistsRoute } from '@/app/api/v1/pages/exists/route'
import { signPreviewToken } from '@/server/preview/previewToken'
import type { NextRouteContext } from '@/server/http/route'
import { describeDb } from '../support/payload'
import { routeContext } from '../support/routeContext'
import { seededPayload } from '../support/seededHouse'

type Story = {
  id: number
  uuid: string
  name: string
  slug: string
  full_slug: string
  default_full_slug: string
  lang: string
  content: Record<string, unknown> & { _uid: string; component: string }
  translated_slugs: { path: string; name: string | null; lang: string }[]
  [key: string]: unknown
}

/**
 * Issue 5: "Content API compatible with Storyblok's delivery API (`/api/v1/cms/...`). The spec's
 * client reads content through this proxy; keep it faithful so any Storyblok client works against
 * maison." Done when "a contract test runs the published npm client `storyblok-js-client` against
 * `/api/v1/cms/` (getAll of products and jewellers, a single story by slug and by uuid, datasource
 * entries) and gets every seeded story exactly once with the fields above; draft requests without a
 * valid token get only published content."
 */
describeDb('content API (Storyblok delivery API contract)', () => {
  let payload: Payload
  let server: http.Server
  let endpoint: string
  let sb: StoryblokClient

  // The Storyblok client speaks HTTP: a small server hands each request to the route handlers in-process.
  const routes: [RegExp, (request: Request, context: NextRouteContext) => Promise<Response>][] = [
    [/^\/api\/v1\/cms\/cdn\/stories\/?$/, storiesRoute],
    [/^\/api\/v1\/cms\/cdn\/stories\/.+/, storyRoute],
    [/^\/api\/v1\/cms\/cdn\/datasource_entries\/?$/, datasourceRoute],
  ]
  const requests: string[] = []

  beforeAll(async () => {
    payload = await seededPayload()
    server = http.createServer(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      requests.push(`${url.pathname}${url.search}`)
      const handler = routes.find(([pattern]) => pattern.test(url.pathname))?.[1]
      if (!handler) return void res.writeHead(404).end()
      const headers = new Headers(Object.entries(req.headers).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])) as [string, string][])
      // As Next does: the request and its folder's params ({…slug} of a single story).
      const response = await handler(new Request(url, { headers }), routeContext(url.href))
      res.writeHead(response.status, Object.fromEntries(response.headers))
      res.end(Buffer.from(await response.arrayBuffer()))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1/cms`
    sb = new StoryblokClient({ accessToken: 'public-token', endpoint })
  })
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  // The fields the assertions compare (the layouts would make every read slow on PostgreSQL).
  const productSelect = {
    mpn: true,
    slug: true,
    uuid: true,
    name: true,
    name2: true,
    pageSummary: true,
    type: true,
    imageMain: true,
    filterAlloy: true,
    filterRingEnamelColor: true,
    hasEnamel: true,
  } as const
  const seeded = async (collection: 'products', locale: 'de' | 'en' = 'de') =>
    (await payload.find({ collection, locale, pagination: false, depth: 0, overrideAccess: true, select: productSelect })).docs
  const seededStores = async () =>
    (await payload.find({ collection: 'jewelers', pagination: false, depth: 0, overrideAccess: true, select: { slug: true, latitude: true } })).docs
  // find_by is a parameter of the delivery API that the client's types do not list.
  const findByUuid = { find_by: 'uuid' } as ISbStoriesParams
  const storyFields = [
    'id',
    'uuid',
    'name',
    'slug',
    'full_slug',
    'content',
    'created_at',
    'published_at',
    'first_published_at',
    'lang',
    'default_full_slug',
    'translated_slugs',
    'alternates',
    'tag_list',
    'is_startpage',
    'parent_id',
    'position',
  ]
  const productFields = [
    'name',
    'name2',
    'type',
    'mpn',
    'isLimited',
    'imageMain',
    'imageLandscape',
    'imageSet',
    'pageSummary',
    'wizardTags',
    'filterAlloy',
    'filterBraceletClasp',
    'filterEarringsType',
    'hasEnamel',
    'hasHeartSymbol',
    'hasMultipleDiamonds',
    'filterNecklaceGeneration',
    'filterRingDesign',
    'filterRingDiamonds',
    'filterRingEnamelColor',
    'filterRingWidth',
  ]
  // Spec 3 §3, jeweller store: "name, address, zip, city, phone, fax, whatsapp, websites, latitude,
  // longitude, type (boutique, lounge, jeweler), email, country, logos, opening times, slug".
  const jewelerFields = [
    'name',
    'address',
    'zip',
    'city',
    'phone',
    'fax',
    'whatsapp',
    'websites',
    'latitude',
    'longitude',
    'type',
    'email',
    'country',
    'logos',
    'openingTimes',
    'slug',
  ]

  it('getAll of products (100 a page) returns every seeded product exactly once with the story and spec fields', async () => {
    const stories = (await sb.getAll('cdn/stories', { content_type: 'product', per_page: 100 })) as Story[]
    const products = await seeded('products')
    expect(stories).toHaveLength(40)
    expect(new Set(stories.map((s) => s.uuid)).size).toBe(40)
    expect(new Set(stories.map((s) => s.id)).size).toBe(40)
    expect(new Set(stories.map((s) => s.content.mpn))).toEqual(new Set(products.map((p) => p.mpn)))
    for (const story of stories) {
      expect(Object.keys(story)).toEqual(expect.arrayContaining(storyFields))
      expect(Object.keys(story.content)).toEqual(expect.arrayContaining(['_uid', 'component', ...productFields]))
      const product = products.find((p) => p.mpn === story.content.mpn)!
      expect(story).toMatchObject({
        uuid: product.uuid,
        slug: product.slug,
        full_slug: `schmuck/${product.slug}`,
        default_full_slug: `schmuck/${product.slug}`,
        lang: 'default',
      })
      expect(story.content).toMatchObject({ _uid: product.uuid, component: 'product', name: product.name, type: product.type })
      expect(story.translated_slugs.map((t) => t.lang)).toEqual(['en', 'ja', 'zh-hans'])
      expect(story.translated_slugs.every((t) => t.path.startsWith('jewellery/'))).toBe(true)
      expect(story.content.imageMain).toMatchObject({ fieldtype: 'asset', filename: expect.stringMatching(/^https?:\/\/.+\.webp$/) })
      expect(Array.isArray(story.content.imageSet)).toBe(true)
      expect(story.published_at).toBeTruthy()
    }
  })

  it('getAll of jewellers returns all 60 stores exactly once with the store fields', async () => {
    const stories = (await sb.getAll('cdn/stories', { content_type: 'jeweler', per_page: 100 })) as Story[]
    const stores = await seededStores()
    expect(stories).toHaveLength(60)
    expect(new Set(stories.map((s) => s.content.slug))).toEqual(new Set(stores.map((s) => s.slug)))
    for (const story of stories) {
      expect(Object.keys(story.content)).toEqual(expect.arrayContaining(['_uid', 'component', ...jewelerFields]))
      expect(story.full_slug).toBe(`jewelers/${story.content.slug}`)
      expect(story.content.component).toBe('jeweler')
      // Storyblok's number fields are strings.
      expect(Number(story.content.latitude)).toBeCloseTo(stores.find((s) => s.slug === story.content.slug)!.latitude, 5)
    }
  })

  it('"The spec\'s clients page through products and jewellers 100 at a time until a short or empty page": each story exactly once', async () => {
    for (const [content_type, expected] of [
      ['product', 40],
      ['jeweler', 60],
    ] as const) {
      for (const per_page of [100, 7]) {
        const seen: Story[] = []
        for (let page = 1; ; page++) {
          const res = await sb.get('cdn/stories/', { content_type, per_page, page })
          expect(res.total).toBe(expected)
          expect(res.perPage).toBe(per_page)
          seen.push(...(res.data.stories as Story[]))
          if (res.data.stories.length < per_page) break
        }
        expect(seen).toHaveLength(expected)
        expect(new Set(seen.map((s) => s.id)).size).toBe(expected)
      }
    }
  })

  it('pages across all story types in one sorted order without repeats or gaps', async () => {
    const total = (await sb.get('cdn/stories', { per_page: 1 })).total
    expect(total).toBeGreaterThanOrEqual(105)
    for (const sort_by of [undefined, 'name:asc', 'created_at:desc']) {
      const seen: Story[] = []
      for (let page = 1; page < 50; page++) {
        const { data } = await sb.get('cdn/stories', { per_page: 9, page, sort_by })
        seen.push(...data.stories)
        if (data.stories.length < 9) break
      }
      expect(seen).toHaveLength(total)
      expect(new Set(seen.map((s) => s.id)).size).toBe(total)
    }
  })

  it('a single story by full_slug, by id and by uuid (find_by=uuid); unknown → 404', async () => {
    const [product] = (await seeded('products')).filter((p) => p.mpn === '10-1101-00-1-GG')
    const bySlug = (await sb.get(`cdn/stories/schmuck/${product.slug}`)).data.story as Story
    expect(bySlug).toMatchObject({ uuid: product.uuid, full_slug: `schmuck/${product.slug}`, content: { mpn: product.mpn } })
    const byId = (await sb.get(`cdn/stories/${bySlug.id}`)).data.story as Story
    const byUuid = (await sb.get(`cdn/stories/${product.uuid}`, findByUuid)).data.story as Story
    expect(byId.uuid).toBe(product.uuid)
    expect(byUuid.id).toBe(bySlug.id)
    const store = (await sb.get('cdn/stories/jewelers/aurelle-boutique-pforzheim/')).data.story as Story
    expect(store.content).toMatchObject({ name: 'Aurelle Boutique Pforzheim', city: 'Pforzheim', country: 'DE' })
    const home = (await sb.get('cdn/stories/home')).data.story as Story
    expect(home.content.component).toBe('page')
    expect(Array.isArray(home.content.body)).toBe(true)
    for (const missing of ['cdn/stories/schmuck/no-such-ring', 'cdn/stories/999999', 'cdn/stories/jewelers/nowhere']) {
      await expect(sb.get(missing)).rejects.toMatchObject({ status: 404 })
    }
    await expect(sb.get('cdn/stories/00000000-0000-4000-8000-000000000000', findByUuid)).rejects.toMatchObject({ status: 404 })
  })

  it('a story or page address with a malformed escape (%ff) is not found, not a 500', async () => {
    await expect(sb.get('cdn/stories/schmuck/%ff')).rejects.toMatchObject({ status: 404 })
    for (const path of ['/de/%ff/', '/de/schmuck/%E0%A4%A/']) {
      const res = await pageExistsRoute(new Request(`http://127.0.0.1/api/v1/pages/exists/?path=${encodeURIComponent(path)}`))
      expect(res.status, path).toBe(404)
      expect(res.headers.get('x-document'), path).toBe('missing')
    }
  })

  it('language=en gives the English names, language-prefixed full_slug and translated_slugs', async () => {
    const [de] = (await seeded('products')).filter((p) => p.mpn === '10-1101-00-1-GG')
    const [en] = (await seeded('products', 'en')).filter((p) => p.mpn === '10-1101-00-1-GG')
    const { data } = await sb.get('cdn/stories', { content_type: 'product', language: 'en', by_uuids: de.uuid as string })
    const story = data.stories[0] as Story
    expect(story).toMatchObject({
      lang: 'en',
      slug: en.slug,
      full_slug: `en/jewellery/${en.slug}`,
      default_full_slug: `schmuck/${de.slug}`,
      content: { name: en.name, name2: en.name2, pageSummary: en.pageSummary },
    })
    expect(story.translated_slugs.find((t) => t.lang === 'en')).toMatchObject({ path: `jewellery/${en.slug}` })
    // The translated path finds the story too, and selects its language.
    const byPath = (await sb.get(`cdn/stories/en/jewellery/${en.slug}`)).data.story as Story
    expect(byPath).toMatchObject({ uuid: de.uuid, lang: 'en', content: { name2: en.name2 } })
    const byDefaultPath = (await sb.get(`cdn/stories/schmuck/${de.slug}`, { language: 'en' })).data.story as Story
    expect(byDefaultPath).toMatchObject({ uuid: de.uuid, full_slug: `en/jewellery/${en.slug}` })
    const jaList = await sb.getAll('cdn/stories', { starts_with: 'ja/jewellery/', per_page: 100 })
    expect(jaList).toHaveLength(40)
    expect((jaList[0] as Story).lang).toBe('ja')
  })

  it('filter_query, starts_with and by_slugs select as Storyblok does; no match is an empty list', async () => {
    const products = await seeded('products')
    const rings = await sb.getAll('cdn/stories', { content_type: 'product', per_page: 100, filter_query: { type: { in: 'ring' } } })
    expect(rings).toHaveLength(products.filter((p) => p.type === 'ring').length)
    const whiteGold = await sb.getAll('cdn/stories', { content_type: 'product', per_page: 100, filter_query: { filterAlloy: { in: 'white_gold' } } })
    expect(whiteGold).toHaveLength(products.filter((p) => p.filterAlloy?.includes('white_gold')).length)
    const both = await sb.getAll('cdn/stories', {
      content_type: 'product',
      per_page: 100,
      filter_query: { filterAlloy: { all_in_array: 'white_gold,yellow_gold' } },
    })
    expect(both).toHaveLength(products.filter((p) => p.filterAlloy?.includes('white_gold') && p.filterAlloy?.includes('yellow_gold')).length)
    const notRings = await sb.getAll('cdn/stories', { content_type: 'product', per_page: 100, filter_query: { type: { not_in: 'ring' } } })
    expect(notRings.length + rings.length).toBe(40)
    const enamel = await sb.getAll('cdn/stories', { content_type: 'product', per_page: 100, filter_query: { hasEnamel: { is: 'true' } } })
    expect(enamel).toHaveLength(products.filter((p) => p.hasEnamel).length)
    const ringOrNecklace = await sb.getAll('cdn/stories', {
      content_type: 'product',
      per_page: 100,
      filter_query: { __or: [{ type: { in: 'ring' } }, { type: { in: 'necklace' } }] },
    })
    expect(ringOrNecklace).toHaveLength(products.filter((p) => p.type === 'ring' || p.type === 'necklace').length)
    const herz = products.filter((p) => p.slug.startsWith('herz'))
    expect(herz.length).toBeGreaterThan(0)
    expect(await sb.getAll('cdn/stories', { starts_with: 'schmuck/herz', per_page: 100 })).toHaveLength(herz.length)
    expect(
      await sb.getAll('cdn/stories', { content_type: 'product', per_page: 100, filter_query: { name: { like: `${herz[0].name.slice(0, 4)}*` } } }),
    ).toHaveLength(products.filter((p) => p.name.startsWith(herz[0].name.slice(0, 4))).length)
    expect(await sb.getAll('cdn/stories', { starts_with: 'jewelers/', per_page: 100 })).toHaveLength(60)
    const two = await sb.getAll('cdn/stories', { by_slugs: `schmuck/${products[0].slug},jewelers/aurelle-boutique-pforzheim` })
    expect(two.map((s: Story) => s.content.component).sort()).toEqual(['jeweler', 'product'])
    const north = await sb.getAll('cdn/stories', { content_type: 'jeweler', per_page: 100, sort_by: 'content.latitude:desc' })
    const latitudes = north.map((s: Story) => Number(s.content.latitude))
    expect(latitudes).toEqual([...latitudes].sort((a, b) => b - a))
    const ringLike = await sb.getAll('cdn/stories', { content_type: 'product', per_page: 100, filter_query: { type: { like: 'ri*' } } })
    expect(ringLike).toHaveLength(rings.length)
    const notRingLike = await sb.getAll('cdn/stories', { content_type: 'product', per_page: 100, filter_query: { type: { not_like: 'ri*' } } })
    expect(notRingLike).toHaveLength(40 - rings.length)
    expect(await sb.getAll('cdn/stories', { content_type: 'product', per_page: 100, filter_query: { type: { is: 'empty' } } })).toHaveLength(0)
    expect(
      await sb.getAll('cdn/stories', { content_type: 'product', per_page: 100, filter_query: { filterRingEnamelColor: { is: 'empty_array' } } }),
    ).toHaveLength(products.filter((p) => !p.filterRingEnamelColor?.length).length)
    const none = await sb.get('cdn/stories', { content_type: 'product', filter_query: { type: { in: 'tiara' } } })
    expect(none.data.stories).toEqual([])
    expect(none.total).toBe(0)
    expect((await sb.get('cdn/stories', { content_type: 'tiara' })).data.stories).toEqual([])
  })

  it('clamps per_page to 100 as Storyblok does and refuses an unknown filter operation', async () => {
    const res = await sb.get('cdn/stories', { content_type: 'jeweler', per_page: 500 })
    expect(res.perPage).toBe(100)
    expect(res.data.stories).toHaveLength(60)
    expect(res.data).toMatchObject({ cv: expect.any(Number), rels: [], links: [] })
    await expect(sb.get('cdn/stories', { filter_query: { type: { sounds_like: 'ring' } } })).rejects.toMatchObject({ status: 400 })
  })

  it('resolve_relations puts the referenced products into rels and the client links them in', async () => {
    const [product] = (await seeded('products')).filter((p) => p.mpn === '10-1101-00-1-GG')
    const { data } = await sb.get(`cdn/stories/schmuck/${product.slug}`, { resolve_relations: 'setCarousel.products' })
    const carousel = (data.story.content.body as { component: string; products: unknown[] }[]).find((b) => b.component === 'setCarousel')!
    expect(data.rels.length).toBeGreaterThan(1)
    expect(carousel.products.every((p) => typeof p === 'object' && (p as Story).content.component === 'product')).toBe(true)
  })

  it('datasource_entries: countries with dimension=ja, per_page 1000 and the total header', async () => {
    const res = await sb.get('cdn/datasource_entries', { datasource: 'countries', dimension: 'ja', per_page: 1000 })
    const entries = res.data.datasource_entries as { id: number; name: string; value: string; dimension_value: string | null }[]
    expect(entries.length).toBeGreaterThan(240)
    expect(res.total).toBe(entries.length)
    expect(entries.find((e) => e.value === 'DE')).toEqual({ id: 276, name: 'Germany', value: 'DE', dimension_value: 'ドイツ' })
    const page2 = await sb.get('cdn/datasource_entries', { datasource: 'countries', per_page: 100, page: 2 })
    expect(page2.data.datasource_entries).toEqual(entries.slice(100, 200).map((e) => ({ ...e, dimension_value: null })))
    expect((await sb.get('cdn/datasource_entries', { datasource: 'colours' })).data.datasource_entries).toEqual([])
    const all = await sb.getAll('cdn/datasource_entries', { datasource: 'countries', per_page: 1000 })
    expect(all).toHaveLength(entries.length)
  })

  it('"version (published; draft only with a valid preview token)"; the token cookie never unlocks drafts', async () => {
    const [product] = (await seeded('products')).filter((p) => p.mpn === '10-1101-00-1-GG')
    await payload.update({ collection: 'products', id: product.id, locale: 'de', data: { name2: 'Entwurf' }, draft: true, overrideAccess: true })
    const media = product.imageMain
    await payload.create({
      collection: 'products',
      locale: 'de',
      data: { name: 'Unveröffentlicht', slug: 'unveroeffentlicht', mpn: '99-9901-00-1-GG', type: 'ring', imageMain: media as number, _status: 'draft' },
      draft: true,
      overrideAccess: true,
    })
    const preview = await signPreviewToken({ id: 1 }, payload.secret)
    const cookie = `_wff_access_token=${preview}`
    const clients = {
      published: sb,
      draftWithoutToken: new StoryblokClient({ accessToken: 'public-token', endpoint, version: 'draft' }),
      draftWithBadToken: new StoryblokClient({ accessToken: `${preview}x`, endpoint, version: 'draft' }),
      draftWithCookieOnly: new StoryblokClient({ accessToken: 'public-token', endpoint, version: 'draft', headers: { cookie } }),
      draftWithToken: new StoryblokClient({ accessToken: preview, endpoint, version: 'draft' }),
    }
    for (const [name, client] of Object.entries(clients)) {
      const story = (await client.get(`cdn/stories/schmuck/${product.slug}`)).data.story as Story
      const all = (await client.getAll('cdn/stories', { content_type: 'product', per_page: 100 })) as Story[]
      const drafts = name === 'draftWithToken'
      expect(story.content.name2, name).toBe(drafts ? 'Entwurf' : product.name2)
      expect(all, name).toHaveLength(drafts ? 41 : 40)
      expect(
        all.some((s) => s.content.mpn === '99-9901-00-1-GG'),
        name,
      ).toBe(drafts)
    }
    expect(requests.some((r) => r.includes('version=draft'))).toBe(true)
  })
})

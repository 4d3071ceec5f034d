import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { GET as autocompleteRoute } from '@/app/api/v1/geo/autocomplete/route'
import { GET as reverseRoute } from '@/app/api/v1/geo/reverse/route'
import { GET as zipRoute } from '@/app/api/v1/geo/zip/route'
import { GET as storeSearchRoute } from '@/app/api/v1/stores/search/route'
import { SKIP_REVALIDATE } from '@/server/cache/revalidateHooks'
import { searchByPoint } from '@/server/geo/locatorSearch'
import { call } from '../support/api'
import { describeDb, testPayload } from '../support/payload'

/**
 * Issue 18: offline place, postcode and reverse look-ups, and the nearest stores with distanceToUser
 * in km from an index the jewelers' hooks keep current. Bad coordinates or a short query: 400 with
 * DRF-style field messages, as every contract route answers.
 */
const get = (route: (r: Request) => Promise<Response>, url: string) => call(route, 'GET', url)

describe('geo look-ups (no database needed, the data ships with the project)', () => {
  const suggest = async (q: string, language: string) => {
    const { status, body } = await get(autocompleteRoute, `/api/v1/geo/autocomplete/?q=${encodeURIComponent(q)}&language=${language}`)
    expect(status).toBe(200)
    return body.results as { type: string; label: string; name: string; zip: string | null; country: string; lat: number; lng: number }[]
  }

  it('suggests places in the asked language', async () => {
    expect((await suggest('Mün', 'de'))[0]).toMatchObject({ type: 'place', label: 'München', name: 'München', zip: null, country: 'DE' })
    expect((await suggest('ミュン', 'ja'))[0]).toMatchObject({ type: 'place', name: 'ミュンヘン', country: 'DE' })
    expect((await suggest('慕尼', 'zh-hans'))[0]).toMatchObject({ type: 'place', name: '慕尼黑', country: 'DE' })
    // The spec's client says zh for Chinese.
    expect((await suggest('慕尼', 'zh'))[0]).toMatchObject({ name: '慕尼黑' })
    const munich = (await suggest('Mün', 'de'))[0]
    expect(munich.lat).toBeCloseTo(48.14, 1)
    expect(munich.lng).toBeCloseTo(11.58, 1)
  })

  it('suggests postcodes: 4 digits Swiss, 5 German (spec 2 §5)', async () => {
    expect((await suggest('8001', 'de'))[0]).toMatchObject({ type: 'postcode', zip: '8001', name: 'Zürich', country: 'CH', label: '8001 Zürich' })
    expect((await suggest('75173', 'ja'))[0]).toMatchObject({ type: 'postcode', zip: '75173', name: 'Pforzheim', country: 'DE' })
    expect((await suggest('1010 Wien', 'de'))[0]).toMatchObject({ type: 'postcode', zip: '1010', country: 'AT' })
    expect((await suggest('5020', 'de'))[0]).toMatchObject({ type: 'postcode', zip: '5020', name: 'Salzburg', country: 'AT' })
  })

  it('gives at most 4 suggestions, and none for an unknown place', async () => {
    expect(await suggest('Ber', 'de')).toHaveLength(4)
    expect(await suggest('Xqzw', 'de')).toEqual([])
  })

  it('answers a short or missing query with 400', async () => {
    for (const q of ['?q=Mü&language=de', '?q=%20%20M%20&language=de']) {
      const { status, body } = await get(autocompleteRoute, `/api/v1/geo/autocomplete/${q}`)
      expect(status).toBe(400)
      expect(body).toEqual({ q: ['Ensure this field has at least 3 characters.'] })
    }
    expect((await get(autocompleteRoute, '/api/v1/geo/autocomplete/?language=de')).body).toEqual({ q: ['This field is required.'] })
    expect((await get(autocompleteRoute, '/api/v1/geo/autocomplete/?q=M%C3%BCn&language=fr')).body).toEqual({ language: ['"fr" is not a valid choice.'] })
  })

  it('reverse: the nearest place in the asked language', async () => {
    const { status, body } = await get(reverseRoute, '/api/v1/geo/reverse/?lat=48.137&lng=11.575&language=ja')
    expect(status).toBe(200)
    expect(body).toMatchObject({ name: 'ミュンヘン', country: 'DE', timeZone: 'Europe/Berlin' })
    expect((await get(reverseRoute, '/api/v1/geo/reverse/?lat=48.137&lng=11.575&language=zh-hans')).body.name).toBe('慕尼黑')
    expect((await get(reverseRoute, '/api/v1/geo/reverse/?lat=48.137&lng=11.575&language=de')).body.name).toBe('München')
    // The middle of the Pacific: no place within 100 km.
    expect((await get(reverseRoute, '/api/v1/geo/reverse/?lat=0&lng=-140')).status).toBe(404)
  })

  it('reverse: bad coordinates get 400', async () => {
    expect(await get(reverseRoute, '/api/v1/geo/reverse/?lat=91&lng=11')).toMatchObject({
      status: 400,
      body: { lat: ['Ensure this value is less than or equal to 90.'] },
    })
    expect(await get(reverseRoute, '/api/v1/geo/reverse/?lat=abc&lng=11')).toMatchObject({ status: 400, body: { lat: ['A valid number is required.'] } })
    expect(await get(reverseRoute, '/api/v1/geo/reverse/?lat=48')).toMatchObject({ status: 400, body: { lng: ['This field is required.'] } })
  })

  it('zip: by the spec rule, Austria when asked', async () => {
    expect(await get(zipRoute, '/api/v1/geo/zip/?zip=8001')).toMatchObject({ status: 200, body: { zip: '8001', name: 'Zürich', country: 'CH' } })
    expect(await get(zipRoute, '/api/v1/geo/zip/?zip=75173')).toMatchObject({ status: 200, body: { zip: '75173', name: 'Pforzheim', country: 'DE' } })
    expect(await get(zipRoute, '/api/v1/geo/zip/?zip=6020&country=AT')).toMatchObject({ status: 200, body: { name: 'Innsbruck', country: 'AT' } })
    expect(await get(zipRoute, '/api/v1/geo/zip/?zip=5020')).toMatchObject({ status: 200, body: { zip: '5020', name: 'Salzburg', country: 'AT' } })
    expect((await get(zipRoute, '/api/v1/geo/zip/?zip=00000')).status).toBe(404)
    expect(await get(zipRoute, '/api/v1/geo/zip/?zip=801')).toMatchObject({ status: 400, body: { zip: [expect.stringContaining('4 digits')] } })
  })
})

describeDb('nearest stores', () => {
  let payload: Payload
  const context = { [SKIP_REVALIDATE]: true }
  const store = (slug: string, type: string, latitude: number, longitude: number, city: string) => ({
    name: `Test ${slug}`,
    slug: `geo-test-${slug}`,
    type,
    address: 'Teststraße 1',
    zip: '80331',
    city,
    country: 'DE',
    phone: '+49 89 555 0000',
    websites: ['https://example.test'],
    latitude,
    longitude,
    openingTimes: [{ weekday: 'mon', open: '10:00', close: '19:00' }],
    _status: 'published',
  })

  beforeAll(async () => {
    payload = await testPayload()
    for (const s of [
      store('muenchen-boutique', 'boutique', 48.13928, 11.58206, 'München'),
      store('muenchen-lounge', 'lounge', 48.14041, 11.57622, 'München'),
      store('augsburg', 'jeweler', 48.3705, 10.8978, 'Augsburg'),
      store('pforzheim', 'boutique', 48.89188, 8.70117, 'Pforzheim'),
      store('tokyo', 'jeweler', 35.67084, 139.76377, 'Tokyo'),
    ]) {
      await payload.create({ collection: 'jewelers', data: s as never, overrideAccess: true, context, depth: 0 })
    }
  })

  const search = (query: string) => get(storeSearchRoute, `/api/v1/stores/search/?${query}`)

  it('answers stores nearest first with distanceToUser in km', async () => {
    const { status, body, headers } = await search('lat=48.1374&lng=11.5755')
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('no-store')
    const slugs = body.results.map((s: { slug: string }) => s.slug).filter((s: string) => s.startsWith('geo-test-'))
    expect(slugs).toEqual(['geo-test-muenchen-lounge', 'geo-test-muenchen-boutique', 'geo-test-augsburg', 'geo-test-pforzheim', 'geo-test-tokyo'])
    const distances = body.results.map((s: { distanceToUser: number }) => s.distanceToUser)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    const augsburg = body.results.find((s: { slug: string }) => s.slug === 'geo-test-augsburg')
    expect(augsburg.distanceToUser).toBeGreaterThan(50)
    expect(augsburg.distanceToUser).toBeLessThan(60)
    expect(augsburg).toMatchObject({ type: 'jeweler', city: 'Augsburg', country: 'DE', websites: ['https://example.test'], timeZone: 'Europe/Berlin' })
    expect(body.results.find((s: { slug: string }) => s.slug === 'geo-test-tokyo').timeZone).toBe('Asia/Tokyo')
    expect(body.count).toBe(body.results.length)
  })

  it("searches the server-rendered page around a given point, not the named place's centre", async () => {
    // "Show all" after "use my location": the position beside Augsburg, labelled with the town's name.
    const result = await searchByPoint(payload, 48.3705, 10.8978, 'Augsburg')
    expect(result?.point).toEqual({ label: 'Augsburg', lat: 48.3705, lng: 10.8978 })
    expect(result?.stores.filter((s) => s.slug.startsWith('geo-test-'))[0]).toMatchObject({ slug: 'geo-test-augsburg', distanceToUser: 0 })
    expect(await searchByPoint(payload, Number.NaN, 10.9, 'Augsburg')).toBeNull()
    expect(await searchByPoint(payload, 91, 10.9, 'Augsburg')).toBeNull()
  })

  it('filters by type, lounge counting as jeweler', async () => {
    const boutiques = (await search('lat=48.1374&lng=11.5755&type=boutique')).body.results
    // Both test boutiques, nearest first, and nothing of another type (an empty answer fails here).
    expect(boutiques.map((s: { slug: string }) => s.slug).filter((s: string) => s.startsWith('geo-test-'))).toEqual([
      'geo-test-muenchen-boutique',
      'geo-test-pforzheim',
    ])
    expect(new Set(boutiques.map((s: { type: string }) => s.type))).toEqual(new Set(['boutique']))
    const jewelers = (await search('lat=48.1374&lng=11.5755&type=jeweler')).body.results
    expect(new Set(jewelers.map((s: { type: string }) => s.type))).toEqual(new Set(['lounge', 'jeweler']))
    const both = (await search('lat=48.1374&lng=11.5755&type=boutique,lounge')).body.results
    expect(new Set(both.map((s: { type: string }) => s.type))).toEqual(new Set(['boutique', 'lounge']))
    expect((await search('lat=48.1374&lng=11.5755&limit=2')).body.results).toHaveLength(2)
  })

  it('sees a new, changed or deleted store at once (jewelers hooks)', async () => {
    await search('lat=48.1374&lng=11.5755')
    const created = await payload.create({
      collection: 'jewelers',
      data: store('new', 'jeweler', 48.1375, 11.5756, 'München') as never,
      overrideAccess: true,
      context,
      depth: 0,
    })
    expect((await search('lat=48.1374&lng=11.5755&limit=1')).body.results[0].slug).toBe('geo-test-new')
    await payload.update({
      collection: 'jewelers',
      id: created.id,
      data: { latitude: 35.0, longitude: 135.0 } as never,
      overrideAccess: true,
      context,
      depth: 0,
    })
    expect((await search('lat=48.1374&lng=11.5755&limit=1')).body.results[0].slug).not.toBe('geo-test-new')
    await payload.delete({ collection: 'jewelers', id: created.id, overrideAccess: true, context })
    const all = (await search('lat=35&lng=135')).body.results.map((s: { slug: string }) => s.slug)
    expect(all).not.toContain('geo-test-new')
  })

  it('leaves out stores that are not published', async () => {
    await payload.create({
      collection: 'jewelers',
      data: { ...store('draft', 'boutique', 48.1374, 11.5755, 'München'), _status: 'draft' } as never,
      overrideAccess: true,
      context,
      depth: 0,
      draft: true,
    })
    const slugs = (await search('lat=48.1374&lng=11.5755')).body.results.map((s: { slug: string }) => s.slug)
    expect(slugs).not.toContain('geo-test-draft')
  })

  it("never shows bench stores (npm run seed:portal, the portal benchmark): not in the locator, the store index nor a visitor's read", async () => {
    // As tools/bench/portal.mjs makes them: published (the portal reads them like real stores), marked benchData.
    const bench = await payload.create({
      collection: 'jewelers',
      data: { ...store('bench-juwelier', 'jeweler', 48.1374, 11.5756, 'München'), name: 'Bench-Juwelier bulk 0', benchData: true } as never,
      overrideAccess: true,
      context,
      depth: 0,
    })
    const slugs = (await search('lat=48.1374&lng=11.5755')).body.results.map((s: { slug: string }) => s.slug)
    expect(slugs).toContain('geo-test-muenchen-lounge')
    expect(slugs).not.toContain('geo-test-bench-juwelier')
    expect((await search('lat=48.1374&lng=11.5755&type=jeweler')).body.results.map((s: { name: string }) => s.name)).not.toContain('Bench-Juwelier bulk 0')
    expect((await searchByPoint(payload, 48.1374, 11.5756, 'München'))?.stores.map((s) => s.slug)).not.toContain('geo-test-bench-juwelier')
    // A visitor's read (microsites, site search, forms, the content API all read through the access rule).
    const visible = await payload.find({ collection: 'jewelers', where: { id: { equals: bench.id } }, overrideAccess: false, depth: 0 })
    expect(visible.docs).toEqual([])
    // The portal still reads the store (overrideAccess, scoped by its own rights).
    expect((await payload.findByID({ collection: 'jewelers', id: bench.id, overrideAccess: true, depth: 0 })).name).toBe('Bench-Juwelier bulk 0')
    // Unmarked again, it is an ordinary published store: the mark alone keeps it off.
    await payload.update({ collection: 'jewelers', id: bench.id, data: { benchData: false } as never, overrideAccess: true, context, depth: 0 })
    expect((await search('lat=48.1374&lng=11.5755')).body.results.map((s: { slug: string }) => s.slug)).toContain('geo-test-bench-juwelier')
    await payload.delete({ collection: 'jewelers', id: bench.id, overrideAccess: true, context })
  })

  it('the portal benchmark and seed:portal mark every store they make as bench data', async () => {
    const { readFile } = await import('node:fs/promises')
    const script = await readFile(new URL('../../tools/bench/portal.mjs', import.meta.url), 'utf8')
    // Each call that names the stores' collection, up to the next call: its body must mark the store.
    const creations = script.split(/(?=cms-api\/)/).filter((call) => call.startsWith('cms-api/jewelers'))
    expect(creations.length).toBeGreaterThan(0)
    for (const call of creations) expect(call).toContain('benchData: true')
  })

  it('answers bad coordinates and types with 400', async () => {
    expect(await search('lat=100&lng=11')).toMatchObject({ status: 400, body: { lat: ['Ensure this value is less than or equal to 90.'] } })
    expect(await search('lat=48&lng=-181')).toMatchObject({ status: 400, body: { lng: ['Ensure this value is greater than or equal to -180.'] } })
    expect(await search('lat=48&lng=x')).toMatchObject({ status: 400, body: { lng: ['A valid number is required.'] } })
    expect(await search('lng=11')).toMatchObject({ status: 400, body: { lat: ['This field is required.'] } })
    expect(await search('lat=48&lng=11&type=shop')).toMatchObject({ status: 400, body: { type: ['"shop" is not a valid choice.'] } })
    expect(await search('lat=48&lng=11&limit=101')).toMatchObject({ status: 400, body: { limit: ['Ensure this value is less than or equal to 100.'] } })
  })
})

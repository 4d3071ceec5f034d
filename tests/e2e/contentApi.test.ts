import StoryblokClient, { type ISbStoriesParams } from 'storyblok-js-client'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { demoAccounts } from '@seed/accounts'
import { signInStaff } from '../support/staff'

// Issue 13: "The content API is tested only behind a hand-written router in tests/int/cmsApi.test.ts:
// add a browser-free test that drives storyblok-js-client against the real production server
// (Next's routing, the proxy and trailing-slash handling included)." The published client is
// pointed at `<site>/api/v1/cms` exactly as the README says. Expected values are the seed's
// (seed/data/products.json: the three talisman amulets; seed/data/stores.json: 60 stores).
type Story = {
  id: number
  uuid: string
  slug: string
  full_slug: string
  lang: string
  content: { component: string; mpn?: string; name?: string; name2?: string }
}
type Answer = { path: string; status: number; redirected: boolean }

const AMULETS = ['talisman-amulett-herz', 'talisman-amulett-stern', 'talisman-amulett-kleeblatt']
const STAR = { slug: 'talisman-amulett-stern', mpn: '50-5602-00-1-WG', name: 'Talisman', name2: 'Amulett Stern' }

describe('content API through the production server with storyblok-js-client', () => {
  const server = inject('server')
  const endpoint = `${server.baseUrl}/api/v1/cms`
  /** Every HTTP answer the clients received: no request may be redirected (a redirect loses a client). */
  const answers: Answer[] = []
  const recordingFetch: typeof fetch = async (input, init) => {
    const res = await fetch(input, init)
    answers.push({ path: new URL(res.url).pathname, status: res.status, redirected: res.redirected })
    return res
  }
  const client = (options: { accessToken?: string; version?: 'draft' | 'published' } = {}) =>
    new StoryblokClient({ accessToken: 'public-token', endpoint, fetch: recordingFetch, ...options })
  const sb = client()
  const story = async (slug: string, params: ISbStoriesParams = {}, c = sb) => (await c.get(slug, params)).data.story as Story

  afterAll(() => {
    expect(answers.length).toBeGreaterThan(0)
    expect(answers.filter((a) => a.redirected)).toEqual([])
  })

  it('fetches a story by full_slug with and without the trailing slash, each in one request', async () => {
    for (const path of [`cdn/stories/schmuck/${STAR.slug}`, `cdn/stories/schmuck/${STAR.slug}/`]) {
      const before = answers.length
      expect(await story(path)).toMatchObject({
        slug: STAR.slug,
        full_slug: `schmuck/${STAR.slug}`,
        lang: 'default',
        content: { component: 'product', mpn: STAR.mpn, name: STAR.name, name2: STAR.name2 },
      })
      expect(answers.slice(before)).toEqual([{ path: `/api/v1/${path.replace('cdn/', 'cms/cdn/')}`, status: 200, redirected: false }])
    }
    const store = await story('cdn/stories/jewelers/aurelle-boutique-pforzheim/')
    expect(store).toMatchObject({ full_slug: 'jewelers/aurelle-boutique-pforzheim', content: { component: 'jeweler', name: 'Aurelle Boutique Pforzheim' } })
  })

  it('lists stories with starts_with, paged with the total and per-page headers', async () => {
    const first = await sb.get('cdn/stories/', { starts_with: 'schmuck/talisman-amulett', per_page: 2, page: 1 })
    // The client's types say Headers; it hands over the answer's headers as a plain object.
    expect(first.headers).toMatchObject({ total: '3', 'per-page': '2' })
    expect({ total: first.total, perPage: first.perPage }).toEqual({ total: 3, perPage: 2 })
    const second = await sb.get('cdn/stories', { starts_with: 'schmuck/talisman-amulett', per_page: 2, page: 2 })
    expect(second.total).toBe(3)
    const slugs = [...first.data.stories, ...second.data.stories].map((s: Story) => s.slug)
    expect(slugs).toHaveLength(3)
    expect(new Set(slugs)).toEqual(new Set(AMULETS))
    // getAll follows the headers page by page.
    expect(await sb.getAll('cdn/stories', { starts_with: 'jewelers/', per_page: 25 })).toHaveLength(60)
    expect(await sb.getAll('cdn/stories', { content_type: 'product', per_page: 100 })).toHaveLength(40)
    expect((await sb.get('cdn/stories/', { starts_with: 'schmuck/no-such-' })).data.stories).toEqual([])
  })

  it("surfaces a missing story as the client's 404 error, with and without the slash", async () => {
    for (const path of ['cdn/stories/schmuck/no-such-piece', 'cdn/stories/schmuck/no-such-piece/', 'cdn/stories/999999']) {
      await expect(sb.get(path), path).rejects.toMatchObject({ status: 404, message: 'This record could not be found' })
    }
  })

  it('reads a language by parameter and by the language prefix of full_slug', async () => {
    expect(await story(`cdn/stories/schmuck/${STAR.slug}`, { language: 'en' })).toMatchObject({
      lang: 'en',
      full_slug: 'en/jewellery/talisman-star-amulet',
      content: { mpn: STAR.mpn, name2: 'Star Amulet' },
    })
    expect(await story('cdn/stories/ja/jewellery/talisman-star-amulet/')).toMatchObject({
      lang: 'ja',
      content: { mpn: STAR.mpn, name2: 'スター アミュレット' },
    })
    const zh = await sb.getAll('cdn/stories', { starts_with: 'zh-hans/jewellery/talisman-', per_page: 100 })
    expect(zh.map((s: Story) => s.content.name2).sort()).toEqual(['护身符扣手链', '四叶草护身符', '心形护身符', '星形护身符'].sort())
  })

  describe('drafts (version=draft)', () => {
    const clover = { slug: 'talisman-amulett-kleeblatt', name2: 'Amulett Kleeblatt' }
    const draftName = 'Amulett Kleeblatt (Entwurf)'
    let auth: Record<string, string>
    let id: number
    let previewToken: string

    beforeAll(async () => {
      auth = (await signInStaff(server.baseUrl, demoAccounts.editor)).headers
      const found = await (await fetch(`${server.baseUrl}/cms-api/products?where[slug][equals]=${clover.slug}&locale=de&depth=0`, { headers: auth })).json()
      id = found.docs[0].id
      const saved = await fetch(`${server.baseUrl}/cms-api/products/${id}?draft=true&locale=de`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ name2: draftName }),
      })
      expect(saved.status).toBe(200)
      // The token an editor's preview carries: the admin's product page links its preview with it.
      const admin = await (await fetch(`${server.baseUrl}/admin/collections/products/${id}`, { headers: auth })).text()
      previewToken = /_preview_token=([\w.-]+)/.exec(admin)?.[1] ?? ''
      expect(previewToken).not.toBe('')
    })
    afterAll(async () => {
      // The other browser tests share this database: publish the seeded text again.
      await fetch(`${server.baseUrl}/cms-api/products/${id}?locale=de`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ name2: clover.name2, _status: 'published' }),
      })
    })

    it('shows the draft only with a valid preview token', async () => {
      const path = `cdn/stories/schmuck/${clover.slug}/`
      expect((await story(path)).content.name2).toBe(clover.name2)
      expect((await story(path, {}, client({ version: 'draft' }))).content.name2).toBe(clover.name2)
      expect((await story(path, {}, client({ version: 'draft', accessToken: `${previewToken}x` }))).content.name2).toBe(clover.name2)
      expect((await story(path, {}, client({ version: 'draft', accessToken: previewToken }))).content.name2).toBe(draftName)
      // The published list is what the site shows; the token's draft list has the draft.
      const names = async (c: StoryblokClient) =>
        (await c.getAll('cdn/stories', { starts_with: 'schmuck/talisman-amulett', per_page: 100 })).map((s: Story) => s.content.name2)
      expect(await names(sb)).toContain(clover.name2)
      expect(await names(client({ version: 'draft', accessToken: previewToken }))).toContain(draftName)
    })
  })
})

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { describeDb, testPayload } from '../support/payload'

// Issue 20, the ASVS level 2 review (docs/security-review.md): access control and staff passwords
// through Payload's access rules and hooks, on SQLite and PostgreSQL.
describeDb('ASVS review: staff roles and passwords', () => {
  let payload: Payload
  let pageId: number | string
  const staff: Record<string, Record<string, unknown>> = {}

  beforeAll(async () => {
    payload = await testPayload()
    for (const role of ['editor', 'admin', 'hr', 'brand'] as const) {
      const doc = await payload.create({
        collection: 'admins',
        data: { email: `${role}-asvs@maison.test`, password: 'Goldfaden-1897', role } as never,
        overrideAccess: true,
      })
      staff[role] = { ...doc, collection: 'admins' }
    }
    const page = await payload.create({
      collection: 'pages',
      locale: 'de',
      data: { title: 'Das Haus', slug: 'das-haus', _status: 'published' } as never,
      overrideAccess: true,
    })
    pageId = page.id
  })

  const as = (role: string) => ({ user: staff[role] as never, overrideAccess: false })
  // Payload's Forbidden, so a refusal for another reason (a validation error) cannot pass for one.
  const forbidden = /not allowed to perform this action/
  /** The field messages of Payload's ValidationError (its own message only names the field). */
  const refusal = async (operation: Promise<unknown>): Promise<string> => {
    try {
      await operation
    } catch (err) {
      return ((err as { data?: { errors?: { message: string }[] } }).data?.errors ?? []).map((e) => e.message).join(' ') || String(err)
    }
    throw new Error('the operation was accepted')
  }

  // ASVS 4.1.3 "the principle of least privilege": the known gap of issue 20 — "the `hr` admin role
  // can still edit site content like an editor". Site content is the editors' (and admins').
  describe('ASVS 4.1.3: only editors and admins change the site’s content', () => {
    it.each(['hr', 'brand'])('%s staff can neither create nor change pages, synonyms, the header or media', async (role) => {
      await expect(payload.update({ collection: 'pages', id: pageId, locale: 'de', data: { title: 'Übernommen' }, ...as(role) })).rejects.toThrow(forbidden)
      await expect(payload.create({ collection: 'pages', locale: 'de', data: { title: 'Neu', slug: `neu-${role}` } as never, ...as(role) })).rejects.toThrow(
        forbidden,
      )
      await expect(
        payload.create({ collection: 'search-synonyms', data: { locale: 'de', type: 'twoWay', synonyms: ['Ring', 'Reif'] } as never, ...as(role) }),
      ).rejects.toThrow(forbidden)
      await expect(payload.updateGlobal({ slug: 'header', data: { brand: 'Übernommen' } as never, ...as(role) })).rejects.toThrow(forbidden)
      await expect(payload.create({ collection: 'media', data: { alt: 'x' }, filePath: 'seed/images/p-10-1101-main.webp', ...as(role) })).rejects.toThrow(
        forbidden,
      )
      await expect(payload.delete({ collection: 'pages', id: pageId, ...as(role) })).rejects.toThrow(forbidden)
      const page = await payload.findByID({ collection: 'pages', id: pageId, locale: 'de', depth: 0, overrideAccess: true })
      expect(page.title).toBe('Das Haus')
    })

    it.each(['editor', 'admin'])('%s staff do', async (role) => {
      const page = await payload.update({ collection: 'pages', id: pageId, locale: 'de', data: { title: `Das Haus (${role})` }, ...as(role) })
      expect(page.title).toBe(`Das Haus (${role})`)
      await expect(payload.updateGlobal({ slug: 'header', data: { brand: 'Aurelle' } as never, ...as(role) })).resolves.toBeTruthy()
    })
  })

  // ASVS 2.1.1 "user set passwords are at least 12 characters in length" and 2.1.7 (common
  // passwords), for the accounts that open the back office: creating one, changing one, resetting one.
  describe('ASVS 2.1.1 / 2.1.7: staff passwords', () => {
    it('a new staff account needs a strong password', async () => {
      expect(
        await refusal(
          payload.create({ collection: 'admins', data: { email: 'weak@maison.test', password: 'kurz', role: 'editor' } as never, overrideAccess: true }),
        ),
      ).toMatch(/at least 12 characters/)
      expect(
        await refusal(
          payload.create({
            collection: 'admins',
            data: { email: 'common@maison.test', password: 'passwordpassword', role: 'editor' } as never,
            overrideAccess: true,
          }),
        ),
      ).toMatch(/too common/)
      const { totalDocs } = await payload.count({
        collection: 'admins',
        where: { email: { in: ['weak@maison.test', 'common@maison.test'] } },
        overrideAccess: true,
      })
      expect(totalDocs).toBe(0)
    })

    it('changing one’s own password to a weak one is refused; a strong one works and still logs in', async () => {
      const hr = staff.hr as { id: number | string }
      expect(await refusal(payload.update({ collection: 'admins', id: hr.id, data: { password: 'hr-2026' } as never, ...as('hr') }))).toMatch(
        /at least 12 characters/,
      )
      await payload.update({ collection: 'admins', id: hr.id, data: { password: 'Personalakte-2026' } as never, ...as('hr') })
      await expect(payload.login({ collection: 'admins', data: { email: 'hr-asvs@maison.test', password: 'Personalakte-2026' } })).resolves.toHaveProperty(
        'token',
      )
    })

    it('the forgot-password reset refuses a weak password and keeps the link usable for a strong one', async () => {
      const token = await payload.forgotPassword({ collection: 'admins', data: { email: 'brand-asvs@maison.test' }, disableEmail: true })
      expect(await refusal(payload.resetPassword({ collection: 'admins', data: { token, password: '12345678' }, overrideAccess: true }))).toMatch(
        /at least 12 characters/,
      )
      await payload.resetPassword({ collection: 'admins', data: { token, password: 'Kundenpflege-2027' }, overrideAccess: true })
      await expect(payload.login({ collection: 'admins', data: { email: 'brand-asvs@maison.test', password: 'Kundenpflege-2027' } })).resolves.toHaveProperty(
        'token',
      )
    })
  })

  // ASVS 2.2.1 "anti-automation controls … effective at mitigating … credential stuffing": Payload
  // locks one staff account after five wrong passwords, which one password tried on many addresses
  // never trips. The back office's sign-in is counted per address as well (20 in ten minutes).
  describe('ASVS 2.2.1: back-office sign-ins limited per address', () => {
    type Route = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
    const login = async (ip: string, n: number) => {
      const { POST } = (await import('@/app/(payload)/cms-api/[...slug]/route')) as unknown as { POST: Route }
      const request = new Request('http://maison.test/cms-api/admins/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-client-ip': ip },
        body: JSON.stringify({ email: `guess-${n}@maison.test`, password: 'Sommer2026!' }),
      })
      return (await POST(request, { params: Promise.resolve({ slug: ['admins', 'login'] }) })).status
    }

    it('refuses the 21st attempt from one address with 429, and not another address’s first', async () => {
      const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`
      const first = []
      for (let n = 0; n < 20; n++) first.push(await login(ip, n))
      expect(first.every((status) => status === 401)).toBe(true)
      expect(await login(ip, 20)).toBe(429)
      expect(await login('198.51.100.7', 21)).toBe(401)
      // The server's own calls (Local API, no client address) are not counted.
      await expect(payload.login({ collection: 'admins', data: { email: 'editor-asvs@maison.test', password: 'Goldfaden-1897' } })).resolves.toHaveProperty(
        'token',
      )
    })
  })
})

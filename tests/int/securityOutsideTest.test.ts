import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { GET as cmsGet, PATCH as cmsPatch, POST as cmsPost } from '@/app/(payload)/cms-api/[...slug]/route'
import { POST as uploadEngravingImage } from '@/app/api/v1/commerce/engraving-images/route'
import { POST as createJwt } from '@/app/api/v1/jwt/create/route'
import { POST as logout } from '@/app/api/v1/token/logout/route'
import { PATCH as patchMe } from '@/app/api/v1/users/me/route'
import { POST as careersFileRoute } from '@/app/api/next/personio-form-file/route'
import { POST as formsRoute } from '@/app/api/v1/forms/route'
import { GET as storyRoute } from '@/app/api/v1/cms/cdn/stories/[...slug]/route'
import { consume, resetAllLimits } from '@/server/rateLimit/limiter'
import { UPLOADED_XML_CSP } from '@/server/http/uploadedFiles'
import { call } from '../support/api'
import { routeContext } from '../support/routeContext'
import { describeDb, testPayload } from '../support/payload'
import { bearer, commerceToken, createTradeHouse } from '../support/trade'

// Issue 30, "Staff security": the findings of an outside test, each checked as the tester met it,
// through the route handlers (Payload's REST API under /cms-api and the site's /api/v1).
describeDb('issue 30: an outside test of the back office and the site', () => {
  let payload: Payload
  const password = 'Goldfaden-1897'
  const tokens: Record<string, string> = {}

  type Route = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
  /** A request to Payload's REST API as Next hands it over; the answer's JSON, status and headers. */
  const cms = async (route: unknown, method: string, path: string, { body, headers = {} }: { body?: unknown; headers?: Record<string, string> } = {}) => {
    const url = new URL(`http://maison.test/cms-api/${path}`)
    const request = new Request(url, {
      method,
      headers: { 'content-type': 'application/json', host: 'maison.test', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const slug = url.pathname
      .replace(/^\/cms-api\//, '')
      .split('/')
      .filter(Boolean)
    const response = await (route as Route)(request, { params: Promise.resolve({ slug }) })
    const text = await response.text()
    let json: unknown = null
    try {
      json = JSON.parse(text)
    } catch {
      json = text
    }
    return { status: response.status, body: json as Record<string, unknown>, headers: response.headers }
  }
  const jwt = (role: string) => ({ authorization: `JWT ${tokens[role]}` })
  const staffLogin = (email: string, pass: string, ip = `10.30.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`) =>
    cms(cmsPost, 'POST', 'admins/login', { body: { email, password: pass }, headers: { 'x-client-ip': ip } })
  const lockUntil = async (email: string) => {
    const doc = await payload.db.findOne<{ id: number; lockUntil?: string | null }>({ collection: 'admins', where: { email: { equals: email } } })
    return doc?.lockUntil ? new Date(doc.lockUntil).getTime() : 0
  }

  beforeAll(async () => {
    payload = await testPayload()
    for (const role of ['editor', 'brand', 'hr', 'admin'] as const) {
      await payload.create({ collection: 'admins', data: { email: `${role}-30@maison.test`, password, role } as never, overrideAccess: true })
      tokens[role] = (await payload.login({ collection: 'admins', data: { email: `${role}-30@maison.test`, password } })).token as string
    }
  })
  beforeEach(() => resetAllLimits())

  // 1. "Any staff member can unlock any account … Only admins may unlock (403 for editor, brand and HR staff)."
  describe('1: only admins unlock accounts', () => {
    it('editor, brand and HR staff get 403 and the account stays locked; an admin unlocks it', async () => {
      await payload.create({ collection: 'admins', data: { email: 'locked-30@maison.test', password, role: 'editor' } as never, overrideAccess: true })
      for (let n = 0; n < 5; n++) await staffLogin('locked-30@maison.test', 'Falsch-geraten-2026')
      expect(await lockUntil('locked-30@maison.test')).toBeGreaterThan(Date.now())

      for (const role of ['editor', 'brand', 'hr']) {
        expect((await cms(cmsPost, 'POST', 'admins/unlock', { body: { email: 'locked-30@maison.test' }, headers: jwt(role) })).status, role).toBe(403)
        expect((await cms(cmsPost, 'POST', 'users/unlock', { body: { email: 'someone@example.com' }, headers: jwt(role) })).status, role).toBe(403)
      }
      expect(await lockUntil('locked-30@maison.test')).toBeGreaterThan(Date.now())
      expect((await staffLogin('locked-30@maison.test', password)).status).toBe(401)

      expect((await cms(cmsPost, 'POST', 'admins/unlock', { body: { email: 'locked-30@maison.test' }, headers: jwt('admin') })).status).toBe(200)
      expect((await staffLogin('locked-30@maison.test', password)).status).toBe(200)
    })
  })

  // 2. "Same answer, same time, whatever the reason (the site's login already does this)."
  describe('2: the back-office sign-in tells no account apart', () => {
    const timed = async (email: string, pass: string) => {
      const started = performance.now()
      const res = await staffLogin(email, pass)
      return { ms: performance.now() - started, status: res.status, body: res.body }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

    it('an unknown address, a wrong password, the locking attempt and a locked account: one 401 body, a password check’s time each', async () => {
      await payload.create({ collection: 'admins', data: { email: 'known-30@maison.test', password, role: 'editor' } as never, overrideAccess: true })
      const wrong = [] as Awaited<ReturnType<typeof timed>>[]
      for (let n = 0; n < 5; n++) wrong.push(await timed('known-30@maison.test', 'Falsch-geraten-2026'))
      // The fifth wrong password locked the account; its answer is still the usual one.
      expect(await lockUntil('known-30@maison.test')).toBeGreaterThan(Date.now())
      const locked = [] as Awaited<ReturnType<typeof timed>>[]
      for (let n = 0; n < 3; n++) locked.push(await timed('known-30@maison.test', password))
      const unknown = [] as Awaited<ReturnType<typeof timed>>[]
      for (let n = 0; n < 3; n++) unknown.push(await timed(`nobody-${n}@maison.test`, 'Falsch-geraten-2026'))

      const answers = new Set([...wrong, ...locked, ...unknown].map((a) => `${a.status} ${JSON.stringify(a.body)}`))
      expect([...answers]).toEqual([`401 ${JSON.stringify({ errors: [{ message: 'The email or password provided is incorrect.' }] })}`])
      const wrongMs = median(wrong.slice(0, 4).map((a) => a.ms))
      // Unknown: 69 ms against 1,376 ms in the outside test (a 20th). A wrong password also writes the
      // failed attempt, which on a busy PostgreSQL costs as much as the check: a third is the bar.
      expect(median(unknown.map((a) => a.ms))).toBeGreaterThan(wrongMs / 3)
      expect(median(locked.map((a) => a.ms))).toBeGreaterThan(wrongMs / 3)
    })
  })

  // 3. "Refuse a foreign Origin on every cookie-authenticated staff write, whatever PUBLIC_URL says
  // (the request's own host counts as same-origin, as for the site's API)."
  describe('3: cookie-authenticated staff writes only from the site itself', () => {
    it('PATCH /cms-api/admins/{id} with the cookie and Origin: https://evil.example → 403, nothing saved; the own origin → 200', async () => {
      const editor = await payload.db.findOne<{ id: number }>({ collection: 'admins', where: { email: { equals: 'editor-30@maison.test' } } })
      const cookie = { cookie: `payload-token=${tokens.editor}` }
      for (const origin of ['https://evil.example', 'http://maison.test.evil.example']) {
        const refused = await cms(cmsPatch, 'PATCH', `admins/${editor?.id}`, { body: { name: 'Übernommen' }, headers: { ...cookie, origin } })
        expect(refused.status, origin).toBe(403)
      }
      expect(
        (await cms(cmsPatch, 'PATCH', `admins/${editor?.id}`, { body: { name: 'Übernommen' }, headers: { ...cookie, 'sec-fetch-site': 'cross-site' } })).status,
      ).toBe(403)
      expect((await payload.findByID({ collection: 'admins', id: editor!.id, overrideAccess: true })).name).not.toBe('Übernommen')

      const own = await cms(cmsPatch, 'PATCH', `admins/${editor?.id}`, { body: { name: 'Redaktion' }, headers: { ...cookie, origin: 'http://maison.test' } })
      expect(own.status).toBe(200)
      // A token in Authorization is sent on purpose, never by a foreign page: no Origin check.
      expect(
        (await cms(cmsPatch, 'PATCH', `admins/${editor?.id}`, { body: { name: 'Redaktion 2' }, headers: { ...jwt('editor'), origin: 'https://tool.example' } }))
          .status,
      ).toBe(200)
    })
  })

  // 4. "The staff sign-in limit answers 500 … from the 21st attempt … It must be 429 with Retry-After."
  describe('4: the staff sign-in limit', () => {
    it('the 21st attempt from one address → 429 with Retry-After', async () => {
      const ip = '203.0.113.30'
      for (let n = 0; n < 20; n++) expect((await consume('staffLoginIp', ip)).ok).toBe(true)
      const res = await staffLogin('editor-30@maison.test', password, ip)
      expect(res.status).toBe(429)
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    })
  })

  // 5. "Serve every uploaded file with X-Content-Type-Options: nosniff, and SVG (any XML type) with a CSP
  // that runs nothing" — Payload's part; the site's headers around it: tests/e2e/security.test.ts.
  // 6. "an SVG declaring the XHTML namespace … → 500 (must be 400); /cms-api/media/file/<unknown name> → 500 (must be 404)."
  describe('5 and 6: uploaded files', () => {
    let jeweller: Record<string, string>
    const svg = (attributes = '') => `<svg xmlns="http://www.w3.org/2000/svg"${attributes} viewBox="0 0 10 10"><path d="M1 1L9 9"/></svg>`
    const upload = async (body: string) => {
      const form = new FormData()
      form.append('file', new Blob([body], { type: 'image/svg+xml' }), 'zeichnung.svg')
      const response = await uploadEngravingImage(
        new Request('http://maison.test/api/v1/commerce/engraving-images/', { method: 'POST', headers: jeweller, body: form }),
      )
      return { status: response.status, body: await response.json() }
    }

    beforeAll(async () => {
      const house = await createTradeHouse(payload)
      jeweller = bearer(await commerceToken(payload, house.users.jeweller, house.stores.munich, 'EUR'))
    })

    it('an SVG declaring the XHTML namespace → 400 shop.engraving.unsafe-svg, not 500', async () => {
      for (const body of [svg(' xmlns:h="http://www.w3.org/1999/xhtml"'), svg().replace('<path', '<h:p xmlns:h="http://www.w3.org/1999/xhtml">x</h:p><path')]) {
        expect(await upload(body), body).toEqual({ status: 400, body: { file: ['shop.engraving.unsafe-svg'] } })
      }
    })

    it('a stored SVG is served with nosniff and a CSP that runs nothing; a PNG with nosniff', async () => {
      const stored = await upload(svg())
      expect(stored.status).toBe(201)
      const doc = await payload.findByID({ collection: 'engraving-images', id: stored.body.id, overrideAccess: true, depth: 0 })
      const file = await cms(cmsGet, 'GET', `engraving-images/file/${doc.filename}`, { headers: jwt('admin') })
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
      expect(file.headers.get('content-security-policy')).toBe(UPLOADED_XML_CSP)
      expect(UPLOADED_XML_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox")
      expect(file.headers.get('x-content-type-options')).toBe('nosniff')

      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c9a227' } })
        .png()
        .toBuffer()
      const media = await payload.create({
        collection: 'media',
        data: { alt: 'Punkt' },
        file: { data: png, mimetype: 'image/png', name: 'punkt.png', size: png.length },
        overrideAccess: true,
      })
      const image = await cms(cmsGet, 'GET', `media/file/${media.filename}`)
      expect(image.status).toBe(200)
      expect(image.headers.get('x-content-type-options')).toBe('nosniff')
    })

    it('/cms-api/media/file/<unknown name> → 404', async () => {
      for (const path of ['media/file/gibt-es-nicht.webp', 'downloads/file/gibt-es-nicht.pdf', 'clips/file/gibt-es-nicht.mp4']) {
        expect((await cms(cmsGet, 'GET', path)).status, path).toBe(404)
      }
    })
  })

  // 7. "Logout from a foreign Origin … answers 204 and clears the cookies; refuse it like every other cookie write."
  describe('7: logout is a cookie write like the others', () => {
    it('POST /api/v1/token/logout/ with the cookie and Origin: https://evil.example → 403, cookies kept, token alive', async () => {
      await payload.create({
        collection: 'users',
        data: { email: 'logout-30@example.com', password, isActive: true, role: 'customer' } as never,
        overrideAccess: true,
      })
      const { access } = (await call(createJwt, 'POST', '/api/v1/jwt/create/', { email: 'logout-30@example.com', password })).body as { access: string }
      const foreign = await call(logout, 'POST', '/api/v1/token/logout/', undefined, { cookie: `_wff_access_token=${access}`, origin: 'https://evil.example' })
      expect(foreign.status).toBe(403)
      expect(foreign.headers.getSetCookie()).toEqual([])
      // The token still works: nothing was revoked.
      expect((await call(patchMe, 'PATCH', '/api/v1/users/me/', { first_name: 'Noch' }, { authorization: `Bearer ${access}` })).status).toBe(200)
      const own = await call(logout, 'POST', '/api/v1/token/logout/', undefined, {
        cookie: `_wff_access_token=${access}`,
        origin: 'http://maison.test',
        host: 'maison.test',
      })
      expect(own.status).toBe(204)
    })
  })

  // 8. "Anonymous reads get what the store locator shows, nothing more."
  describe('8: partner stores’ trade terms are not public', () => {
    it('GET /cms-api/jewelers?limit=100 without a login: no payment terms, second address line or currency; staff see them', async () => {
      await payload.create({
        collection: 'jewelers',
        data: {
          name: 'Juwelier Terms',
          slug: 'juwelier-terms',
          type: 'jeweler',
          latitude: 48.1,
          longitude: 11.5,
          city: 'München',
          address2: 'Hinterhaus',
          paymentTermsDe: '60 Tage netto',
          paymentTermsEn: '60 days net',
          _status: 'published',
        } as never,
        overrideAccess: true,
      })
      const anonymous = await cms(cmsGet, 'GET', 'jewelers?limit=100')
      expect(anonymous.status).toBe(200)
      const docs = anonymous.body.docs as Record<string, unknown>[]
      const store = docs.find((d) => d.slug === 'juwelier-terms')
      expect(store).toMatchObject({ name: 'Juwelier Terms', city: 'München' })
      for (const doc of docs) for (const field of ['paymentTermsDe', 'paymentTermsEn', 'address2', 'currency']) expect(doc, field).not.toHaveProperty(field)

      // The content API (Storyblok's delivery API) shows the same store without them too.
      const storyUrl = 'http://maison.test/api/v1/cms/cdn/stories/jewelers/juwelier-terms'
      const story = await storyRoute(new Request(storyUrl), routeContext(storyUrl))
      expect(story.status).toBe(200)
      const content = ((await story.json()) as { story: { content: Record<string, unknown> } }).story.content
      expect(content).toMatchObject({ name: 'Juwelier Terms' })
      // The API lists every field of the type; these are empty for a visitor.
      for (const field of ['paymentTermsDe', 'paymentTermsEn', 'address2', 'currency']) expect(content[field] ?? '', field).toBe('')

      const staff = await cms(cmsGet, 'GET', 'jewelers?limit=100', { headers: jwt('editor') })
      expect((staff.body.docs as Record<string, unknown>[]).find((d) => d.slug === 'juwelier-terms')).toMatchObject({
        paymentTermsDe: '60 Tage netto',
        address2: 'Hinterhaus',
      })
    })
  })

  // 9. "Single-line text (names, file names, notes' first line) refuses or strips bidi controls and control
  // characters" (docs/decisions.md "Single-line text": which entry refuses, which strips).
  describe('9: single-line text', () => {
    it('a careers file named cv\\u202Efdp.png reaches HR as "cvfdp.png"', async () => {
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#c9a227' } })
        .png()
        .toBuffer()
      const form = new FormData()
      form.append('category', '')
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cv\u202Efdp.png')
      const response = await careersFileRoute(
        new Request('http://maison.test/api/next/personio-form-file/', { method: 'POST', headers: { 'x-client-ip': '10.30.9.1' }, body: form }),
      )
      expect(response.status).toBe(201)
      expect(await response.json()).toMatchObject({ original_filename: 'cvfdp.png', filename: 'cvfdp.png' })
    })

    it('PATCH /users/me/ strips line breaks, control and bidi characters from names', async () => {
      await payload.create({
        collection: 'users',
        data: { email: 'names-30@example.com', password, isActive: true, role: 'customer' } as never,
        overrideAccess: true,
      })
      const { access } = (await call(createJwt, 'POST', '/api/v1/jwt/create/', { email: 'names-30@example.com', password })).body as { access: string }
      const res = await call(
        patchMe,
        'PATCH',
        '/api/v1/users/me/',
        { first_name: 'Anna\r\nBcc: x', last_name: 'Ma\u202Ex\u0007', address_city: 'Mün\u2066chen' },
        { authorization: `Bearer ${access}` },
      )
      expect(res.status).toBe(200)
      expect(res.body).toMatchObject({ first_name: 'Anna Bcc: x', last_name: 'Max', address_city: 'München' })
    })

    it('a form’s single-line field with a bidi or control character → 400 form-general.error.invalid-value; the message keeps its lines', async () => {
      const base = {
        action: 'ADDRESS_FORM',
        form_id: 'test-address',
        used_website_language: 'DE',
        selected_language: 'DE',
        gender: 'W',
        email: 'clara@example.com',
        data_agreement: true,
      }
      const address = { address_street: 'Maximilianstraße', address_number: '1', address_zip_code: '80539', address_city: 'München', address_country: 'DE' }
      const refused = await call(
        formsRoute,
        'POST',
        '/api/v1/forms/',
        { ...base, ...address, first_name: 'Clara\u202E', last_name: 'Weiß\nBcc: x' },
        { 'x-client-ip': '10.30.9.2' },
      )
      expect(refused).toMatchObject({ status: 400, body: { first_name: 'form-general.error.invalid-value', last_name: 'form-general.error.invalid-value' } })
      const contact = {
        action: 'CONTACT_FORM',
        form_id: 'test-contact',
        used_website_language: 'DE',
        selected_language: 'DE',
        email: 'clara@example.com',
        data_agreement: true,
      }
      expect(
        (await call(formsRoute, 'POST', '/api/v1/forms/', { ...contact, message: 'Guten Tag,\r\nich habe eine Frage.' }, { 'x-client-ip': '10.30.9.3' }))
          .status,
      ).toBe(201)
    })
  })
})

import { createLocalReq, type Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { POST as submit } from '@/app/api/v1/forms/route'
import { PATCH as patch } from '@/app/api/v1/forms/[uuid]/route'
import { POST as confirm } from '@/app/api/v1/forms/[uuid]/newsletter-subscribe-confirm/route'
import { eventDateValue } from '@/domain/forms/museumDates'
import { exportSubmissionsCsv } from '@/server/forms/exportCsv'
import { flushMail } from '@/server/jobs/queueMail'
import { resetAllLimits } from '@/server/rateLimit/limiter'
import { call, mailsTo } from '../support/api'
import { describeDb, testPayload } from '../support/payload'

// Issue 7: the forms calls of spec 1 §7 ("POST /api/v1/forms/ … 201 success (contact returns uuid);
// otherwise an object of field to message"; "PATCH /api/v1/forms/{uid}/ … 200 success; 404 silent";
// "POST /api/v1/forms/{uuid}/newsletter-subscribe-confirm/ … 200 success") and the rules of §5.
describeDb('forms API', () => {
  let payload: Payload
  let storeUuid: string
  const house = 'anfragen@maison.test'

  const common = (action: string, language = 'DE', extra: Record<string, unknown> = {}) => ({
    action,
    form_id: `test-${action.toLowerCase()}`,
    used_website_language: language,
    selected_language: language,
    storyblok_story_uuid: '6f1c2a52-9d1e-4a57-b1a4-5d2c9f0e7a11',
    storyblok_component_uid: 'block-1',
    google_click_id: 'gclid-123',
    meta_click_id: '',
    ...extra,
  })
  const person = { gender: 'W', first_name: 'Clara', last_name: 'Weiß', email: 'clara@example.com', data_agreement: true }
  const post = (body: unknown, ip?: string) => call(submit, 'POST', '/api/v1/forms/', body, ip ? { 'x-client-ip': ip } : {})
  const rows = async (where = {}) =>
    (await payload.find({ collection: 'form-submissions', where, overrideAccess: true, showHiddenFields: true, limit: 500, depth: 0 })).docs
  // Rows as plain objects: the assertions read nested groups and the json data freely.
  const byUuid = async (uuid: string) => (await rows({ uuid: { equals: uuid } }))[0] as unknown as Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any

  beforeAll(async () => {
    payload = await testPayload()
    const store = await payload.create({
      collection: 'jewelers',
      data: { name: 'Juwelier Hartmann', slug: 'juwelier-hartmann', type: 'jeweler', latitude: 48.1, longitude: 11.5, _status: 'published' },
      overrideAccess: true,
    })
    storeUuid = store.uuid as string
    await payload.updateGlobal({
      slug: 'form-settings',
      data: {
        notificationEmail: house,
        notificationOverrides: [{ action: 'EVENT_REGISTRATION', email: 'museum@maison.test' }],
        // 1–31 December 2026 without Mondays.
        museum: { startDate: '2026-12-01T12:00:00.000Z', endDate: '2026-12-31T12:00:00.000Z', excludedWeekdays: ['1'] },
      },
      overrideAccess: true,
    })
  })
  beforeEach(() => resetAllLimits())

  describe('POST /api/v1/forms/', () => {
    it('contact step 1 → 201 {uuid}, stored before the answer, the house notified with Reply-To', async () => {
      const res = await post({
        ...common('CONTACT_FORM'),
        subject: 'Ring',
        email: 'Clara@Example.com',
        message: 'Ich interessiere mich für den Herzstück-Ring.',
        data_agreement: true,
        products: '10-1101-00-1-WG,10-1102-00-1-GG',
        metadata: { context: 'website' },
      })
      expect(res.status).toBe(201)
      expect(Object.keys(res.body)).toEqual(['uuid'])
      const row = await byUuid(res.body.uuid)
      expect(row).toMatchObject({ action: 'CONTACT_FORM', email: 'clara@example.com', language: 'DE', context: 'website', newsletter: { status: 'none' } })
      expect(row.data).toMatchObject({ subject: 'Ring', products: '10-1101-00-1-WG,10-1102-00-1-GG', data_agreement: true })
      expect(row.source).toMatchObject({
        formId: 'test-contact_form',
        storyUuid: '6f1c2a52-9d1e-4a57-b1a4-5d2c9f0e7a11',
        componentUid: 'block-1',
        googleClickId: 'gclid-123',
      })
      await flushMail()
      const mail = mailsTo(house).at(-1) as string
      expect(mail).toMatch(/Reply-To: clara@example.com/i)
      expect(mail).toContain('Herzst')
    })

    it('a missing or unknown action → 400 on action', async () => {
      expect(await post({ ...common('CONTACT_FORM'), action: undefined })).toMatchObject({ status: 400, body: { action: 'This field is required.' } })
      expect(await post({ ...common('ORDER_EVERYTHING') })).toMatchObject({ status: 400, body: { action: '"ORDER_EVERYTHING" is not a valid choice.' } })
    })

    it('contact: required fields answer form-general.required-field, a bad address the server text', async () => {
      const res = await post({ ...common('CONTACT_FORM'), email: '', message: '  ', data_agreement: false })
      expect(res).toMatchObject({
        status: 400,
        body: { email: 'form-general.required-field', message: 'form-general.required-field', data_agreement: 'form-general.required-field' },
      })
      expect(res.body.mobile_phone).toBeUndefined()
      const bad = await post({ ...common('CONTACT_FORM'), email: 'clara@', message: 'Hallo', data_agreement: true })
      expect(bad).toMatchObject({ status: 400, body: { email: 'Enter a valid email address.' } })
    })

    it('contact in Korean requires mobile_phone (spec 1 §5)', async () => {
      const ko = { ...common('CONTACT_FORM', 'KO'), email: 'minji@example.com', message: '반지 문의', data_agreement: true }
      expect(await post(ko)).toMatchObject({ status: 400, body: { mobile_phone: 'form-general.required-field' } })
      expect((await post({ ...ko, mobile_phone: '+82 10 1234 5678' })).status).toBe(201)
      // The language chosen in the form counts, also on the English site.
      expect(await post({ ...ko, used_website_language: 'EN', selected_language: 'KO' })).toMatchObject({
        status: 400,
        body: { mobile_phone: 'form-general.required-field' },
      })
      expect((await post({ ...ko, used_website_language: 'EN', selected_language: 'EN' })).status).toBe(201)
    })

    it('the common fields are checked too', async () => {
      const res = await post({ ...common('NEWSLETTER_UNSUBSCRIBE'), used_website_language: undefined, email: 'a@example.com' })
      expect(res).toMatchObject({ status: 400, body: { used_website_language: 'form-general.required-field' } })
      expect((await post({ ...common('NEWSLETTER_UNSUBSCRIBE', 'FR'), email: 'a@example.com' })).body).toEqual({
        used_website_language: 'form-general.error.invalid-value',
        selected_language: 'form-general.error.invalid-value',
      })
    })

    it('appointment: every required field of spec 1 §5', async () => {
      const res = await post({ ...common('APPOINTMENT_REQUEST') })
      expect(res.status).toBe(400)
      expect(Object.keys(res.body).sort()).toEqual(['appointment_request', 'data_agreement', 'email', 'first_name', 'gender', 'last_name', 'mobile_phone'])
      const ok = await post({
        ...common('APPOINTMENT_REQUEST'),
        ...person,
        mobile_phone: '+49 89 123456',
        appointment_request: 'Samstagvormittag',
        newsletter_subscription: false,
      })
      expect(ok.status).toBe(201)
      expect((await byUuid(ok.body.uuid)).data).toMatchObject({ appointment_request: 'Samstagvormittag', mobile_phone: '+49 89 123456' })
    })

    it('address: the house number is required except in Japanese, where region and mobile are', async () => {
      const address = {
        ...person,
        title: 'DR',
        address_street: 'Maximilianstraße',
        address_number: '12',
        address_zip_code: '80539',
        address_city: 'München',
        address_country: 'DE',
      }
      expect((await post({ ...common('ADDRESS_FORM'), ...address })).status).toBe(201)
      expect(await post({ ...common('ADDRESS_FORM'), ...address, address_number: '' })).toMatchObject({
        status: 400,
        body: { address_number: 'form-general.required-field' },
      })
      expect(await post({ ...common('ADDRESS_FORM'), ...address, address_country: 'XX' })).toMatchObject({
        status: 400,
        body: { address_country: 'form-general.error.invalid-value' },
      })
      expect(await post({ ...common('ADDRESS_FORM'), ...address, email: 'kein-at' })).toMatchObject({
        status: 400,
        body: { email: 'Enter a valid email address.' },
      })

      const ja = {
        ...person,
        address_street: '銀座',
        address_zip_code: '104-0061',
        address_city: '中央区',
        address_country: 'JP',
        mobile_phone: '090-1234-5678',
      }
      const withoutNumber = await post({ ...common('ADDRESS_FORM', 'JA'), ...ja, address_region: '東京都' })
      expect(withoutNumber.status).toBe(201)
      expect(await post({ ...common('ADDRESS_FORM', 'JA'), ...ja })).toMatchObject({ status: 400, body: { address_region: 'form-general.required-field' } })
      expect(await post({ ...common('ADDRESS_FORM', 'JA'), ...ja, address_region: '東京都', mobile_phone: '' })).toMatchObject({
        status: 400,
        body: { mobile_phone: 'form-general.required-field' },
      })
    })

    it('a store must exist; a microsite form keeps where it came from', async () => {
      const base = { ...common('APPOINTMENT_REQUEST'), ...person, mobile_phone: '+49 89 123456', appointment_request: 'Bald' }
      expect(await post({ ...base, store_uuid: '00000000-0000-4000-8000-000000000000' })).toMatchObject({
        status: 400,
        body: { store_uuid: 'form-general.error.invalid-value' },
      })
      const res = await post({
        ...base,
        store_uuid: storeUuid,
        metadata: { context: 'microsite', jeweler_slug: 'juwelier-hartmann', jeweler_story_uuid: storeUuid },
      })
      expect(res.status).toBe(201)
      const row = await byUuid(res.body.uuid)
      expect(row).toMatchObject({ context: 'microsite', source: { jewelerSlug: 'juwelier-hartmann', jewelerStoryUuid: storeUuid } })
      expect(row.store).toBeTypeOf('number')
    })

    it('a filled honeypot gets 201 and nothing is kept', async () => {
      const before = (await rows()).length
      const res = await post({ ...common('NEWSLETTER_UNSUBSCRIBE'), email: 'bot@example.com', homepage: 'http://spam.example' })
      expect(res.status).toBe(201)
      expect((await rows()).length).toBe(before)
    })

    it('bodies over 32 KB → 413; a flood from one address → 429, and every accepted form is stored', async () => {
      expect((await post({ ...common('CONTACT_FORM'), message: 'x'.repeat(40_000) })).status).toBe(413)
      resetAllLimits()
      const before = (await rows({ email: { equals: 'flood@example.com' } })).length
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => post({ ...common('NEWSLETTER_UNSUBSCRIBE'), email: 'flood@example.com' }, '203.0.113.9')),
      )
      const created = answers.filter((a) => a.status === 201).length
      expect(created).toBe(30)
      // Every one refused is a 429 with its reason: ten of forty, none answered otherwise.
      const limited = answers.filter((a) => a.status === 429)
      expect(limited).toHaveLength(answers.length - created)
      expect(limited.map((a) => typeof a.body.detail)).toEqual(Array(10).fill('string'))
      expect((await rows({ email: { equals: 'flood@example.com' } })).length - before).toBe(created)
    })
  })

  describe('newsletter double opt-in', () => {
    const confirmCall = (token: string) => call(confirm, 'POST', `/api/v1/forms/${token}/newsletter-subscribe-confirm/`)
    const tokenIn = (eml: string, locale: string) => {
      const flat = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
      return new RegExp(`/${locale}/newsletter/confirm/([0-9a-f-]{36})/`).exec(flat)?.[1] as string
    }

    it('the full form requires names and salutation; the short one (REGISTRATION) only address and agreement', async () => {
      const full = await post({ ...common('NEWSLETTER_SUBSCRIBE'), email: 'kurz@example.com', data_agreement: true })
      expect(full).toMatchObject({
        status: 400,
        body: { gender: 'form-general.required-field', first_name: 'form-general.required-field', last_name: 'form-general.required-field' },
      })
      expect((await post({ ...common('REGISTRATION'), email: 'kurz@example.com' })).body).toEqual({ data_agreement: 'form-general.required-field' })
      expect((await post({ ...common('REGISTRATION'), email: 'kurz@example.com', data_agreement: true })).status).toBe(201)
    })

    it('subscribe → confirmation e-mail in the visitor language → confirm 200; the link opened again is 200 already-confirmed', async () => {
      const res = await post({ ...common('NEWSLETTER_SUBSCRIBE', 'JA'), ...person, email: 'hanako@example.com' })
      expect(res.status).toBe(201)
      expect((await byUuid(res.body.uuid)).newsletter.status).toBe('pending')
      await flushMail()
      const mail = mailsTo('hanako@example.com').at(-1) as string
      expect(mail).toMatch(/Subject: =\?UTF-8\?/)
      const token = tokenIn(mail, 'ja')
      expect(token).toBeTruthy()
      // The submission's own uuid (a contact form's answer reveals it) never confirms.
      expect((await confirmCall(res.body.uuid)).status).toBe(404)
      expect(await confirmCall(token)).toMatchObject({ status: 200, body: { detail: 'confirmed' } })
      const row = await byUuid(res.body.uuid)
      expect(row.newsletter.status).toBe('confirmed')
      expect(row.newsletter.confirmedAt).toBeTruthy()
      // Opened again (phone, then desk): still a success, told apart so the opt-in is counted once.
      expect(await confirmCall(token)).toMatchObject({ status: 200, body: { detail: 'already-confirmed' } })
      expect((await byUuid(res.body.uuid)).newsletter.confirmedAt).toBe(row.newsletter.confirmedAt)
      expect((await confirmCall('00000000-0000-4000-8000-000000000000')).status).toBe(404)
      expect((await confirmCall('not-a-uuid')).status).toBe(404)
    })

    it('unsubscribe ends the subscription and answers the same for unknown addresses', async () => {
      await post({ ...common('REGISTRATION'), email: 'weg@example.com', data_agreement: true })
      await flushMail()
      expect((await confirmCall(tokenIn(mailsTo('weg@example.com').at(-1) as string, 'de'))).status).toBe(200)
      expect((await post({ ...common('NEWSLETTER_UNSUBSCRIBE'), email: 'WEG@example.com' })).status).toBe(201)
      const [subscription] = await rows({ and: [{ email: { equals: 'weg@example.com' } }, { action: { equals: 'REGISTRATION' } }] })
      expect(subscription?.newsletter?.status).toBe('unsubscribed')
      // After the unsubscribe the old link confirms nothing.
      expect((await confirmCall(tokenIn(mailsTo('weg@example.com').at(-1) as string, 'de'))).status).toBe(404)
      expect((await post({ ...common('NEWSLETTER_UNSUBSCRIBE'), email: 'nie-gesehen@example.com' })).status).toBe(201)
      expect(await post({ ...common('NEWSLETTER_UNSUBSCRIBE'), email: '' })).toMatchObject({ status: 400, body: { email: 'form-general.required-field' } })
    })
  })

  describe('PATCH /api/v1/forms/{uuid}/ (contact step 2)', () => {
    const step2 = (uuid: string, body: Record<string, unknown>) =>
      call(patch, 'PATCH', `/api/v1/forms/${uuid}/`, { action: 'CONTACT_FORM', form_id: 'test-contact_form', used_website_language: 'DE', ...body })

    it('adds the details → 200; only sent fields change; newsletter opt-in starts the double opt-in', async () => {
      const first = await post({ ...common('CONTACT_FORM'), email: 'step@example.com', message: 'Frage', data_agreement: true })
      const res = await step2(first.body.uuid, {
        title: '',
        gender: 'M',
        first_name: 'Jonas',
        last_name: 'Berg',
        address_zip_code: '80331',
        address_city: 'München',
        newsletter_subscription: true,
      })
      expect(res.status).toBe(200)
      let row = await byUuid(first.body.uuid)
      expect(row.data).toMatchObject({ message: 'Frage', gender: 'M', first_name: 'Jonas', address_city: 'München' })
      expect(row.detailsAddedAt).toBeTruthy()
      expect(row.newsletter.status).toBe('pending')
      await flushMail()
      expect((mailsTo('step@example.com').at(-1) as string).replace(/=\r?\n/g, '')).toMatch(/\/de\/newsletter\/confirm\/[0-9a-f-]{36}\//)
      // The wizard's later update sends products and message only.
      expect((await step2(first.body.uuid, { products: 'A-1,B-2' })).status).toBe(200)
      row = await byUuid(first.body.uuid)
      expect(row.data).toMatchObject({ products: 'A-1,B-2', first_name: 'Jonas', message: 'Frage' })
      expect(await step2(first.body.uuid, { gender: 'X' })).toMatchObject({ status: 400, body: { gender: 'form-general.error.invalid-value' } })
    })

    it('unknown, malformed or non-contact uuids → 404', async () => {
      expect((await step2('00000000-0000-4000-8000-000000000000', { first_name: 'X' })).status).toBe(404)
      expect((await step2('abc', { first_name: 'X' })).status).toBe(404)
      const other = await post({ ...common('NEWSLETTER_UNSUBSCRIBE'), email: 'x@example.com' })
      expect((await step2(other.body.uuid, { first_name: 'X' })).status).toBe(404)
    })
  })

  describe('museum event registration', () => {
    const museum = (picked: Date, extra: Record<string, unknown> = {}) =>
      post({ ...common('EVENT_REGISTRATION'), ...person, event_date: eventDateValue(picked), tour_requested: false, store_uuid: null, ...extra })

    // The picked day is the visitor's local midnight, so the value sent depends on the process's
    // time zone (TZ): in Tokyo it is 2026-12-02T22:00:00.000Z. Run with TZ=Asia/Tokyo and
    // TZ=America/Los_Angeles: the stored and mailed day must be 3 December in both.
    it('a bookable day, sent shifted by 7 hours (25,200,000 ms) → 201, the day kept as that calendar day', async () => {
      const picked = new Date(2026, 11, 3) // Thursday 3 December, local midnight
      expect(eventDateValue(picked)).toBe(new Date(picked.getTime() + 25_200_000).toISOString())
      const res = await museum(picked, { tour_requested: true, mobile_phone: '+49 7231 123' })
      expect(res.status).toBe(201)
      const row = await byUuid(res.body.uuid)
      expect(row.data).toMatchObject({ tour_requested: true, mobile_phone: '+49 7231 123', store_uuid: null, event_date: '2026-12-03' })
      await flushMail()
      const mails = mailsTo('museum@maison.test')
      expect(mails).toHaveLength(1)
      expect(mails[0]).toMatch(/event_date: 2026-12-03(?!T)/) // the day, not an instant
    })

    it('excluded weekdays and days outside the range → 400 event_date', async () => {
      expect(await museum(new Date(2026, 11, 7))).toMatchObject({ status: 400, body: { event_date: 'form-general.error.date-unavailable' } }) // a Monday
      expect(await museum(new Date(2027, 0, 5))).toMatchObject({ status: 400, body: { event_date: 'form-general.error.date-unavailable' } })
      expect(await post({ ...common('EVENT_REGISTRATION'), ...person, event_date: 'soon' })).toMatchObject({
        status: 400,
        body: { event_date: 'form-general.error.invalid-value' },
      })
      expect(await post({ ...common('EVENT_REGISTRATION'), ...person })).toMatchObject({ status: 400, body: { event_date: 'form-general.required-field' } })
    })
  })

  describe('CSV export for brand staff', () => {
    it('brand staff get every row the filter selects; editors are refused', async () => {
      const editor = await payload.create({
        collection: 'admins',
        data: { email: 'editor@maison.test', password: 'Redaktion-2026', role: 'editor' },
        overrideAccess: true,
      })
      const brand = await payload.create({
        collection: 'admins',
        data: { email: 'brand@maison.test', password: 'Kundenpflege-2026', role: 'brand' },
        overrideAccess: true,
      })
      await post({
        ...common('APPOINTMENT_REQUEST'),
        ...person,
        first_name: '=HYPERLINK("http://evil")',
        mobile_phone: '+49 89 1',
        appointment_request: 'Termin',
      })
      const asUser = async (user: object, query: Record<string, unknown>) => {
        const req = await createLocalReq({ user: { ...user, collection: 'admins' } as never }, payload)
        req.query = query
        return exportSubmissionsCsv(req)
      }
      expect((await asUser(editor, {})).status).toBe(403)
      const res = await asUser(brand, { where: { action: { equals: 'APPOINTMENT_REQUEST' } } })
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/text\/csv/)
      const bytes = new Uint8Array(await res.arrayBuffer())
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]) // the BOM spreadsheets need for UTF-8
      const csv = new TextDecoder().decode(bytes)
      const lines = csv.trim().split('\r\n')
      expect(lines[0]).toMatch(/^created_at,uuid,action,email,language,context,newsletter,/)
      expect(lines.slice(1).every((l) => l.includes(',APPOINTMENT_REQUEST,'))).toBe(true)
      expect(lines.length - 1).toBe((await rows({ action: { equals: 'APPOINTMENT_REQUEST' } })).length)
      expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`)
      // Editors cannot read the collection through Payload either.
      await expect(
        payload.find({ collection: 'form-submissions', overrideAccess: false, user: { ...editor, collection: 'admins' } as never }),
      ).rejects.toThrow()
      await flushMail()
    })
  })
})

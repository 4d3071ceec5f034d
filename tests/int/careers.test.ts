import fs from 'node:fs'
import path from 'node:path'
import { XMLParser } from 'fast-xml-parser'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { GET as feedRoute } from '@/app/api/v1/careers/feed.xml/route'
import { POST as uploadRoute } from '@/app/api/next/personio-form-file/route'
import { POST as applyRoute } from '@/app/api/next/personio-form/route'
import { POST as formsRoute } from '@/app/api/v1/forms/route'
import { POST as deniedRoute } from '@/app/api/next/access-denied/route'
import { APPLICATION_FILE_MAX_BYTES, APPLICATION_RETENTION_DAYS, fileCategories } from '@/domain/careers/application'
import { signToken } from '@/server/auth/jwt'
import { parseFeed } from '@/server/careers/feedClient'
import { purgeApplications } from '@/server/careers/purgeApplications'
import { flushMail } from '@/server/jobs/queueMail'
import { logger } from '@/server/log/logger'
import { resetAllLimits } from '@/server/rateLimit/limiter'
import { call, mailsTo } from '../support/api'
import { describeDb, testPayload } from '../support/payload'
import { paragraphsToLexical } from '@seed/lexical'
import { docx as makeDocx, pdf as makePdf, xlsx as makeXlsx } from '../support/documents'

// Issue 19: the careers feed, job applications with their files, the yearly ring's waitlist and
// the access-denied report (spec 3 §3–§8).
describeDb('careers, waitlist and access denied', () => {
  let payload: Payload
  let positionId: string
  let png: Buffer
  const hr = 'hr@maison.test'
  const pdf = makePdf()
  const docx = makeDocx()
  const xlsx = makeXlsx()
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(256, 0x90), Buffer.from('This program cannot be run in DOS mode.')])

  beforeAll(async () => {
    payload = await testPayload()
    process.env.CAREERS_NOTIFY_TO = hr
    const position = await payload.create({
      collection: 'job-positions',
      locale: 'de',
      data: {
        name: 'Goldschmied (m/w/d)',
        office: 'Pforzheim',
        department: 'Manufaktur',
        subcompany: 'Aurelle GmbH',
        recruitingCategory: 'Handwerk',
        occupation: 'Goldschmied',
        occupationCategory: 'Handwerk',
        employmentType: 'permanent',
        seniority: 'experienced',
        schedule: 'full-time',
        yearsOfExperience: '2-5',
        keywords: 'Gold, Handwerk',
        jobDescriptions: [{ name: 'Ihre Aufgaben', value: paragraphsToLexical(['Sie fassen Steine & polieren Ringe.']) as never }],
      },
      overrideAccess: true,
    })
    positionId = String(position.id)
    await payload.update({
      collection: 'job-positions',
      id: position.id,
      locale: 'en',
      data: {
        name: 'Goldsmith (m/f/d)',
        keywords: 'gold, craft',
        jobDescriptions: [{ name: 'Your tasks', value: paragraphsToLexical(['You set stones.']) as never }],
      },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'job-positions',
      data: { name: 'Archiviert', office: 'Wien', active: false, employmentType: 'permanent', seniority: 'experienced', schedule: 'full-time' },
      overrideAccess: true,
    })
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c9a227' } })
      .png()
      .toBuffer()
  })
  beforeEach(() => resetAllLimits())

  const feed = async (query: string) => {
    const response = await feedRoute(new Request(`http://maison.test/api/v1/careers/feed.xml${query}`))
    return { status: response.status, type: response.headers.get('content-type'), text: await response.text() }
  }

  it('GET /api/v1/careers/feed.xml?language= → Personio XML (workzag-jobs/position), per language, active positions only', async () => {
    const de = await feed('?language=de')
    expect(de.status).toBe(200)
    expect(de.type).toMatch(/^application\/xml/)
    const parsed = new XMLParser({ isArray: (n) => n === 'position' || n === 'jobDescription', parseTagValue: false }).parse(de.text)
    const positions = parsed['workzag-jobs'].position
    expect(positions).toHaveLength(1)
    expect(positions[0]).toMatchObject({
      id: positionId,
      subcompany: 'Aurelle GmbH',
      office: 'Pforzheim',
      department: 'Manufaktur',
      recruitingCategory: 'Handwerk',
      name: 'Goldschmied (m/w/d)',
      employmentType: 'permanent',
      seniority: 'experienced',
      schedule: 'full-time',
      yearsOfExperience: '2-5',
      keywords: 'Gold, Handwerk',
      occupation: 'Goldschmied',
      occupationCategory: 'Handwerk',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    })
    expect(positions[0].jobDescriptions.jobDescription).toEqual([{ name: 'Ihre Aufgaben', value: '<p>Sie fassen Steine &amp; polieren Ringe.</p>' }])
    // The description's HTML travels as CDATA, as Personio sends it.
    expect(de.text).toContain('<![CDATA[<p>Sie fassen Steine &amp; polieren Ringe.</p>]]>')

    const en = parseFeed((await feed('?language=en')).text)
    expect(en.map((p) => [p.id, p.name, p.jobDescriptions[0]?.name])).toEqual([[positionId, 'Goldsmith (m/f/d)', 'Your tasks']])
    // Chinese as Personio names it; the texts fall back to German where none are written.
    expect(parseFeed((await feed('?language=zh')).text)[0].name).toBe('Goldschmied (m/w/d)')
    expect(parseFeed((await feed('')).text)[0].name).toBe('Goldschmied (m/w/d)')
    expect((await feed('?language=xx')).status).toBe(400)
  })

  const upload = async (file: Buffer | null, declared = { type: 'application/pdf', name: 'lebenslauf.pdf' }, ip = '10.9.0.1') => {
    const form = new FormData()
    form.append('category', '')
    if (file) form.append('file', new Blob([new Uint8Array(file)], { type: declared.type }), declared.name)
    const response = await uploadRoute(
      new Request('http://maison.test/api/next/personio-form-file/', { method: 'POST', headers: { 'x-client-ip': ip }, body: form }),
    )
    return { status: response.status, body: await response.json() }
  }

  it('POST /api/next/personio-form-file/ → 201 descriptor: PDF, Word, PNG judged by their bytes, names sanitised, stored privately', async () => {
    const res = await upload(pdf, { type: 'application/octet-stream', name: '../../etc/Lebens<lauf>.pdf' })
    expect(res).toEqual({
      status: 201,
      body: {
        uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        original_filename: 'Lebenslauf.pdf',
        filename: 'Lebenslauf.pdf',
        size: pdf.length,
        mimetype: 'application/pdf',
        category: null,
      },
    })
    const { docs } = await payload.find({ collection: 'application-files', where: { uuid: { equals: res.body.uuid } }, overrideAccess: true, depth: 0 })
    expect(docs[0].filename).toBe(`${res.body.uuid}.pdf`)
    // In the private upload folder (outside public/), byte for byte.
    expect(fs.readFileSync(path.join(process.env.UPLOAD_DIR as string, 'application-files', docs[0].filename as string)).equals(pdf)).toBe(true)

    expect((await upload(docx, { type: 'application/msword', name: 'zeugnis.docx' })).body).toMatchObject({
      mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      original_filename: 'zeugnis.docx',
    })
    // The extension follows the bytes: a PNG sent as .exe is kept and shown as a PNG.
    expect((await upload(png, { type: 'application/x-msdownload', name: 'anschreiben.exe' })).body).toMatchObject({
      mimetype: 'image/png',
      original_filename: 'anschreiben.exe.png',
    })
  })

  it('uploads: a renamed executable, a spreadsheet, an empty file, no file, and more than 10 MB are refused; nothing is kept', async () => {
    const before = await payload.count({ collection: 'application-files', overrideAccess: true })
    const refused = (reason: string) => ({ errors: [{ field: 'file', errors: [{ reason }] }] })
    expect(await upload(exe, { type: 'application/pdf', name: 'lebenslauf.pdf' })).toEqual({ status: 400, body: refused('file-upload.wrong-type') })
    expect(await upload(xlsx, { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', name: 'cv.docx' })).toEqual({
      status: 400,
      body: refused('file-upload.wrong-type'),
    })
    expect(await upload(Buffer.alloc(0))).toEqual({ status: 400, body: refused('file-upload.empty') })
    expect(await upload(null)).toEqual({ status: 400, body: refused('file-upload.no-file') })
    const big = Buffer.concat([pdf, Buffer.alloc(APPLICATION_FILE_MAX_BYTES + 1 - pdf.length, 0x20)])
    expect(await upload(big)).toEqual({ status: 400, body: refused('file-upload.too-large') })
    const huge = Buffer.concat([pdf, Buffer.alloc(APPLICATION_FILE_MAX_BYTES + 200 * 1024, 0x20)])
    expect(await upload(huge)).toEqual({ status: 413, body: refused('file-upload.too-large') })
    expect((await payload.count({ collection: 'application-files', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })

  it('uploads are rate limited per address (429)', async () => {
    let last = 0
    for (let i = 0; i < 41; i++) last = (await upload(pdf, undefined, '10.9.9.9')).status
    expect(last).toBe(429)
  })

  const today = () => new Date().toISOString().slice(0, 10)
  const applicant = (files: { uuid: string; original_filename?: string; category: string }[], extra: Record<string, unknown> = {}) => ({
    first_name: 'Ada',
    last_name: 'Goldberg',
    email: 'ada@example.com',
    job_position_id: positionId,
    data_agreement: true,
    language: 'de',
    files,
    attributes: { phone: '+49 89 123456', salary_expectations: '58.000 €', available_from: today() },
    ...extra,
  })
  const three = async () => {
    const files = []
    for (const category of fileCategories)
      files.push({
        uuid: (await upload(pdf, { type: 'application/pdf', name: `${category}.pdf` })).body.uuid as string,
        original_filename: `${category}.pdf`,
        category,
      })
    return files
  }
  const apply = (body: unknown) => call(applyRoute, 'POST', '/api/next/personio-form/', body)

  it('POST /api/next/personio-form/ with files of all three categories → 201; stored with its files; HR gets a mail', async () => {
    const files = await three()
    const res = await apply(applicant(files))
    expect(res).toEqual({ status: 201, body: { id: expect.any(Number) }, headers: expect.anything() })
    const application = await payload.findByID({ collection: 'job-applications', id: res.body.id, overrideAccess: true, depth: 0 })
    expect(application).toMatchObject({
      positionId,
      positionName: 'Goldschmied (m/w/d)',
      first_name: 'Ada',
      last_name: 'Goldberg',
      email: 'ada@example.com',
      phone: '+49 89 123456',
      salary_expectations: '58.000 €',
      available_from: today(),
    })
    const { docs } = await payload.find({ collection: 'application-files', where: { application: { equals: res.body.id } }, overrideAccess: true, depth: 0 })
    expect(docs.map((d) => d.category).sort()).toEqual([...fileCategories].sort())
    await flushMail()
    // Quoted-printable soft line breaks removed; the subject is MIME-encoded (it has a dash), the body's ASCII is not.
    const mail = (mailsTo(hr).at(-1) as string).replace(/=\r?\n/g, '')
    expect(mail).toContain('Ada Goldberg hat sich auf die Stelle Goldschmied (m/w/d) beworben.')
    expect(mail).toContain(`/admin/collections/job-applications/${res.body.id}`)
    expect(mail).toMatch(/^Reply-To: ada@example\.com/m)
    // A file belongs to one application: sending the same files again is refused.
    expect((await apply(applicant(files))).body).toEqual({ errors: [{ field: 'files', errors: [{ reason: 'file-upload.unknown-file' }] }] })
  })

  it('an application from the English page reaches HR with the position’s German name and the applicant’s language', async () => {
    const res = await apply(applicant(await three(), { language: 'en', email: 'ann@example.com' }))
    expect(res.status).toBe(201)
    const application = await payload.findByID({ collection: 'job-applications', id: res.body.id, overrideAccess: true, depth: 0 })
    expect(application).toMatchObject({ positionName: 'Goldschmied (m/w/d)', language: 'en' })
    await flushMail()
    expect((mailsTo(hr).at(-1) as string).replace(/=\r?\n/g, '')).toContain('Ada Goldberg hat sich auf die Stelle Goldschmied (m/w/d) beworben.')
  })

  it('one file named for every category is no complete application → 400, nothing stored', async () => {
    // Spec 3 §5 asks for a file of each category; one CV listed three times is still one file.
    const [cv] = await three()
    const before = await payload.count({ collection: 'job-applications', overrideAccess: true })
    const res = await apply(applicant(fileCategories.map((category) => ({ uuid: cv!.uuid, category }))))
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ errors: [{ field: 'files', errors: [{ reason: 'invalid-value' }] }] })
    expect((await payload.count({ collection: 'job-applications', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })

  it.each(fileCategories)('without a file of category %s → 400 personio.file-upload.validate-files, the missing category marked', async (missing) => {
    const files = (await three()).filter((f) => f.category !== missing)
    const res = await apply(applicant(files))
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      errors: [
        { field: 'files', errors: [{ reason: 'file-upload.validate-files' }] },
        { field: `files.${missing}`, errors: [{ reason: 'file-upload.validate-files' }] },
      ],
    })
  })

  it('the fields’ rules answer as {errors: [{field, errors: [{reason}]}]}: required, e-mail, a day in the past, unknown position, unknown file', async () => {
    const res = await apply({ job_position_id: '999999', files: [], attributes: { available_from: '2020-01-01', phone: 'abc' }, email: 'nope' })
    expect(res.status).toBe(400)
    const byField = Object.fromEntries(
      (res.body.errors as { field: string; errors: { reason: string }[] }[]).map((e) => [e.field, e.errors.map((x) => x.reason)]),
    )
    expect(byField).toEqual({
      first_name: ['required-field'],
      last_name: ['required-field'],
      email: ['email-invalid'],
      phone: ['invalid-value'],
      salary_expectations: ['required-field'],
      available_from: ['date-in-past'],
      data_agreement: ['required-field'],
      job_position_id: ['unknown-position'],
      files: ['file-upload.validate-files'],
      'files.cv': ['file-upload.validate-files'],
      'files.employment-reference': ['file-upload.validate-files'],
      'files.cover-letter': ['file-upload.validate-files'],
    })
    const ghost = fileCategories.map((category, i) => ({ uuid: `00000000-0000-4000-8000-00000000000${i}`, category }))
    expect((await apply(applicant(ghost))).body).toEqual({ errors: [{ field: 'files', errors: [{ reason: 'file-upload.unknown-file' }] }] })
  })

  it('the purge deletes applications past the retention period with their files, and unclaimed uploads after a day', async () => {
    const res = await apply(applicant(await three()))
    const orphan = (await upload(pdf)).body.uuid as string
    const later = new Date(Date.now() + (APPLICATION_RETENTION_DAYS + 1) * 24 * 3600 * 1000)
    const result = await purgeApplications(payload, later)
    expect(result.applications).toBeGreaterThanOrEqual(1)
    expect(await payload.findByID({ collection: 'job-applications', id: res.body.id, overrideAccess: true, disableErrors: true })).toBeNull()
    expect((await payload.count({ collection: 'application-files', where: { application: { equals: res.body.id } }, overrideAccess: true })).totalDocs).toBe(0)
    expect((await payload.count({ collection: 'application-files', where: { uuid: { equals: orphan } }, overrideAccess: true })).totalDocs).toBe(0)
    expect(fs.readdirSync(path.join(process.env.UPLOAD_DIR as string, 'application-files'))).toEqual([])
  })

  it('HR staff and admins read positions, applications and files; editors and brand staff do not', async () => {
    const admin = async (role: string) => ({
      ...(await payload.create({
        collection: 'admins',
        data: { email: `${role}@maison.test`, password: 'Goldfaden-1897', role } as never,
        overrideAccess: true,
      })),
      collection: 'admins' as const,
    })
    for (const [role, allowed] of [
      ['hr', true],
      ['admin', true],
      ['editor', false],
      ['brand', false],
    ] as const) {
      const user = await admin(role)
      for (const collection of ['job-positions', 'job-applications', 'application-files'] as const) {
        const read = payload.find({ collection, user, overrideAccess: false, depth: 0 })
        if (allowed) await expect(read).resolves.toBeTruthy()
        else await expect(read).rejects.toThrow()
      }
    }
  })

  // The yearly ring's waitlist (spec 3 §2.4, §6): LIMITED_RING_REQUEST for jewellers with the permission.
  it('POST /api/v1/forms/ LIMITED_RING_REQUEST: 201 for a jeweller with orders:create_article_order (name and number from the profile); 403 without; 401 signed out', async () => {
    const store = await payload.create({
      collection: 'jewelers',
      data: { name: 'Juwelier Sonnenschein', slug: 'sonnenschein', type: 'jeweler', latitude: 48, longitude: 11, _status: 'published' } as never,
      overrideAccess: true,
      depth: 0,
      context: { skipRevalidate: true },
    })
    const user = (email: string, role: string) =>
      payload.create({
        collection: 'users',
        data: { email, password: 'Goldfaden-1897', isActive: true, role, customerId: 'K-4711', portal_locations: [store.id] } as never,
        overrideAccess: true,
        depth: 0,
      })
    const permitted = await user('ring-yes@example.com', 'jeweller')
    const withoutPermission = await user('ring-no@example.com', 'jeweller')
    const customer = await user('ring-customer@example.com', 'customer')
    await payload.create({
      collection: 'location-users',
      data: { user: permitted.id, location: store.id, permissions: ['orders:create_article_order'] },
      overrideAccess: true,
    })
    await payload.create({
      collection: 'location-users',
      data: { user: withoutPermission.id, location: store.id, permissions: ['inventory:view_current'] },
      overrideAccess: true,
    })
    // The customer's grant counts for nothing: not a trade account.
    await payload.create({
      collection: 'location-users',
      data: { user: customer.id, location: store.id, permissions: ['orders:create_article_order'] },
      overrideAccess: true,
    })
    const token = async (u: { id: number; email: string }) => ({ authorization: `Bearer ${await signToken('access', u, payload.secret)}` })
    const ring = {
      action: 'LIMITED_RING_REQUEST',
      form_id: 'yearly-ring-waitlist',
      used_website_language: 'DE',
      language: 'DE',
      customer_lastname: 'Brenner',
      jewelry_value: '2500',
      ring_size: '54',
      notes: '',
      data_agreement: true,
      jeweller_name: 'Someone Else',
      jeweller_customer_id: 'FAKE',
    }
    const send = async (body: unknown, headers: Record<string, string> = {}) => call(formsRoute, 'POST', '/api/v1/forms/', body, headers)

    const ok = await send(ring, await token(permitted))
    expect(ok.status).toBe(201)
    const { docs } = await payload.find({ collection: 'form-submissions', where: { uuid: { equals: ok.body.uuid } }, overrideAccess: true, depth: 0 })
    expect(docs[0]).toMatchObject({ action: 'LIMITED_RING_REQUEST', email: 'ring-yes@example.com' })
    expect(docs[0].data).toMatchObject({
      customer_lastname: 'Brenner',
      jewelry_value: '2500',
      ring_size: '54',
      jeweller_name: 'Juwelier Sonnenschein',
      jeweller_customer_id: 'K-4711',
    })

    expect((await send(ring, await token(withoutPermission))).status).toBe(403)
    expect((await send(ring, await token(customer))).status).toBe(403)
    expect((await send(ring)).status).toBe(401)
    // The required fields (spec 3 §5).
    const missing = await send({ ...ring, customer_lastname: '', jewelry_value: '', data_agreement: false }, await token(permitted))
    expect(missing).toMatchObject({
      status: 400,
      body: { customer_lastname: 'form-general.required-field', jewelry_value: 'form-general.required-field', data_agreement: 'form-general.required-field' },
    })
  })

  it('POST /api/next/access-denied/ logs the diagnostics as an error with the session token’s id, never the token', async () => {
    const lines: unknown[] = []
    // requestLogger() makes a child of the logger per request: catch what its error() gets.
    const child = vi.spyOn(logger, 'child').mockReturnValue({ error: (obj: unknown) => lines.push(obj), info: () => {}, warn: () => {} } as never)
    try {
      const u = await payload.create({
        collection: 'users',
        data: { email: 'denied@example.com', password: 'Goldfaden-1897', isActive: true, role: 'customer' } as never,
        overrideAccess: true,
        depth: 0,
      })
      const token = await signToken('access', u, payload.secret)
      const jti = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).jti
      const res = await call(
        deniedRoute,
        'POST',
        '/api/next/access-denied/',
        { timestamp: '2026-11-24T10:00:00.000Z', user_agent: 'Test/1.0', cookies_enabled: true, local_storage_enabled: false, from: '/de/yearly-ring/' },
        { cookie: `_wff_access_token=${token}` },
      )
      expect(res.status).toBe(204)
      expect(lines).toEqual([
        {
          accessDenied: {
            timestamp: '2026-11-24T10:00:00.000Z',
            userAgent: 'Test/1.0',
            cookiesEnabled: true,
            localStorageEnabled: false,
            from: '/de/yearly-ring/',
            sessionTokenId: `jti:${jti}`,
          },
        },
      ])
      expect(JSON.stringify(lines)).not.toContain(token)
      lines.length = 0
      await call(deniedRoute, 'POST', '/api/next/access-denied/', { timestamp: 'x' }, { cookie: '_wff_access_token=garbage' })
      expect((lines[0] as { accessDenied: { sessionTokenId: string } }).accessDenied.sessionTokenId).toMatch(/^sha256:[0-9a-f]{16}$/)
    } finally {
      child.mockRestore()
    }
  })
})

import type { Payload } from 'payload'
import { beforeAll, beforeEach, expect, it } from 'vitest'
import { POST as submit } from '@/app/api/v1/forms/route'
import { PATCH as patch } from '@/app/api/v1/forms/[uuid]/route'
import { wizardFormId } from '@/domain/wizard/contactSchema'
import { resetAllLimits } from '@/server/rateLimit/limiter'
import { loadWizardProducts } from '@/server/wizard/wizardProducts'
import { call } from '../support/api'
import { describeDb, testPayload } from '../support/payload'

// Issue 17, spec 3 §3 (wizard contact payload), §5 (its rules), §7 (POST /api/v1/forms/ with action
// CONTACT_FORM; PATCH /api/v1/forms/{id}/ with products, message, action, form_id, used_website_language).
describeDb('wizard contact form and its update', () => {
  let payload: Payload
  let withAgreement: string
  let withoutAgreement: string

  const wizardData = (name: string, formPosition: 'firstStep' | 'lastStep', dataAgreementLabel: string | undefined) => ({
    name,
    formPosition,
    intro: { title: 'Ringfinder' },
    steps: [
      {
        label: 'Für wen?',
        weight: 2,
        choices: [
          { choiceId: 'self', name: 'Für mich', wizardTags: ['self'] },
          { choiceId: 'gift', name: 'Geschenk', wizardTags: ['gift'] },
        ],
      },
      {
        label: 'Anlass?',
        weight: 3,
        conditionalStepChoices: ['gift'],
        choices: [
          { choiceId: 'engagement', name: 'Verlobung', wizardTags: ['romantic'] },
          { choiceId: 'thanks', name: 'Dank', wizardTags: ['playful'] },
        ],
      },
    ],
    contactForm: { enabled: true, dataAgreementLabel },
  })

  const common = (formId: string, ip = '10.0.0.1') => ({
    action: 'CONTACT_FORM',
    form_id: formId,
    used_website_language: 'DE',
    storyblok_story_uuid: '6f1c2a52-9d1e-4a57-b1a4-5d2c9f0e7a11',
    storyblok_component_uid: 'block-wizard',
    google_click_id: '',
    meta_click_id: '',
    metadata: { context: 'website' },
    ip,
  })
  const person = {
    subject: 'Ringfinder',
    gender: 'W',
    first_name: 'Clara',
    last_name: 'Weiß',
    email: 'clara@example.com',
    newsletter_subscription: false,
    customMessage: 'Anfrage aus dem Ringfinder.',
  }
  const post = ({ ip, ...body }: Record<string, unknown>) => call(submit, 'POST', '/api/v1/forms/', body, { 'x-client-ip': String(ip) })
  const update = (uuid: string, body: Record<string, unknown>, ip = '10.0.0.1') =>
    call(
      patch,
      'PATCH',
      `/api/v1/forms/${uuid}/`,
      { action: 'CONTACT_FORM', form_id: withAgreement, used_website_language: 'DE', ...body },
      { 'x-client-ip': ip },
    )
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const byUuid = async (uuid: string): Promise<Record<string, any>> =>
    (await payload.find({ collection: 'form-submissions', where: { uuid: { equals: uuid } }, overrideAccess: true, showHiddenFields: true, depth: 0 }))
      .docs[0] as never

  beforeAll(async () => {
    payload = await testPayload()
    const a = await payload.create({
      collection: 'wizards',
      locale: 'de',
      data: wizardData('Mit Einverständnis', 'firstStep', 'Ich bin einverstanden.') as never,
      overrideAccess: true,
    })
    const b = await payload.create({
      collection: 'wizards',
      locale: 'de',
      data: wizardData('Ohne Einverständnis', 'lastStep', undefined) as never,
      overrideAccess: true,
    })
    withAgreement = wizardFormId(a.id)
    withoutAgreement = wizardFormId(b.id)
  })
  beforeEach(() => resetAllLimits())

  it('first step: the details alone → 201 {uuid}; no message needed, stored as CONTACT_FORM of that wizard', async () => {
    const res = await post({ ...common(withAgreement), ...person, data_agreement: true })
    expect(res).toMatchObject({ status: 201 })
    expect(Object.keys(res.body)).toEqual(['uuid'])
    const row = await byUuid(res.body.uuid)
    expect(row).toMatchObject({ action: 'CONTACT_FORM', email: 'clara@example.com', source: { formId: withAgreement } })
    expect(row.data).toMatchObject({
      gender: 'W',
      first_name: 'Clara',
      customMessage: 'Anfrage aus dem Ringfinder.',
      data_agreement: true,
      message: '',
      products: '',
    })
  })

  it('required fields answer form-general.required-field, a bad address the server text; the agreement only where the wizard asks for it', async () => {
    const missing = await post({ ...common(withAgreement), email: 'clara@', data_agreement: false })
    expect(missing).toMatchObject({
      status: 400,
      body: {
        gender: 'form-general.required-field',
        first_name: 'form-general.required-field',
        last_name: 'form-general.required-field',
        email: 'Enter a valid email address.',
        data_agreement: 'form-general.required-field',
      },
    })
    expect((await post({ ...common(withoutAgreement), ...person })).status).toBe(201)
    expect(await post({ ...common('wizard-999999'), ...person })).toMatchObject({ status: 400, body: { form_id: 'form-general.error.invalid-value' } })
  })

  it('last step: products and the summary travel with the POST', async () => {
    const res = await post({
      ...common(withoutAgreement),
      ...person,
      products: '10-1301-00-1-WG,10-1101-00-1-GG',
      message: 'Anfrage aus dem Ringfinder.\n\nFür wen?: Geschenk',
    })
    expect(res.status).toBe(201)
    expect((await byUuid(res.body.uuid)).data).toMatchObject({
      products: '10-1301-00-1-WG,10-1101-00-1-GG',
      message: 'Anfrage aus dem Ringfinder.\n\nFür wen?: Geschenk',
    })
  })

  it('PATCH adds products and message to the submitter’s own submission → 200; earlier details stay', async () => {
    const first = await post({ ...common(withAgreement), ...person, data_agreement: true })
    const res = await update(first.body.uuid, {
      products: '10-1302-00-1-GG,10-1301-00-1-WG,10-1103-00-2-GW',
      message: 'Anfrage aus dem Ringfinder.\n\nFür wen?: Geschenk\nAnlass?: Verlobung',
    })
    expect(res).toMatchObject({ status: 200, body: { uuid: first.body.uuid } })
    const row = await byUuid(first.body.uuid)
    expect(row.data).toMatchObject({
      first_name: 'Clara',
      email: 'clara@example.com',
      products: '10-1302-00-1-GG,10-1301-00-1-WG,10-1103-00-2-GW',
      message: expect.stringContaining('Anlass?: Verlobung'),
    })
    expect(await update(first.body.uuid, { products: 'kein Produkt; DROP' })).toMatchObject({
      status: 400,
      body: { products: 'form-general.error.invalid-value' },
    })
    expect(await update(first.body.uuid, { action: 'NEWSLETTER_SUBSCRIBE', products: 'A-1' })).toMatchObject({ status: 400 })
  })

  it('the products a wizard can recommend: published, of its types, sharing a tag, in article-number order', async () => {
    const media = await payload.create({ collection: 'media', data: { alt: 'Ring' }, filePath: 'seed/images/p-10-1101-main.webp', overrideAccess: true })
    const product = (mpn: string, type: string, wizardTags: string[], status: 'published' | 'draft' = 'published') =>
      payload.create({
        collection: 'products',
        locale: 'de',
        data: { name: `Stück ${mpn}`, slug: `stueck-${mpn.toLowerCase()}`, mpn, type, wizardTags, imageMain: media.id, _status: status } as never,
        overrideAccess: true,
      })
    await product('10-9002-00-1-GG', 'ring', ['gift', 'classic'])
    await product('10-9001-00-1-WG', 'ring', ['romantic'])
    await product('10-9003-00-1-GG', 'ring', ['modern'])
    await product('20-9001-00-1-GG', 'necklace', ['gift'])
    await product('10-9004-00-1-GG', 'ring', ['gift'], 'draft')
    const rings = await loadWizardProducts(payload, 'de', ['gift', 'romantic'], ['ring'])
    expect(rings.map((p) => [p.mpn, p.wizardTags])).toEqual([
      ['10-9001-00-1-WG', ['romantic']],
      ['10-9002-00-1-GG', ['gift', 'classic']],
    ])
    expect(rings[0]).toMatchObject({ type: 'ring', name: 'Stück 10-9001-00-1-WG', href: '/de/schmuck/stueck-10-9001-00-1-wg/' })
    expect((await loadWizardProducts(payload, 'de', ['gift'], [])).map((p) => p.mpn)).toEqual(['10-9002-00-1-GG', '20-9001-00-1-GG'])
  })

  it('a foreign submitter cannot change someone else’s submission: only its uuid, answered to the submitter alone, opens it', async () => {
    const clara = await post({ ...common(withAgreement), ...person, data_agreement: true })
    const other = await post({ ...common(withAgreement, '10.0.0.2'), ...person, email: 'mallory@example.com', data_agreement: true })
    // Mallory knows only her own uuid: guessed ones are unknown, and her own PATCH changes only her row.
    expect((await update('00000000-0000-4000-8000-000000000000', { products: 'X-1' }, '10.0.0.2')).status).toBe(404)
    expect((await update(other.body.uuid, { products: 'X-1', email: 'clara@example.com' }, '10.0.0.2')).status).toBe(200)
    expect((await byUuid(other.body.uuid)).email).toBe('mallory@example.com')
    expect((await byUuid(clara.body.uuid)).data.products).toBe('')
    // Nor can the PATCH reach a submission of another kind.
    const newsletter = await post({ ...common('newsletter', '10.0.0.2'), action: 'NEWSLETTER_UNSUBSCRIBE', email: 'clara@example.com' })
    expect((await update(newsletter.body.uuid, { products: 'X-1' }, '10.0.0.2')).status).toBe(404)
  })
})

import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, beforeEach, expect, it } from 'vitest'
import { POST as uploadRoute } from '@/app/api/v1/commerce/engraving-images/route'
import { POST as addLine } from '@/app/api/v1/commerce/line_items/route'
import { ENGRAVING_IMAGE_MAX_BYTES } from '@/domain/trade/engravingImage'
import { consume, resetAllLimits } from '@/server/rateLimit/limiter'
import { call } from '../support/api'
import { describeDb, testPayload } from '../support/payload'
import { bearer, commerceToken, createTradeHouse, grantOrdering, type TradeHouse } from '../support/trade'

// Engraving type 3: the image upload and the cart line that uses it.
describeDb('trade shop: engraving images', () => {
  let payload: Payload
  let house: TradeHouse
  let jeweller: Record<string, string>
  let colleague: Record<string, string>
  let managerEur: Record<string, string>
  let managerChf: Record<string, string>
  let png: Buffer
  let jpeg: Buffer
  const svg = (inner: string, attributes = '') =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}>${inner}</svg>`

  beforeAll(async () => {
    payload = await testPayload()
    house = await createTradeHouse(payload)
    const { users, stores } = house
    const other = await payload.create({
      collection: 'users',
      data: { email: 'colleague@example.com', password: 'Goldfaden-1897', isActive: true, role: 'jeweller', portal_locations: [stores.munich] },
      overrideAccess: true,
    })
    jeweller = bearer(await commerceToken(payload, users.jeweller, stores.munich, 'EUR'))
    await grantOrdering(payload, other.id, [stores.munich])
    colleague = bearer(await commerceToken(payload, other, stores.munich, 'EUR'))
    managerEur = bearer(await commerceToken(payload, users.manager, stores.berlin, 'EUR'))
    managerChf = bearer(await commerceToken(payload, users.manager, stores.zurich, 'CHF'))
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c9a227' } })
      .png()
      .toBuffer()
    jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c9a227' } })
      .jpeg()
      .toBuffer()
  })
  beforeEach(() => resetAllLimits())

  /** POST a multipart form as the browser's FormData does; the declared type and name are the sender's claim only. */
  const upload = async (headers: Record<string, string>, file: Buffer | string | null, declared = { type: 'image/png', name: 'bild.png' }) => {
    const form = new FormData()
    if (typeof file === 'string') form.append('file', file)
    else if (file) form.append('file', new Blob([new Uint8Array(file)], { type: declared.type }), declared.name)
    const request = new Request('http://maison.test/api/v1/commerce/engraving-images/', { method: 'POST', headers, body: form })
    const response = await uploadRoute(request)
    return { status: response.status, body: await response.json() }
  }
  const add = (headers: Record<string, string>, body: unknown) => call(addLine, 'POST', '/api/v1/commerce/line_items/', body, headers)
  const imageLine = (engravingImage: unknown) => ({
    article_group_id: house.groups.ring.uuid,
    selection: { metalColor: 'WG', length: 56, orderType: 'nocommission', engraving: 3, engravingImage },
  })
  const stored = () => payload.count({ collection: 'engraving-images', overrideAccess: true }).then((r) => r.totalDocs)

  it('POST /commerce/engraving-images/ → 201 {id}: judged by its bytes, named by the server, kept with store and user', async () => {
    const res = await upload(jeweller, png, { type: 'application/octet-stream', name: '../../evil.exe' })
    expect(res).toEqual({ status: 201, body: { id: expect.any(Number) } })
    const doc = await payload.findByID({ collection: 'engraving-images', id: res.body.id, depth: 0, overrideAccess: true })
    expect(doc).toMatchObject({ store: house.stores.munich, user: house.users.jeweller.id, mimeType: 'image/png', filesize: png.length })
    expect(doc.filename).toMatch(/^[0-9a-f-]{36}\.png$/)
    // Under the upload folder, in a subfolder of its own, byte for byte as sent.
    expect(fs.readFileSync(path.join(process.env.UPLOAD_DIR as string, 'engraving-images', doc.filename as string)).equals(png)).toBe(true)

    const asPng = await upload(jeweller, jpeg, { type: 'image/png', name: 'bild.png' })
    expect(asPng.status).toBe(201)
    const jpegDoc = await payload.findByID({ collection: 'engraving-images', id: asPng.body.id, depth: 0, overrideAccess: true })
    expect(jpegDoc).toMatchObject({ mimeType: 'image/jpeg', filename: expect.stringMatching(/\.jpg$/) })

    const drawing = svg(
      '<defs><path id="h" d="M1 1L9 9"/><linearGradient id="g"/></defs><use xlink:href="#h" fill="url(#g)" style="stroke: url(#g)"/><style>.a { fill: #000 }</style>',
    )
    const vector = await upload(jeweller, Buffer.from(drawing), { type: 'text/plain', name: 'x.txt' })
    expect(vector.status).toBe(201)
    expect(await payload.findByID({ collection: 'engraving-images', id: vector.body.id, depth: 0, overrideAccess: true })).toMatchObject({
      mimeType: 'image/svg+xml',
    })
  })

  it('an SVG with script, handlers or references outside the file → 400 {file: ["shop.engraving.unsafe-svg"]}, nothing kept', async () => {
    const before = await stored()
    const unsafe = [
      svg('<script>alert(1)</script>'),
      svg('<path d="M0 0"/>', ' onload="alert(1)"'),
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
      svg('<a href="javascript:alert(1)"><path d="M0 0"/></a>'),
      svg('<a href="&#106;avascript:alert(1)"><path d="M0 0"/></a>'),
      svg('<image href="https://tracker.example/p.png"/>'),
      svg('<use xlink:href="other.svg#h"/>'),
      svg('<style>@import url(https://fonts.example/a.css);</style>'),
      svg('<style><![CDATA[ .a { fill: u\\72l(http://x.example/p) } ]]></style>'),
      svg('<path d="M0 0" fill="url(http://x.example/#g)"/>'),
      svg('<path d="M0 0" style="fill: url(\'//x.example/g\')"/>'),
      '<!DOCTYPE svg [<!ENTITY e SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg">&e;</svg>',
    ]
    for (const body of unsafe) {
      expect(await upload(jeweller, Buffer.from(body), { type: 'image/svg+xml', name: 'a.svg' }), body).toEqual({
        status: 400,
        body: { file: ['shop.engraving.unsafe-svg'] },
      })
    }
    expect(await stored()).toBe(before)
  })

  it('not a PNG, JPEG or well-formed SVG, or over 5 MB → 400 {file: ["shop.engraving.wrong-file"]}', async () => {
    const before = await stored()
    const wrong = [
      Buffer.from('<html><body>hello</body></html>'), // XML-ish, but no <svg> root
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0">'), // not well-formed
      Buffer.from('GIF89a\x01\x00\x01\x00'),
      Buffer.from('%PDF-1.7'),
      png.subarray(0, 8), // the magic number alone
    ]
    for (const file of wrong) {
      expect(await upload(jeweller, file, { type: 'image/png', name: 'bild.png' })).toEqual({ status: 400, body: { file: ['shop.engraving.wrong-file'] } })
    }
    // One byte over the limit, in a body still small enough to be read.
    const big = Buffer.concat([png, Buffer.alloc(ENGRAVING_IMAGE_MAX_BYTES + 1 - png.length)])
    expect(await upload(jeweller, big)).toEqual({ status: 400, body: { file: ['shop.engraving.wrong-file'] } })
    expect(await stored()).toBe(before)
  })

  it('no file, a text field, an empty file → 400 on file; a body over the limit → 413; no multipart → 415', async () => {
    expect(await upload(jeweller, null)).toEqual({ status: 400, body: { file: ['No file was submitted.'] } })
    expect(await upload(jeweller, 'iVBORw0KGgo=')).toMatchObject({ status: 400, body: { file: [expect.stringContaining('not a file')] } })
    expect(await upload(jeweller, Buffer.alloc(0))).toEqual({ status: 400, body: { file: ['The submitted file is empty.'] } })
    // Counted while read, whatever length the sender declares (here none).
    expect(await upload(jeweller, Buffer.alloc(6 * 1024 * 1024))).toEqual({ status: 413, body: { detail: 'Request body too large.' } })
    const json = await call(uploadRoute, 'POST', '/api/v1/commerce/engraving-images/', { file: 'x' }, jeweller)
    expect(json).toMatchObject({ status: 415, body: { detail: 'Unsupported media type "application/json" in request.' } })
  })

  it('a commerce token is required, cookie uploads only from the site, and each user has a limit', async () => {
    expect((await upload({}, png)).status).toBe(401)
    const token = jeweller.authorization.replace('Bearer ', '')
    expect((await upload({ cookie: `_wff_commerce_token=${token}`, origin: 'https://evil.example' }, png)).status).toBe(403)
    expect((await upload({ cookie: `_wff_commerce_token=${token}` }, png)).status).toBe(201)
    for (let i = 0; i < 30; i++) await consume('engravingImageUser', String(house.users.jeweller.id))
    const limited = await upload(jeweller, png)
    expect(limited.status).toBe(429)
    // Another user's uploads are counted apart.
    expect((await upload(colleague, png)).status).toBe(201)
  })

  it('a type 3 line takes only an image of its own store and user; anything else → 400 on selection.engravingImage', async () => {
    const mine = (await upload(jeweller, png)).body.id
    const line = await add(jeweller, imageLine(String(mine)))
    expect(line).toMatchObject({
      status: 201,
      body: { engraving: { type: 3, text: null, image: String(mine), price: 9500 }, amounts: { unit: 129000 + 9500 } },
    })

    const refused = { status: 400, body: { selection: { engravingImage: ['shop.engraving.image-unknown'] } } }
    // The same store, another user.
    expect(await add(colleague, imageLine(String(mine)))).toMatchObject(refused)
    // The same user, another store: the manager's Swiss upload in the German cart.
    const swiss = (await upload(managerChf, png)).body.id
    expect(await add(managerEur, imageLine(String(swiss)))).toMatchObject(refused)
    expect((await add(managerEur, imageLine(String((await upload(managerEur, png)).body.id)))).status).toBe(201)
    // Made up, or not an id at all.
    expect(await add(jeweller, imageLine('999999'))).toMatchObject(refused)
    expect(await add(jeweller, imageLine('media/17'))).toMatchObject(refused)
    // None at all is the form's required field, as before.
    expect(await add(jeweller, imageLine(null))).toMatchObject({ status: 400, body: { selection: { engravingImage: ['form-general.required-field'] } } })
  })
})

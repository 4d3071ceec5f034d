import type { Payload } from 'payload'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { POST as addLine } from '@/app/api/v1/commerce/line_items/route'
import { GET as getDocument } from '@/app/api/v1/commerce/orders/[id]/documents/[kind]/route'
import { PATCH as patchOrder } from '@/app/api/v1/commerce/orders/[id]/route'
import { GET as current } from '@/app/api/v1/commerce/orders/current/route'
import { POST as confirmRoute } from '@/app/api/v1/house/orders/[id]/confirm/route'
import { POST as shipmentsRoute } from '@/app/api/v1/house/orders/[id]/shipments/route'
import type { Letterhead } from '@/contracts/orderDocuments'
import { addDays, calendarDayIn } from '@/domain/trade/calendarDay'
import type { Currency } from '@/domain/trade/currencies'
import { formatAmount } from '@/domain/trade/formatAmount'
import { houseLetterhead } from '@/server/documents/letterhead'
import { flushMail } from '@/server/jobs/queueMail'
import { resetAllLimits } from '@/server/rateLimit/limiter'
import { stopSearchIndex } from '@/server/search/searchService'
import { SEED_HOUSE_DETAILS, seedHouseDetails } from '@seed/houseDetails'
import { call, mailsTo } from '../support/api'
import { describeDb, testPayload } from '../support/payload'
import { routeContext } from '../support/routeContext'
import { bearer, commerceToken, orderMailHouse, type TradeHouse } from '../support/trade'

type Handler = (request: Request) => Promise<Response>
type Line = { id: number; quantity: number; full_code: string }
type Placed = { id: number; number: string; line_items: Line[] }

/** The PDF's text as a reader's viewer finds it (PDF.js), runs of white space as one space. */
async function pdfText(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true })
  return squash(text)
}
const squash = (text: string) => text.replace(/\s+/g, ' ')
const money = (minor: number, currency: Currency = 'EUR') => squash(formatAmount(minor, currency))

/** The files attached to an .eml (base64 parts with a file name). */
function attachmentsIn(eml: string): { filename: string; content: Buffer }[] {
  return eml
    .replace(/\r\n/g, '\n')
    .split(/\n--[^\n]+\n/)
    .flatMap((part) => {
      const blank = part.indexOf('\n\n')
      const head = blank < 0 ? part : part.slice(0, blank)
      const filename = /filename="?([^"\n;]+)"?/i.exec(head)?.[1]
      if (!filename || !/Content-Transfer-Encoding: base64/i.test(head)) return []
      return [
        {
          filename,
          content: Buffer.from(
            part
              .slice(blank + 2)
              .replace(/--\s*$/, '')
              .replace(/\s+/g, ''),
            'base64',
          ),
        },
      ]
    })
}

// Issue 33: "Documents as PDF …: order confirmation, delivery note (with serial numbers), invoice
// (net, VAT, gross, payment terms, sequential invoice number per market).
// `GET /api/v1/commerce/orders/{id}/documents/{kind}/` with `kind` one of `confirmation`,
// `delivery-note`, `invoice`, for the ordering store's commerce token (404 for any other store);
// linked from the order page and attached to the mails."
describeDb('order documents as PDF', () => {
  let payload: Payload
  let house: TradeHouse
  let eur: Record<string, string>
  let tokyo: Record<string, string>
  let seeded: Letterhead
  const erp = { authorization: 'admins API-Key d0c5d0c5-erp-key-of-the-documents-01' }
  const today = calendarDayIn(new Date())
  const year = today.slice(0, 4)
  const day = addDays(today, 21)

  beforeAll(async () => {
    payload = await testPayload()
    ;({ house, eur } = await orderMailHouse(payload))
    tokyo = bearer(await commerceToken(payload, house.users.tokyo, house.stores.tokyo, 'JPY'))
    await payload.create({
      collection: 'admins',
      data: {
        email: 'docs@maison.test',
        password: 'Werkbank-Auftrag-2026!',
        role: 'brand',
        enableAPIKey: true,
        apiKey: erp.authorization.split(' ').at(-1),
      } as never,
      overrideAccess: true,
    })
    // The demo's details as the seed writes them, then the house's own, which a second seed keeps.
    await seedHouseDetails(payload)
    seeded = await houseLetterhead(payload)
    await payload.updateGlobal({
      slug: 'house-details',
      data: {
        name: 'Maison Probe',
        company: 'Maison Probe GmbH',
        address: { line1: 'Goldschmiedeweg 7', zip: '75175', city: 'Pforzheim', country: 'DE' },
        phone: '+49 7231 555000',
        email: 'handel@probe.example',
        website: 'probe.example',
        vatId: 'DE987654321',
        register: 'Amtsgericht Mannheim HRB 777',
        bank: { name: 'Probebank', iban: 'DE02 1203 0000 0000 2020 51', bic: 'BYLADEM1001' },
      },
      overrideAccess: true,
    })
    await seedHouseDetails(payload)
  })
  beforeEach(() => resetAllLimits())
  afterAll(async () => {
    await flushMail()
    stopSearchIndex()
  })

  /** The jeweller orders rings (metal colour, size, pieces), authorizes and places: the placed order. */
  const placeOrder = async (headers: Record<string, string>, rings: [string, number, number][]): Promise<Placed> => {
    for (const [metalColor, length, quantity] of rings) {
      const selection = { metalColor, alloy: metalColor === 'WG' ? 'white_gold' : 'yellow_gold', length, orderType: 'nocommission' }
      const added = await call(addLine, 'POST', '/api/v1/commerce/line_items/', { article_group_id: house.groups.ring.uuid, quantity, selection }, headers)
      expect(added.status, JSON.stringify(added.body)).toBe(201)
    }
    const cart = (await call(current, 'GET', '/api/v1/commerce/orders/current/', undefined, headers)).body
    expect((await call(patchOrder, 'PATCH', `/api/v1/commerce/orders/${cart.id}/`, { _authorize: true }, headers)).status).toBe(200)
    const placed = await call(patchOrder, 'PATCH', `/api/v1/commerce/orders/${cart.id}/`, { _place: true }, headers)
    expect(placed.body.status, JSON.stringify(placed.body)).toBe('placed')
    return placed.body
  }
  const move = (handler: Handler, order: number, path: string, body: unknown) => call(handler, 'POST', `/api/v1/house/orders/${order}/${path}/`, body, erp)
  const confirmAll = async (order: Placed) => {
    const confirmed = await move(confirmRoute, order.id, 'confirm', { lines: order.line_items.map((l) => ({ id: l.id, estimated_delivery: day })) })
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
  }
  const ship = (order: Placed, lines: { id: number; serial_numbers: string[] }[], extra: Record<string, string> = {}) =>
    move(shipmentsRoute, order.id, 'shipments', { lines, ...extra })
  /** GET the document as the route answers it: status, headers and (for a PDF) its bytes. */
  const fetchDocument = async (order: number, kind: string, headers: Record<string, string> = eur, query = '') => {
    const request = new Request(`http://maison.test/api/v1/commerce/orders/${order}/documents/${kind}/${query}`, { headers: { ...headers } })
    const response = await getDocument(request, routeContext(request.url))
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      disposition: response.headers.get('content-disposition'),
      bytes: new Uint8Array(await response.arrayBuffer()),
    }
  }
  const documentText = async (order: number, kind: string, headers: Record<string, string> = eur, query = '') => {
    const answer = await fetchDocument(order, kind, headers, query)
    expect(answer.status, Buffer.from(answer.bytes).toString('utf8').slice(0, 300)).toBe(200)
    expect(answer.type).toBe('application/pdf')
    return { ...answer, text: await pdfText(answer.bytes) }
  }
  const stored = (id: number) => payload.findByID({ collection: 'orders', id, depth: 0, overrideAccess: true })

  it('takes the letterhead from the admin’s house details, which the demo seed fills once', async () => {
    expect(seeded).toMatchObject({
      name: SEED_HOUSE_DETAILS.name,
      address: { company: SEED_HOUSE_DETAILS.company, city: 'Pforzheim', country_code: 'DE' },
      vat_id: SEED_HOUSE_DETAILS.vatId,
      bank: { iban: SEED_HOUSE_DETAILS.bank.iban },
    })
    expect(await houseLetterhead(payload)).toMatchObject({ name: 'Maison Probe', address: { company: 'Maison Probe GmbH' }, vat_id: 'DE987654321' })
  })

  describe('one order from confirmation to invoice', () => {
    let order: Placed
    let first: { id: number }
    let second: { id: number }

    beforeAll(async () => {
      // Two pieces of one ring and one of another: the house ships them in two deliveries.
      order = await placeOrder(eur, [
        ['WG', 54, 2],
        ['GG', 56, 1],
      ])
    })

    it('has no document before the house confirms: each kind is 404, an unknown kind too', async () => {
      for (const kind of ['confirmation', 'delivery-note', 'invoice', 'receipt']) expect((await fetchDocument(order.id, kind)).status, kind).toBe(404)
    })

    it('confirms: the confirmation names the order, its lines with their days, net, VAT at 19 % and gross, under the house’s letterhead', async () => {
      await confirmAll(order)
      const { text, disposition } = await documentText(order.id, 'confirmation')
      expect(disposition).toBe(`inline; filename="confirmation-${order.number}.pdf"`)
      const placed = await stored(order.id)
      expect(text).toContain('Auftragsbestätigung')
      expect(text).toContain(order.number)
      for (const line of order.line_items) expect(text).toContain(line.full_code)
      expect(text).toContain('Herzstück Ring')
      expect(text).toMatch(/Ringweite: 54/)
      expect(text).toContain('Voraussichtliche Lieferung')
      expect(placed.vatPercent).toBe(19)
      expect(text).toContain('Umsatzsteuer 19 %')
      for (const amount of [placed.totalAmount!, placed.vatAmount!, placed.grossAmount!]) expect(text).toContain(money(amount))
      expect(text).toContain('Zahlbar innerhalb von 30 Tagen')
      // The house's details as the admin keeps them; the store's address as the order wrote it.
      expect(text).toContain('Maison Probe GmbH · Goldschmiedeweg 7')
      expect(text).toContain('USt-IdNr. DE987654321')
      expect(text).toContain('IBAN DE02 1203 0000 0000 2020 51')
      expect(text).toContain('Juwelier muenchen')
      // Not yet shipped: neither a delivery note nor an invoice.
      expect((await fetchDocument(order.id, 'delivery-note')).status).toBe(404)
      expect((await fetchDocument(order.id, 'invoice')).status).toBe(404)
    })

    it('answers 404 to another store’s token', async () => {
      expect((await fetchDocument(order.id, 'confirmation', tokyo)).status).toBe(404)
      expect((await fetchDocument(order.id, 'confirmation', {})).status).toBe(401)
    })

    it('ships in two deliveries: one delivery note each, with its serial numbers; the invoice once nothing is left to ship', async () => {
      const [a, b] = order.line_items as [Line, Line]
      const shippedFirst = await ship(order, [{ id: a.id, serial_numbers: ['DOC-0001'] }], { carrier: 'Ferrari Group', tracking_number: 'FG-777' })
      expect(shippedFirst.status, JSON.stringify(shippedFirst.body)).toBe(201)
      first = shippedFirst.body.deliveries[0]
      const note = await documentText(order.id, 'delivery-note')
      expect(note.disposition).toBe(`inline; filename="delivery-note-${order.number}-1.pdf"`)
      expect(note.text).toContain('Lieferschein')
      expect(note.text).toContain('DOC-0001')
      expect(note.text).toContain('FG-777')
      expect(note.text).toContain(a.full_code)
      expect(note.text).not.toContain(b.full_code)
      expect(note.text).not.toContain('€')
      expect((await fetchDocument(order.id, 'invoice')).status).toBe(404)
      expect((await stored(order.id)).invoiceNumber ?? null).toBeNull()

      const shippedSecond = await ship(order, [
        { id: a.id, serial_numbers: ['DOC-0002'] },
        { id: b.id, serial_numbers: ['DOC-0003'] },
      ])
      expect(shippedSecond.status, JSON.stringify(shippedSecond.body)).toBe(201)
      second = shippedSecond.body.deliveries[1]
      // By default the latest delivery; ?delivery= names another of the order's.
      const latest = await documentText(order.id, 'delivery-note')
      expect(latest.disposition).toBe(`inline; filename="delivery-note-${order.number}-2.pdf"`)
      expect(latest.text).toContain('DOC-0002')
      expect(latest.text).toContain('DOC-0003')
      expect(latest.text).not.toContain('DOC-0001')
      const earlier = await documentText(order.id, 'delivery-note', eur, `?delivery=${first.id}`)
      expect(earlier.text).toContain('DOC-0001')
      expect(earlier.text).not.toContain('DOC-0002')
      expect((await fetchDocument(order.id, 'delivery-note', eur, `?delivery=${second.id + 1000}`)).status).toBe(404)
      expect((await fetchDocument(order.id, 'delivery-note', eur, '?delivery=latest')).status).toBe(400)

      const invoiceNumber = `DE-${year}-000001`
      expect((await stored(order.id)).invoiceNumber).toBe(invoiceNumber)
      const invoice = await documentText(order.id, 'invoice')
      expect(invoice.disposition).toBe(`inline; filename="invoice-${invoiceNumber}.pdf"`)
      const placed = await stored(order.id)
      expect(invoice.text).toContain('Rechnung')
      expect(invoice.text).toContain(invoiceNumber)
      expect(invoice.text).toContain(order.number)
      for (const line of order.line_items) expect(invoice.text).toContain(line.full_code)
      expect(invoice.text).toContain('Nettobetrag')
      expect(invoice.text).toContain('Umsatzsteuer 19 %')
      expect(invoice.text).toContain('Gesamtbetrag brutto')
      for (const amount of [placed.totalAmount!, placed.vatAmount!, placed.grossAmount!]) expect(invoice.text).toContain(money(amount))
      expect(invoice.text).toContain('ZAHLUNGSBEDINGUNGEN')
      expect(invoice.text).toContain('Zahlbar innerhalb von 30 Tagen')
      // A delivery of another order is not this order's.
      expect((await fetchDocument(order.id, 'delivery-note', tokyo, `?delivery=${first.id}`)).status).toBe(404)
    })

    it('mails each document with its move: the confirmation, each delivery note, the invoice with the shipment that completes the order', async () => {
      await flushMail()
      // The walk's order is the jeweller's only one so far.
      const mails = mailsTo('jeweller@example.com')
      const files = (subject: RegExp) => mails.filter((m) => subject.test(m)).map((m) => attachmentsIn(m))
      const confirmed = files(/Subject: .*(best=C3=A4tigt|bestätigt)/)
      expect(confirmed.map((f) => f.map((a) => a.filename))).toEqual([[`confirmation-${order.number}.pdf`]])
      expect(await pdfText(confirmed[0]![0]!.content)).toContain('Auftragsbestätigung')
      const shipped = files(/Subject: .*versandt/)
      expect(shipped.map((f) => f.map((a) => a.filename))).toEqual([
        [`delivery-note-${order.number}-1.pdf`],
        [`delivery-note-${order.number}-2.pdf`, `invoice-DE-${year}-000001.pdf`],
      ])
      expect(await pdfText(shipped[0]![0]!.content)).toContain('DOC-0001')
      const [secondNote, invoice] = shipped[1]!
      expect(await pdfText(secondNote!.content)).toContain('DOC-0003')
      // The attached invoice is the paper the route serves.
      expect(await pdfText(invoice!.content)).toBe((await documentText(order.id, 'invoice')).text)
    })
  })

  describe('invoice numbers', () => {
    let zurich: Record<string, string>

    beforeAll(async () => {
      zurich = bearer(await commerceToken(payload, house.users.manager, house.stores.zurich, 'CHF'))
      // Numbers given before: last year's German series and this year's Swiss one.
      for (const invoiceNumber of [`DE-${Number(year) - 1}-000007`, `CH-${year}-000004`])
        await payload.create({
          collection: 'orders',
          data: { status: 'shipped', currency: 'EUR', store: house.stores.munich, user: house.users.jeweller.id, invoiceNumber },
          overrideAccess: true,
          depth: 0,
        })
    })

    it('are sequential per market and year and unique when two shipments complete orders at once', async () => {
      const orders = [await placeOrder(eur, [['WG', 56, 1]]), await placeOrder(eur, [['WG', 58, 1]])]
      for (const order of orders) await confirmAll(order)
      const shipped = await Promise.all(orders.map((order, i) => ship(order, [{ id: order.line_items[0]!.id, serial_numbers: [`PAR-000${i}`] }])))
      expect(shipped.map((s) => s.status)).toEqual([201, 201])
      const numbers = await Promise.all(orders.map(async (o) => (await stored(o.id)).invoiceNumber))
      // Last year's series does not count; the walk above took this year's first.
      expect([...numbers].sort()).toEqual([`DE-${year}-000002`, `DE-${year}-000003`])
      for (const [i, order] of orders.entries()) expect((await documentText(order.id, 'invoice')).text).toContain(numbers[i]!)
    })

    it('leave no gap for a refused shipment; each market counts on its own', async () => {
      const order = await placeOrder(zurich, [['WG', 54, 1]])
      await confirmAll(order)
      const refused = await ship(order, [{ id: order.line_items[0]!.id, serial_numbers: ['DOC-0001'] }])
      expect(refused.status).toBe(409)
      expect((await stored(order.id)).invoiceNumber ?? null).toBeNull()
      expect((await ship(order, [{ id: order.line_items[0]!.id, serial_numbers: ['CH-0001'] }])).status).toBe(201)
      expect((await stored(order.id)).invoiceNumber).toBe(`CH-${year}-000005`)
      const { text } = await documentText(order.id, 'invoice', zurich)
      expect(text).toContain(`CH-${year}-000005`)
      expect(text).toContain('Umsatzsteuer 8,1 %')
      // The store's own payment terms, in the document's language (German: the user's).
      expect(text).toContain('30 Tage netto, in CHF')
    })

    it('gives an order shipped before invoices were numbered its number when its invoice is first asked for, once', async () => {
      const order = await placeOrder(eur, [['GG', 56, 1]])
      await confirmAll(order)
      expect((await ship(order, [{ id: order.line_items[0]!.id, serial_numbers: ['OLD-0001'] }])).status).toBe(201)
      await payload.update({ collection: 'orders', id: order.id, data: { invoiceNumber: null, invoicedAt: null }, overrideAccess: true, depth: 0 })
      const { text } = await documentText(order.id, 'invoice')
      const given = (await stored(order.id)).invoiceNumber
      expect(given).toBe(`DE-${year}-000004`)
      expect(text).toContain(given!)
      expect((await documentText(order.id, 'invoice')).text).toContain(given!)
      expect((await stored(order.id)).invoiceNumber).toBe(given)
    })
  })

  it('writes a Japanese store’s invoice in its user’s language, zero rated with the reason', async () => {
    await payload.update({ collection: 'users', id: house.users.tokyo.id, data: { language: 'JA' } as never, overrideAccess: true, depth: 0 })
    const order = await placeOrder(tokyo, [['WG', 54, 1]])
    await confirmAll(order)
    expect((await ship(order, [{ id: order.line_items[0]!.id, serial_numbers: ['JP-0001'] }])).status).toBe(201)
    const { text, disposition } = await documentText(order.id, 'invoice', tokyo)
    expect(disposition).toBe(`inline; filename="invoice-JP-${year}-000001.pdf"`)
    expect(text).toContain('請求書')
    expect(text).toContain(`JP-${year}-000001`)
    expect(text).toContain('輸出免税')
    const placed = await stored(order.id)
    expect(placed.vatAmount).toBe(0)
    expect(text).toContain(money(placed.grossAmount!, 'JPY'))
    // The munich store's token finds nothing of it.
    expect((await fetchDocument(order.id, 'invoice')).status).toBe(404)
  })
})

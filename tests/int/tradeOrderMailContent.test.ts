import type { Payload } from 'payload'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { POST as addLine } from '@/app/api/v1/commerce/line_items/route'
import { PATCH as patchOrder } from '@/app/api/v1/commerce/orders/[id]/route'
import { GET as current } from '@/app/api/v1/commerce/orders/current/route'
import { addDays, calendarDayIn } from '@/domain/trade/calendarDay'
import { nextDeliveryDay } from '@/domain/trade/deliveryDays'
import { flushMail } from '@/server/jobs/queueMail'
import { stopSearchIndex } from '@/server/search/searchService'
import { call, mailText, mailsTo } from '../support/api'
import { describeDb, testPayload } from '../support/payload'
import { orderMailHouse, type TradeHouse } from '../support/trade'

// Spec 2 / decisions.md "Mails": the confirmation in the user's profile language, the house's notice
// in German, every name in the mail in that mail's language whatever the page the order was placed
// from; and each line with the metadata a jeweller checks and the house manufactures from.
describeDb('trade shop: the order mails speak their own language and carry each line’s details', () => {
  let payload: Payload
  let house: TradeHouse
  let eur: Record<string, string>

  beforeAll(async () => {
    payload = await testPayload()
    ;({ house, eur } = await orderMailHouse(payload))
    // The care kit and the insured parcel are named in Japanese and English; the German names stay.
    await payload.update({ collection: 'product-groups', id: house.groups.careKit.id, locale: 'ja', data: { name: 'お手入れセット' }, overrideAccess: true })
    await payload.update({ collection: 'product-groups', id: house.groups.careKit.id, locale: 'en', data: { name: 'Care kit' }, overrideAccess: true })
    await payload.update({
      collection: 'shipping-methods',
      id: house.shippingMethods.parcel,
      locale: 'ja',
      data: { name: '保険付き宅配便' },
      overrideAccess: true,
    })
    await payload.update({
      collection: 'shipping-methods',
      id: house.shippingMethods.parcel,
      locale: 'en',
      data: { name: 'Insured parcel' },
      overrideAccess: true,
    })
  })
  afterAll(async () => {
    await flushMail()
    stopSearchIndex()
  })

  /** Adds the lines, authorizes and places the cart from a page in `language`; the confirmation and the house's notice, decoded. */
  const place = async (language: string, lines: Record<string, unknown>[]) => {
    for (const line of lines) expect((await call(addLine, 'POST', `/api/v1/commerce/line_items/?language=${language}`, line, eur)).status).toBe(201)
    const cart = (await call(current, 'GET', `/api/v1/commerce/orders/current/?language=${language}`, undefined, eur)).body
    expect((await call(patchOrder, 'PATCH', `/api/v1/commerce/orders/${cart.id}/?language=${language}`, { _authorize: true }, eur)).status).toBe(200)
    const placed = await call(patchOrder, 'PATCH', `/api/v1/commerce/orders/${cart.id}/?language=${language}`, { _place: true }, eur)
    expect(placed.status).toBe(200)
    await flushMail()
    const number: string = placed.body.number
    const [confirmation] = mailsTo('jeweller@example.com')
      .filter((m) => m.includes(number))
      .map(mailText)
    const [notice] = mailsTo('orders@aurelle.example')
      .filter((m) => m.includes(number))
      .map(mailText)
    expect(confirmation).toBeTruthy()
    expect(notice).toBeTruthy()
    return { confirmation, notice }
  }
  const careKit = () => ({ article_group_id: house.groups.careKit.uuid, quantity: 5, selection: {} })

  it('placed from a Japanese page by a German user: both mails name product and shipping in German only', async () => {
    const { confirmation, notice } = await place('ja', [careKit()])
    for (const mail of [confirmation, notice]) {
      expect(mail).toContain('5 × Pflegeset (90-9001-00-1-SV)')
      expect(mail).toContain('Versand (Paket versichert)')
      expect(mail).not.toContain('お手入れセット')
      expect(mail).not.toContain('保険付き宅配便')
    }
  })

  it('a user whose profile language is English: English names in the confirmation, German in the house’s notice', async () => {
    await payload.update({ collection: 'users', id: house.users.jeweller.id, data: { language: 'EN' }, overrideAccess: true })
    try {
      const { confirmation, notice } = await place('ja', [careKit()])
      expect(confirmation).toContain('5 × Care kit (90-9001-00-1-SV)')
      expect(confirmation).toContain('Delivery (Insured parcel)')
      expect(confirmation).not.toContain('Pflegeset')
      expect(confirmation).not.toContain('お手入れセット')
      expect(notice).toContain('5 × Pflegeset (90-9001-00-1-SV)')
      expect(notice).toContain('Versand (Paket versichert)')
      expect(notice).not.toContain('Care kit')
    } finally {
      await payload.update({ collection: 'users', id: house.users.jeweller.id, data: { language: 'DE' }, overrideAccess: true })
    }
  })

  it('an English confirmation names the alloy in English, the day in English and figures as its prices (issue 30)', async () => {
    await payload.update({ collection: 'users', id: house.users.jeweller.id, data: { language: 'EN' }, overrideAccess: true })
    try {
      const requested = nextDeliveryDay(addDays(calendarDayIn(new Date()), 10 * 7)) // a delivery day of the market
      const ring = {
        article_group_id: house.groups.ring.uuid,
        quantity: 1,
        selection: { metalColor: 'GG', alloy: 'yellow_gold', length: 56, orderType: 'nocommission', requestedDeliveryDate: requested },
      }
      const { confirmation, notice } = await place('en', [ring])
      const englishDay = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${requested}T12:00:00Z`))
      expect(confirmation).toContain('Alloy: Yellow gold')
      expect(confirmation).toContain(`Requested delivery date: ${englishDay}`)
      expect(notice).toContain('Legierung: Gelbgold')
      // The amounts are de-DE (spec 2 §9) in every mail, so is every figure beside them.
      expect(confirmation).toMatch(/1\.\d{3},\d{2}\u00a0€/)
    } finally {
      await payload.update({ collection: 'users', id: house.users.jeweller.id, data: { language: 'DE' }, overrideAccess: true })
    }
  })

  it('each line shows its order type, limitation number, end customer, engraving, colour, length, note, own order number and requested day in both mails', async () => {
    // A delivery day of the market (issue 30: weekends and holidays are refused).
    const requested = nextDeliveryDay(addDays(calendarDayIn(new Date()), 10 * 7))
    const ring = {
      article_group_id: house.groups.ring.uuid,
      quantity: 1,
      selection: {
        metalColor: 'WG',
        alloy: 'white_gold',
        length: 70,
        specialColor: 3,
        engraving: 1,
        engravingText: 'Anna {heart_filled} Ben',
        orderType: 'commission',
        endCustomerName: 'Anna Berger',
        note: 'Bitte hochglanzpolieren',
        orderNumber: 'B-2026-17',
        requestedDeliveryDate: requested,
      },
    }
    const yearly = {
      article_group_id: house.groups.ringOfTheYear.uuid,
      quantity: 1,
      selection: { metalColor: 'GW', length: 54, orderType: 'nocommission', yearlyRingId: '5' },
    }
    const { confirmation, notice } = await place('ja', [ring, yearly, careKit()])
    const day = new Intl.DateTimeFormat('de', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${requested}T12:00:00Z`))
    for (const mail of [confirmation, notice]) {
      expect(mail).toContain('Auftragsart: Kundenauftrag')
      expect(mail).toContain('Auftragsart: Lagerbestellung')
      expect(mail).toContain('Limitierte Nummer: 5')
      expect(mail).toContain('Endkundin oder Endkunde: Anna Berger')
      expect(mail).toContain('Gravur (Blockschrift): Anna [Herz, gefüllt] Ben')
      expect(mail).toContain('Sonderfarbe: Vergissmeinnichtblau')
      expect(mail).toContain('Ringweite: 70')
      // Issue 30: the chosen alloy appeared nowhere after the shop; both mails name it.
      expect(mail).toContain('Legierung: Weißgold')
      expect(mail).toContain('Anmerkung: Bitte hochglanzpolieren')
      expect(mail).toContain(`Wunschliefertermin: ${day}`)
      // Only what a line has: the care kit (a service item) has no order type (two jewellery lines,
      // each in the text and the HTML part).
      expect(mail.match(/Auftragsart:/g)).toHaveLength(4)
      expect(mail.match(/Limitierte Nummer:/g)).toHaveLength(2)
    }
    // Only the ring has an alloy: the ring of the year was added without one, the care kit has none.
    expect(confirmation.match(/Legierung:/g)).toHaveLength(2)
    expect(confirmation).toContain('Ihre Bestellnummer: B-2026-17')
    expect(notice).toContain('Bestellnummer des Juweliers: B-2026-17')
  })
})

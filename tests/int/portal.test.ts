import type { Payload } from 'payload'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { GET as history } from '@/app/api/v1/inventory/[id]/history/route'
import { POST as actions } from '@/app/api/v1/inventory/actions/route'
import { GET as aggregates } from '@/app/api/v1/inventory/aggregates/route'
import { GET as exportRoute } from '@/app/api/v1/inventory/export/route'
import { GET as inventory } from '@/app/api/v1/inventory/route'
import { GET as getLocationUser, PATCH as patchLocationUser } from '@/app/api/v1/locations/[id]/users/[userId]/route'
import { GET as locationUsers } from '@/app/api/v1/locations/[id]/users/route'
import { GET as openOrderSums } from '@/app/api/v1/open-orders/aggregates/route'
import { GET as openOrders } from '@/app/api/v1/open-orders/route'
import { GET as users } from '@/app/api/v1/users/route'
import { firstDayOfPreviousMonth } from '@/domain/portal/saleDate'
import { addDays, calendarDayIn } from '@/domain/trade/calendarDay'
import { SKIP_REVALIDATE } from '@/server/cache/revalidateHooks'
import { resetAllLimits } from '@/server/rateLimit/limiter'
import { call } from '../support/api'
import { describeDb, testPayload } from '../support/payload'
import { createPortalHouse, tokenOf, type PortalHouse } from '../support/portal'

type Headers = Record<string, string>

// Issue 16 "Done when" (API): a user of store A against store B's items, users and aggregates (and
// a user of A without the needed permission) is refused and changes nothing; filters, sort, paging,
// aggregates, each action's effect and history entry; all-or-nothing lists.
describeDb('retailer portal API', () => {
  let payload: Payload
  let house: PortalHouse
  let manager: Headers
  let viewer: Headers
  let other: Headers
  let customer: Headers
  const today = calendarDayIn(new Date())

  beforeAll(async () => {
    payload = await testPayload()
    house = await createPortalHouse(payload)
    manager = await tokenOf(payload, house.users.manager)
    viewer = await tokenOf(payload, house.users.viewer)
    other = await tokenOf(payload, house.users.other)
    customer = await tokenOf(payload, house.users.customer)
  })
  beforeEach(() => resetAllLimits())

  const list = (headers: Headers, query: string) => call(inventory, 'GET', `/api/v1/inventory/?${query}`, undefined, headers)
  const sums = (headers: Headers, query: string) => call(aggregates, 'GET', `/api/v1/inventory/aggregates/?${query}`, undefined, headers)
  const act = (headers: Headers, body: unknown) => call(actions, 'POST', '/api/v1/inventory/actions/', body, headers)
  const historyOf = (headers: Headers, serial: string) => call(history, 'GET', `/api/v1/inventory/${serial}/history/`, undefined, headers)
  const serials = (res: { body: { results: { serial_number: string }[] } }) => res.body.results.map((r) => r.serial_number).sort()
  const STOCK = 'sell_out_date__isnull=true'
  const SELL_IN = 'sell_in_date__isnull=false&sell_out_date__isnull=true'
  const SELL_OUT = 'sell_in_date__isnull=false&sell_out_date__isnull=false'
  const itemNow = (id: number) => payload.findByID({ collection: 'inventory-items', id, depth: 0, overrideAccess: true })
  const item = (serialNumber: string, fields: Record<string, unknown>) =>
    payload.create({
      collection: 'inventory-items',
      data: { serialNumber, articleNumber: '10-1101-0560-1-WG', productType: 'ring', location: house.stores.a, sellInCurrency: 'EUR', ...fields } as never,
      overrideAccess: true,
      depth: 0,
    })
  const eventsOf = async (id: number) =>
    (await payload.find({ collection: 'inventory-events', where: { item: { equals: id } }, depth: 0, overrideAccess: true })).docs

  describe('access: store A against store B', () => {
    it('lists only the stores the caller holds with the view permission; asking for B is 403', async () => {
      expect(serials(await list(manager, STOCK))).toEqual(['A-0001', 'A-0002', 'A-0004', 'A2-0001'])
      expect(serials(await list(manager, SELL_OUT))).toEqual(['A-0003'])
      expect((await list(manager, `${STOCK}&location__in=${house.stores.b}`)).status).toBe(403)
      expect((await list(manager, `${STOCK}&location__in=${house.stores.a}&location__in=${house.stores.b}`)).status).toBe(403)
      const agg = await sums(manager, SELL_OUT)
      expect(agg.body.results.map((r: { currency: string }) => r.currency)).toEqual(['EUR'])
      expect((await sums(manager, `${SELL_OUT}&location__in=${house.stores.b}`)).status).toBe(403)
      // B's own owner sees B only.
      expect(serials(await list(other, STOCK))).toEqual(['B-0001'])
    })

    it('a user without the permission sees nothing of that table and may not act; a grant for a store not held counts for nothing', async () => {
      expect(serials(await list(viewer, STOCK))).toEqual(['A-0001', 'A-0002', 'A-0004'])
      expect((await list(viewer, SELL_OUT)).body).toEqual({ results: [], count: 0, next: null })
      expect((await list(viewer, `${SELL_OUT}&location__in=${house.stores.a}`)).status).toBe(403)
      expect((await list(viewer, `${STOCK}&location__in=${house.stores.b}`)).status).toBe(403)
      const refused = await act(viewer, [{ item_id: 'A-0001', action: 'sell_out', parameters: { sale_user: 'none', sale_date: today } }])
      expect(refused.status).toBe(400)
      expect(refused.body.errors[0].errors.action).toEqual(['You do not have permission to perform this action.'])
      expect((await itemNow(house.items.a1.id)).sellOutDate ?? null).toBeNull()
    })

    it("B's items, history, users and permissions are refused to A's manager, and nothing of B changes", async () => {
      const before = await itemNow(house.items.b1.id)
      for (const [action, parameters] of [
        ['sell_out', { sale_user: 'none', sale_date: today }],
        ['book_out', { reason: 'Test' }],
        ['set_client_note', { note: 'x' }],
        ['set_virtual_storage', { virtual_storage: true }],
      ] as const) {
        const res = await act(manager, [{ item_id: 'B-0001', action, parameters }])
        expect(res.status).toBe(400)
        expect(res.body.errors[0].errors.item_id).toEqual(['Not found.'])
      }
      expect(
        (await act(manager, [{ item_id: String(house.items.b1.id), action: 'request_change', parameters: { information: 'x' } }])).body.errors[0].errors
          .item_id,
      ).toEqual(['Not found.'])
      // Moving A's piece into B (not the manager's store) is refused too.
      expect(
        (await act(manager, [{ item_id: 'A-0001', action: 'change_location', parameters: { target_location_id: house.stores.b } }])).body.errors[0].errors
          .target_location_id,
      ).toBeDefined()
      expect(await itemNow(house.items.b1.id)).toEqual(before)
      expect(await eventsOf(house.items.b1.id)).toEqual([])
      expect((await historyOf(manager, 'B-0001')).status).toBe(404)
      // A malformed escape in the serial is no item either (it was a 500).
      expect((await historyOf(manager, '%ff')).status).toBe(404)
      expect((await call(locationUsers, 'GET', `/api/v1/locations/${house.stores.b}/users/`, undefined, manager)).status).toBe(403)
      expect((await call(getLocationUser, 'GET', `/api/v1/locations/${house.stores.b}/users/${house.users.other.id}/`, undefined, manager)).status).toBe(403)
      expect(
        (await call(patchLocationUser, 'PATCH', `/api/v1/locations/${house.stores.b}/users/${house.users.other.id}/`, { permissions: [] }, manager)).status,
      ).toBe(403)
      const listed = await call(users, 'GET', '/api/v1/users/', undefined, manager)
      expect(listed.body.map((u: { email: string }) => u.email).sort()).toEqual(['manager-a@example.com', 'seller-a@example.com', 'viewer-a@example.com'])
    })

    it('a customer is 403 and no token is 401', async () => {
      expect((await list(customer, STOCK)).status).toBe(403)
      expect((await list({}, STOCK)).status).toBe(401)
      expect((await act({}, [])).status).toBe(401)
    })
  })

  // Spec 3: the action list is a bare JSON list; the server also takes `{actions: [...]}`. Its errors
  // keep the portal's shape whatever part of the body is wrong (issue 32 moved it onto the edge).
  describe('the action list as sent', () => {
    const refusedB1 = { errors: [{ index: 0, errors: { item_id: ['Not found.'] } }] }
    it('takes the list bare or wrapped in {actions}, and answers a body that is no JSON as before', async () => {
      const b1 = { item_id: 'B-0001', action: 'book_out', parameters: { reason: 'x' } }
      expect(await act(manager, [b1])).toMatchObject({ status: 400, body: refusedB1 })
      expect(await act(manager, { actions: [b1] })).toMatchObject({ status: 400, body: refusedB1 })
      for (const body of ['[{"item_id": "A-0001"', '', 'null'])
        expect(await act(manager, body), JSON.stringify(body)).toMatchObject(
          body === 'null'
            ? { status: 400, body: { non_field_errors: ['Send a list of 1 to 100 actions.'] } }
            : { status: 400, body: { detail: 'JSON parse error.' } },
        )
      expect(await act(manager, [])).toMatchObject({ status: 400, body: { non_field_errors: ['Send a list of 1 to 100 actions.'] } })
      expect(await act(manager, { actions: 'all' })).toMatchObject({ status: 400, body: { non_field_errors: ['Send a list of 1 to 100 actions.'] } })
      const misfit = await act(manager, [b1, { item_id: 'A-0001', action: 'fly', parameters: {} }])
      expect(misfit).toMatchObject({ status: 400, body: { errors: [{ index: 1, errors: { action: ['"fly" is not a valid choice.'] } }] } })
      expect(misfit.headers.get('cache-control')).toBe('no-store')
    })

    it('refuses a body larger than the longest list could be (413) before reading an item', async () => {
      // 100 actions of 2,000 characters fit in 800 KiB; the schema would only have named the text too long.
      const res = await act(manager, [{ item_id: 'A-0001', action: 'set_client_note', parameters: { note: 'x'.repeat(900 * 1024) } }])
      expect(res).toMatchObject({ status: 413, body: { detail: 'Request body too large.' } })
      expect((await eventsOf(house.items.a1.id)).map((e) => e.type)).not.toContain('note_saved')
    })
  })

  describe('tables', () => {
    it('filters by article type, virtual storage and a year of sell-in; searches', async () => {
      expect(serials(await list(manager, `${SELL_IN}&article_type=necklace`))).toEqual(['A-0002'])
      expect(serials(await list(manager, `${SELL_IN}&available_in_virtual_storage=true`))).toEqual(['A-0002'])
      expect(serials(await list(manager, `${SELL_IN}&sell_in_date__gte=2026-01-01&sell_in_date__lte=2026-12-31&location__in=${house.stores.a}`))).toEqual([
        'A-0001',
        'A-0004',
      ])
      expect(serials(await list(manager, `${STOCK}&search=Seidenglanz`))).toEqual(['A-0002'])
      expect((await list(manager, `${STOCK}&article_type=watch`)).status).toBe(400)
      expect((await list(manager, `${STOCK}&order_by=-password`)).status).toBe(400)
    })

    it('sorts by any column in either direction and pages with next', async () => {
      const byPrice = await list(manager, `${STOCK}&order_by=-sell_in_price`)
      expect(byPrice.body.results.map((r: { sell_in_price: number }) => r.sell_in_price)).toEqual([120000, 80000, 70000, 50000])
      const first = await list(manager, `${STOCK}&order_by=sell_in_date&page_size=3`)
      expect(first.body).toMatchObject({ count: 4 })
      expect(first.body.results.map((r: { serial_number: string }) => r.serial_number)).toEqual(['A-0002', 'A-0001', 'A2-0001'])
      expect(first.body.next).toBe(`/api/v1/inventory/?${STOCK}&order_by=sell_in_date&page_size=3&page=2`)
      const second = await list(manager, `${STOCK}&order_by=sell_in_date&page_size=3&page=2`)
      expect(second.body).toMatchObject({ count: 4, next: null })
      expect(second.body.results.map((r: { serial_number: string }) => r.serial_number)).toEqual(['A-0004'])
      expect(first.body.results[0]).toMatchObject({
        location: { id: house.stores.a, name: 'Juwelier portal-a' },
        available_in_virtual_storage: true,
        sell_in_currency: 'EUR',
        article_type: 'necklace',
      })
    })

    it('aggregates per currency (and year) in minor units, under the same filters', async () => {
      const eur = await sums(manager, `${SELL_IN}&location__in=${house.stores.a}`)
      expect(eur.body.results).toEqual([{ currency: 'EUR', year: null, total_sell_in_value: 250000, total_sell_out_value: 0, count: 3 }])
      const years = await sums(manager, `${SELL_IN}&aggregate_by=currency,sell_in_date`)
      expect(years.body.results).toEqual([
        { currency: 'EUR', year: '2025', total_sell_in_value: 80000, total_sell_out_value: 0, count: 1 },
        { currency: 'EUR', year: '2026', total_sell_in_value: 240000, total_sell_out_value: 0, count: 3 },
      ])
      const sold = await sums(other, SELL_OUT)
      expect(sold.body.results).toEqual([{ currency: 'CHF', year: null, total_sell_in_value: 90000, total_sell_out_value: 120000, count: 1 }])
      expect((await sums(manager, `${SELL_IN}&aggregate_by=serial_number`)).status).toBe(400)
    })
  })

  describe('actions', () => {
    it('sell_out records the sale (row leaves stock, enters sell-out) with its history entry; the sale date has bounds', async () => {
      const early = addDays(firstDayOfPreviousMonth(today), -1)
      const tooEarly = await act(manager, [{ item_id: 'A-0004', action: 'sell_out', parameters: { sale_user: house.users.seller.id, sale_date: early } }])
      expect(tooEarly.body.errors[0].errors.sale_date).toBeDefined()
      expect(
        (await act(manager, [{ item_id: 'A-0004', action: 'sell_out', parameters: { sale_user: house.users.other.id, sale_date: today } }])).body.errors[0]
          .errors.sale_user,
      ).toBeDefined()
      const sold = await act(manager, [
        { item_id: 'A-0004', action: 'sell_out', parameters: { sale_user: house.users.seller.id, sale_date: today, sell_out_price: 79000 } },
      ])
      expect(sold.status).toBe(200)
      expect(sold.body.results[0]).toMatchObject({
        item_id: 'A-0004',
        action: 'sell_out',
        item: { sell_out_date: today, sell_out_price: 79000, sell_out_currency: 'EUR', sale_user: { id: house.users.seller.id, name: 'Sven Test' } },
      })
      expect(serials(await list(manager, STOCK))).not.toContain('A-0004')
      expect(serials(await list(manager, SELL_OUT))).toContain('A-0004')
      const entries = (await historyOf(manager, 'A-0004')).body
      // The ids, and beside them the names the history dialog shows.
      expect(entries).toEqual([
        {
          id: expect.any(Number),
          type: 'sale_recorded',
          date: expect.any(String),
          data: {
            user: house.users.manager.id,
            user_name: 'Mara Test',
            sale_user: house.users.seller.id,
            sale_user_name: 'Sven Test',
            sell_out_price: 79000,
            currency: 'EUR',
            date: today,
          },
        },
      ])
      const again = await act(manager, [{ item_id: 'A-0004', action: 'sell_out', parameters: { sale_user: 'none', sale_date: today } }])
      expect(again.body.errors[0].errors.item_id).toEqual(['The item is no longer in stock.'])
    })

    it('a sold piece leaves the virtual storage and cannot be put back; a booked-out piece takes no note or request', async () => {
      const piece = await item('A-0009', { sellInPrice: 10000, sellInDate: today, availableInVirtualStorage: true })
      expect(
        (await act(manager, [{ item_id: 'A-0009', action: 'sell_out', parameters: { sale_user: 'none', sale_date: today } }])).body.results[0].item
          .available_in_virtual_storage,
      ).toBe(false)
      expect(
        (await list(manager, `${SELL_OUT}&available_in_virtual_storage=true`)).body.results.map((r: { serial_number: string }) => r.serial_number),
      ).not.toContain('A-0009')
      const back = await act(manager, [{ item_id: 'A-0009', action: 'set_virtual_storage', parameters: { virtual_storage: true } }])
      expect(back.body.errors[0].errors.item_id).toEqual(['The item is no longer in stock.'])
      // Sold pieces still take a note (spec 3 §6: sell-out rows offer set_client_note).
      expect((await act(manager, [{ item_id: 'A-0009', action: 'set_client_note', parameters: { note: 'Abgeholt' } }])).status).toBe(200)
      const gone = await item('A-0010', { sellInPrice: 10000, sellInDate: today })
      expect((await act(manager, [{ item_id: 'A-0010', action: 'book_out', parameters: { reason: 'Verlust' } }])).status).toBe(200)
      for (const action of [
        { action: 'set_client_note', parameters: { note: 'x' } },
        { action: 'request_change', parameters: { information: 'x' } },
        { action: 'set_virtual_storage', parameters: { virtual_storage: true } },
      ]) {
        const refused = await act(manager, [{ item_id: 'A-0010', ...action }])
        expect(refused.status, action.action).toBe(400)
      }
      expect((await eventsOf(gone.id)).map((e) => e.type)).toEqual(['book_out'])
      expect((await eventsOf(piece.id)).map((e) => e.type).sort()).toEqual(['note_saved', 'sale_recorded'])
    })

    it('book_out, change_location, set_client_note, set_virtual_storage, update_sale_user and request_change, each with its history entry', async () => {
      const res = await act(manager, [
        { item_id: 'A2-0001', action: 'change_location', parameters: { target_location_id: house.stores.a } },
        { item_id: 'A-0002', action: 'set_virtual_storage', parameters: { virtual_storage: false } },
        { item_id: 'A-0003', action: 'update_sale_user', parameters: { sale_user: 'none' } },
        { item_id: String(house.items.a1.id), action: 'request_change', parameters: { information: 'Falsche Ringweite erfasst' } },
      ])
      expect(res.status).toBe(200)
      expect(res.body.results.map((r: { item: { location: { id: number } } }) => r.item.location.id)).toEqual([
        house.stores.a,
        house.stores.a,
        house.stores.a,
        house.stores.a,
      ])
      expect((await itemNow(house.items.a2.id)).availableInVirtualStorage).toBe(false)
      expect((await itemNow(house.items.a3.id)).saleUser ?? null).toBeNull()
      const noted = await act(manager, [{ item_id: 'A-0001', action: 'set_client_note', parameters: { note: 'Für Frau Berger reserviert' } }])
      expect(noted.body.results[0].item.client_note).toBe('Für Frau Berger reserviert')
      expect((await act(manager, [{ item_id: 'A-0001', action: 'set_client_note', parameters: { note: '   ' } }])).status).toBe(400)
      const booked = await act(manager, [{ item_id: 'A2-0001', action: 'book_out', parameters: { reason: 'Beschädigt' } }])
      expect(booked.status).toBe(200)
      expect(serials(await list(manager, STOCK))).not.toContain('A2-0001')
      expect((await historyOf(manager, 'A2-0001')).body.map((e: { type: string; data: Record<string, unknown> }) => [e.type, e.data])).toEqual([
        ['location_change', { user: house.users.manager.id, user_name: 'Mara Test', source_location_id: house.stores.a2, target_location_id: house.stores.a }],
        ['book_out', { user: house.users.manager.id, user_name: 'Mara Test', reason: 'Beschädigt' }],
      ])
      expect((await historyOf(manager, 'A-0001')).body.map((e: { type: string }) => e.type)).toEqual(['change_requested', 'note_saved'])
    })

    it('all or nothing: one refused action in a list writes none of it', async () => {
      const before = await itemNow(house.items.a2.id)
      const res = await act(manager, [
        { item_id: 'A-0002', action: 'set_client_note', parameters: { note: 'Soll nicht gespeichert werden' } },
        { item_id: 'B-0001', action: 'book_out', parameters: { reason: 'x' } },
      ])
      expect(res.status).toBe(400)
      expect(res.body.errors).toEqual([{ index: 1, errors: { item_id: ['Not found.'] } }])
      expect(await itemNow(house.items.a2.id)).toEqual(before)
      expect((await eventsOf(house.items.a2.id)).map((e) => e.type)).toEqual(['virtual_storage_set'])
    })

    it('two concurrent sales of one piece: one is recorded, once', async () => {
      const answers = await Promise.all(
        [0, 1, 2].map(() => act(manager, [{ item_id: 'A-0002', action: 'sell_out', parameters: { sale_user: 'none', sale_date: today } }])),
      )
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
      expect(answers.filter((a) => a.status !== 200).every((a) => a.status === 400 || a.status === 409)).toBe(true)
      expect((await eventsOf(house.items.a2.id)).filter((e) => e.type === 'sale_recorded')).toHaveLength(1)
    })

    it('records one sale even when the concurrent lists are all written in the same millisecond', async () => {
      const piece = await payload.create({
        collection: 'inventory-items',
        data: {
          serialNumber: 'A-0099',
          articleNumber: '10-1101-0560-1-WG',
          productType: 'ring',
          location: house.stores.a,
          sellInPrice: 1000,
          sellInCurrency: 'EUR',
          sellInDate: '2026-01-02',
        },
        overrideAccess: true,
        depth: 0,
      })
      vi.useFakeTimers({ toFake: ['Date'], now: new Date() }) // the clock stands still: every list gets the same time
      try {
        const answers = await Promise.all(
          [0, 1, 2, 3, 4, 5].map(() => act(manager, [{ item_id: 'A-0099', action: 'sell_out', parameters: { sale_user: 'none', sale_date: today } }])),
        )
        expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
        expect(answers.every((a) => a.status === 200 || a.status === 400 || a.status === 409)).toBe(true)
      } finally {
        vi.useRealTimers()
      }
      expect((await eventsOf(piece.id)).filter((e) => e.type === 'sale_recorded')).toHaveLength(1)
    })
  })

  describe('exports', () => {
    const download = async (headers: Headers, query: string) => {
      const res = await exportRoute(new Request(`http://maison.test/api/v1/inventory/export/?${query}`, { headers }))
      return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) }
    }
    it('streams the filtered table as CSV (UTF-8 with BOM, formula-safe) for holders of the export permission only', async () => {
      await act(manager, [{ item_id: 'A-0001', action: 'set_client_note', parameters: { note: '=HYPERLINK("http://evil")' } }])
      const res = await download(manager, `${SELL_IN}&location__in=${house.stores.a}&format=csv`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="wareneingang-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''wareneingang-\d{4}-\d{2}-\d{2}\.csv$/,
      )
      const text = res.bytes.toString('utf8')
      expect(text.startsWith('\ufeffSeriennummer,Artikelnummer,')).toBe(true)
      const lines = text.trim().split('\r\n')
      expect(
        lines
          .slice(1)
          .map((l) => l.split(',')[0])
          .sort(),
      ).toEqual(['A-0001', 'A-0004'].filter((s) => text.includes(s)).sort())
      expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`)
      expect(text).not.toContain('B-000')
      expect((await download(viewer, `${SELL_IN}&format=csv`)).status).toBe(403)
      expect((await download(manager, `${SELL_IN}&location__in=${house.stores.b}&format=csv`)).status).toBe(403)
    })

    it("an export needs the table's view right and its export right; the stock takes the sell-in export right", async () => {
      const viewerUrl = `/api/v1/locations/${house.stores.a}/users/${house.users.viewer.id}/`
      const grantViewer = (permissions: string[]) => call(patchLocationUser, 'PATCH', viewerUrl, { permissions }, manager)
      // Seeing the stock is not enough: its file is the sell-in statistics' unsold rows with purchase prices.
      expect((await download(viewer, `${STOCK}&format=csv`)).status).toBe(403)
      // An export right alone does not open rows its holder may not see.
      await grantViewer(['inventory:view_current', 'inventory:export_sell_out_statistics'])
      expect((await list(viewer, SELL_OUT)).body.count).toBe(0)
      expect((await download(viewer, `${SELL_OUT}&format=csv`)).status).toBe(403)
      await grantViewer(['inventory:view_current', 'inventory:export_sell_in_statistics'])
      const stock = await download(viewer, `${STOCK}&format=csv`)
      expect(stock.status).toBe(200)
      expect(stock.bytes.toString('utf8')).toContain('A-0001')
      expect((await download(viewer, `${SELL_IN}&format=csv`)).status).toBe(403)
      await grantViewer(['inventory:view_current'])
    })

    it('streams XLSX that a spreadsheet reads, amounts in whole units', async () => {
      const res = await download(manager, `${STOCK}&format=xlsx&location__in=${house.stores.a}`)
      expect(res.status).toBe(200)
      const ExcelJS = (await import('exceljs')).default
      const book = new ExcelJS.Workbook()
      await book.xlsx.load(res.bytes as unknown as ArrayBuffer)
      const sheet = book.worksheets[0]
      expect(sheet.getRow(1).getCell(1).value).toBe('Seriennummer')
      const serialsInSheet = [] as string[]
      sheet.eachRow((row, n) => n > 1 && serialsInSheet.push(String(row.getCell(1).value)))
      expect(serialsInSheet.every((s) => s.startsWith('A-'))).toBe(true)
      expect(serialsInSheet.length).toBe((await list(manager, `${STOCK}&location__in=${house.stores.a}`)).body.count)
      const first = sheet.getRow(2)
      expect(sheet.getRow(1).getCell(7).value).toBe('Einkaufspreis')
      expect(typeof first.getCell(7).value).toBe('number')
      // The note typed as "=HYPERLINK(…)" (set by the CSV test) is a plain string cell, kept as written.
      const notes = [] as unknown[]
      sheet.eachRow((row, n) => n > 1 && row.getCell(1).value === 'A-0001' && notes.push(row.getCell(10).value))
      expect(notes).toEqual(['=HYPERLINK("http://evil")'])
      // Article types as the portal's German labels name them (Ring, Halskette), not the stored keys.
      const types = [] as unknown[]
      sheet.eachRow((row, n) => n > 1 && types.push(row.getCell(3).value))
      const labels = Object.values((await import('@/i18n/messages/de.json')).default.portal.filter.article_type)
      expect(types.filter(Boolean).length).toBeGreaterThan(0)
      for (const type of types.filter(Boolean)) expect(labels).toContain(type)
    })
  })

  describe('open orders', () => {
    const open = (headers: Headers, query = '') => call(openOrders, 'GET', `/api/v1/open-orders/?${query}`, undefined, headers)
    it("lists the lines of the store's placed shop orders, never another store's; filters and totals", async () => {
      const res = await open(manager, 'order_by=article_number')
      expect(res.body.count).toBe(2)
      expect(res.body.results[0]).toEqual({
        id: expect.any(Number),
        article_number: '10-1101-0560-1-WG',
        article_description_de: 'Gruppe 10-1101-0560-1-WG',
        image: null,
        quantity: 1,
        commission_order_reference: 'K-17',
        order_type: 'article',
        commission: true,
        order_no: '2026-000101',
        // Placed before the order desk (issue 33): a line without a status is as placed, nothing shipped yet.
        status: 'placed',
        serial_numbers: [],
        note: '',
        sell_in_price: 129000,
        sell_out_price: 129000,
        currency: 'EUR',
        estimated_delivery: '2026-12-18',
        location: { id: house.stores.a, name: 'Juwelier portal-a' },
        article_type: 'ring',
        placed_at: '2026-11-20T10:00:00.000Z',
      })
      expect((await open(manager, 'order_type=service')).body.results.map((r: { article_number: string }) => r.article_number)).toEqual(['90-9001-00-1-SV'])
      expect((await open(manager, 'commission=true')).body.count).toBe(1)
      expect((await open(manager, `location__in=${house.stores.b}`)).status).toBe(403)
      expect((await open(viewer)).body).toEqual({ results: [], count: 0, next: null })
      expect((await open(other)).body.results.map((r: { order_no: string }) => r.order_no)).toEqual(['2026-000102'])
      const sums = await call(openOrderSums, 'GET', '/api/v1/open-orders/aggregates/', undefined, manager)
      expect(sums.body.results).toEqual([{ currency: 'EUR', total_sell_in_value: 131500, total_sell_out_value: 0, count: 2 }])
    })
    it('request_change on an open-order row is recorded for holders of orders:view_open there; a foreign row is "Not found."', async () => {
      const rowsOf = async (headers: Headers) => (await open(headers, 'order_by=article_number')).body.results as { id: number; order_no: string }[]
      const [ring] = await rowsOf(manager)
      const [foreign] = await rowsOf(other)
      const requestsNow = async () => (await payload.find({ collection: 'change-requests', depth: 0, overrideAccess: true, pagination: false })).docs
      const before = (await requestsNow()).length
      const ask = (headers: Headers, id: number, information: string) =>
        act(headers, [{ item_id: id, action: 'request_change', parameters: { information, table: 'open_orders' } }])

      const done = await ask(manager, ring!.id, '  Kommissionsnummer lautet K-18  ')
      expect(done.status).toBe(200)
      expect(done.body.results).toEqual([{ item_id: ring!.id, action: 'request_change', item: null }])
      const recorded = (await requestsNow()).filter((r) => Number(r.orderLine) === ring!.id)
      expect(recorded.map((r) => ({ location: Number(r.location), user: Number(r.user), information: r.information }))).toEqual([
        { location: house.stores.a, user: house.users.manager.id, information: 'Kommissionsnummer lautet K-18' },
      ])

      // B's row, a row id that is no order line, a viewer of A without orders:view_open: all "Not found.", nothing recorded.
      expect((await ask(manager, foreign!.id, 'x')).body).toEqual({ errors: [{ index: 0, errors: { item_id: ['Not found.'] } }] })
      expect((await ask(manager, 987654321, 'x')).body.errors[0].errors.item_id).toEqual(['Not found.'])
      expect((await ask(viewer, ring!.id, 'x')).body.errors[0].errors.item_id).toEqual(['Not found.'])
      expect((await ask(manager, ring!.id, '   ')).body.errors[0].errors.information).toEqual(['This field may not be blank.'])

      // One list with an item action: a refused open-order request (at its index) refuses the sale too.
      const mixed = await act(manager, [
        { item_id: 'A-0004', action: 'set_client_note', parameters: { note: 'Nicht gespeichert' } },
        { item_id: foreign!.id, action: 'request_change', parameters: { information: 'x', table: 'open_orders' } },
      ])
      expect(mixed.status).toBe(400)
      expect(mixed.body.errors.map((e: { index: number }) => e.index)).toEqual([1])
      expect((await itemNow(house.items.a4.id)).clientNote).not.toBe('Nicht gespeichert')
      expect((await requestsNow()).length).toBe(before + 1)
    })
  })

  describe('staff permissions', () => {
    it('lists the store users with their permissions and saves one user’s list, answering it as saved', async () => {
      const listed = await call(locationUsers, 'GET', `/api/v1/locations/${house.stores.a}/users/`, undefined, manager)
      expect(listed.body.map((g: { user: { email: string } }) => g.user.email).sort()).toEqual([
        'manager-a@example.com',
        'seller-a@example.com',
        'viewer-a@example.com',
      ])
      const url = `/api/v1/locations/${house.stores.a}/users/${house.users.viewer.id}/`
      const saved = await call(patchLocationUser, 'PATCH', url, { permissions: ['inventory:view_current', 'inventory:view_sell_out_statistics'] }, manager)
      expect(saved.status).toBe(200)
      expect(saved.body.permissions).toEqual(['inventory:view_current', 'inventory:view_sell_out_statistics'])
      expect(serials(await list(viewer, SELL_OUT))).toContain('A-0003')
      expect((await call(patchLocationUser, 'PATCH', url, { permissions: ['inventory:fly'] }, manager)).status).toBe(400)
      expect(
        (await call(patchLocationUser, 'PATCH', `/api/v1/locations/${house.stores.a}/users/${house.users.manager.id}/`, { permissions: [] }, manager)).status,
      ).toBe(400)
      expect((await call(patchLocationUser, 'PATCH', url, { permissions: [] }, viewer)).status).toBe(403)
    })

    it('a colleague who may manage staff hands on only rights he holds, and cannot touch a manager with more', async () => {
      const viewerUrl = `/api/v1/locations/${house.stores.a}/users/${house.users.viewer.id}/`
      const managerUrl = `/api/v1/locations/${house.stores.a}/users/${house.users.manager.id}/`
      const sellerUrl = `/api/v1/locations/${house.stores.a}/users/${house.users.seller.id}/`
      const deputy = ['inventory:view_current', 'location_users:view', 'location_users:manage']
      expect((await call(patchLocationUser, 'PATCH', viewerUrl, { permissions: deputy }, manager)).status).toBe(200)
      // The manager holds rights the deputy lacks: he may not lock her out of her own staff page.
      const lockOut = await call(patchLocationUser, 'PATCH', managerUrl, { permissions: ['inventory:view_current'] }, viewer)
      expect(lockOut).toMatchObject({ status: 400, body: { user: ['You cannot change the permissions of a user who holds permissions you do not hold.'] } })
      expect((await call(locationUsers, 'GET', `/api/v1/locations/${house.stores.a}/users/`, undefined, manager)).status).toBe(200)
      // Nor grant a right he does not hold (ordering, exports), to a colleague or anyone else.
      const raise = await call(patchLocationUser, 'PATCH', sellerUrl, { permissions: ['inventory:view_current', 'orders:create_article_order'] }, viewer)
      expect(raise).toMatchObject({ status: 400, body: { permissions: ['You can only grant or remove permissions you hold yourself.'] } })
      const seller = (await call(getLocationUser, 'GET', sellerUrl, undefined, manager)).body
      expect(seller.permissions).toEqual([])
      // What he holds he may hand on and take back.
      expect((await call(patchLocationUser, 'PATCH', sellerUrl, { permissions: ['inventory:view_current'] }, viewer)).body.permissions).toEqual([
        'inventory:view_current',
      ])
      expect((await call(patchLocationUser, 'PATCH', sellerUrl, { permissions: [] }, viewer)).body.permissions).toEqual([])
      // A right the seller got from the manager, which the deputy lacks, stays out of his reach.
      await call(patchLocationUser, 'PATCH', sellerUrl, { permissions: ['inventory:log_article_sale'] }, manager)
      expect((await call(patchLocationUser, 'PATCH', sellerUrl, { permissions: [] }, viewer)).status).toBe(400)
      await call(patchLocationUser, 'PATCH', sellerUrl, { permissions: [] }, manager)
      await call(patchLocationUser, 'PATCH', viewerUrl, { permissions: ['inventory:view_current'] }, manager)
    })

    it('counts a revoked permission and a store taken away at the very next call, though the grants were just read', async () => {
      const url = `/api/v1/locations/${house.stores.a}/users/${house.users.viewer.id}/`
      await call(patchLocationUser, 'PATCH', url, { permissions: ['inventory:view_current', 'inventory:view_sell_out_statistics'] }, manager)
      expect(serials(await list(viewer, SELL_OUT))).toContain('A-0003')
      await call(patchLocationUser, 'PATCH', url, { permissions: ['inventory:view_current'] }, manager)
      expect(serials(await list(viewer, SELL_OUT))).toEqual([])
      expect(serials(await list(viewer, STOCK))).toContain('A-0001')
      await payload.update({ collection: 'users', id: house.users.viewer.id, data: { portal_locations: [] } as never, overrideAccess: true, depth: 0 })
      expect(serials(await list(viewer, STOCK))).toEqual([])
      await payload.update({
        collection: 'users',
        id: house.users.viewer.id,
        data: { portal_locations: [house.stores.a] } as never,
        overrideAccess: true,
        depth: 0,
      })
      expect(serials(await list(viewer, STOCK))).toContain('A-0001')
    })
  })

  // Issue 30: the sales by sale day, prices by currency then amount, exports as the table shows them,
  // open orders with what was ordered. All in store A2 (the manager's second store), after the tests above.
  describe('issue 30: sort, exports, open order lines', () => {
    const a2 = () => house.stores.a2
    const inA2 = (serial: string, fields: Record<string, unknown>) => item(serial, { location: a2(), ...fields })
    const download = async (headers: Headers, query: string) => {
      const res = await exportRoute(new Request(`http://maison.test/api/v1/inventory/export/?${query}`, { headers }))
      return { status: res.status, disposition: res.headers.get('content-disposition') ?? '', text: Buffer.from(await res.arrayBuffer()).toString('utf8') }
    }
    const csvRows = (text: string) =>
      text
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n')
        .map((l) => l.split(','))

    beforeAll(async () => {
      // Sold: S-1 came in last but sold first; S-2 came in first and sold last.
      await inA2('S-0001', { sellInPrice: 60000, sellInDate: '2026-06-01', sellOutDate: '2026-06-10', sellOutPrice: 90000, sellOutCurrency: 'EUR' })
      await inA2('S-0002', { sellInPrice: 40000, sellInDate: '2026-01-02', sellOutDate: '2026-09-01', sellOutPrice: 70000, sellOutCurrency: 'EUR' })
      await inA2('S-0003', { sellInPrice: 50000, sellInDate: '2026-03-03', sellOutDate: '2026-07-07', sellOutPrice: 65000, sellOutCurrency: 'CHF' })
      // In stock, two currencies: 3000 CHF must not sort between 3000 € and 700 €.
      await inA2('C-0001', { sellInPrice: 300000, sellInCurrency: 'CHF', sellInDate: '2026-02-02' })
      await inA2('C-0002', { sellInPrice: 50000, sellInCurrency: 'CHF', sellInDate: '2026-02-03' })
      await inA2('E-0001', { sellInPrice: 400000, sellInDate: '2026-02-04' })
      await inA2('E-0002', { sellInPrice: 20000, sellInDate: '2026-02-05' })
    })

    it('Verkäufe are sorted by sale day, newest first, unless a sort is asked', async () => {
      const sold = await list(manager, `${SELL_OUT}&location__in=${a2()}`)
      expect(sold.body.results.map((r: { serial_number: string }) => r.serial_number)).toEqual(['S-0002', 'S-0003', 'S-0001'])
      // The other tables keep the sell-in day.
      const stock = await list(manager, `${STOCK}&location__in=${a2()}`)
      expect(stock.body.results.map((r: { sell_in_date: string }) => r.sell_in_date)).toEqual(
        stock.body.results
          .map((r: { sell_in_date: string }) => r.sell_in_date)
          .sort()
          .reverse(),
      )
    })

    it('a price sorts by currency first, then by amount in the asked direction (never € and CHF mixed)', async () => {
      // The pieces made above (A2-0001 may have moved in the actions tests).
      const prices = async (order: string) =>
        (await list(manager, `${STOCK}&location__in=${a2()}&order_by=${order}`)).body.results
          .filter((r: { serial_number: string }) => /^[CE]-/.test(r.serial_number))
          .map((r: { sell_in_price: number; sell_in_currency: string }) => `${r.sell_in_currency} ${r.sell_in_price}`)
      expect(await prices('-sell_in_price')).toEqual(['CHF 300000', 'CHF 50000', 'EUR 400000', 'EUR 20000'])
      expect(await prices('sell_in_price')).toEqual(['CHF 50000', 'CHF 300000', 'EUR 20000', 'EUR 400000'])
      const sales = (await list(manager, `${SELL_OUT}&location__in=${a2()}&order_by=-sell_out_price`)).body.results.map(
        (r: { sell_out_currency: string; sell_out_price: number }) => `${r.sell_out_currency} ${r.sell_out_price}`,
      )
      expect(sales).toEqual(['CHF 65000', 'EUR 90000', 'EUR 70000'])
    })

    it("exports follow the table's sort, name its columns as the table does and are named in the page's language", async () => {
      const de = (await import('@/i18n/messages/de.json')).default.portal
      // No sort asked: the table's default, sale day.
      const sold = await download(manager, `${SELL_OUT}&location__in=${a2()}&format=csv`)
      expect(sold.status).toBe(200)
      const [head, ...rows] = csvRows(sold.text)
      expect(head).toEqual([
        de.column.serial_number,
        de.column.article_number,
        de.filter.article_type.label,
        de.column.article_description_de,
        de.column.location,
        de.column.sell_in_date,
        de.column.sell_in_price,
        de.column.sell_in_currency,
        de.column.sell_out_date,
        de.column.sell_out_price,
        de.column.sell_out_currency,
        de.column.sale_user,
        de.column.available_in_virtual_storage,
        de.column.client_note,
      ])
      expect(head).toContain('Eingangsdatum')
      expect(sold.text).not.toContain('Sell-in-Datum')
      expect(rows.map((r) => r[0])).toEqual(['S-0002', 'S-0003', 'S-0001'])
      expect(sold.disposition).toMatch(/filename="verkaeufe-\d{4}-\d{2}-\d{2}\.csv"/)
      // A sort asked: the same order as the list's.
      const listed = (await list(manager, `${STOCK}&location__in=${a2()}&order_by=-sell_in_price`)).body.results.map(
        (r: { serial_number: string }) => r.serial_number,
      )
      const stock = await download(manager, `${STOCK}&location__in=${a2()}&order_by=-sell_in_price&format=csv`)
      expect(
        csvRows(stock.text)
          .slice(1)
          .map((r) => r[0]),
      ).toEqual(listed)
      expect(stock.disposition).toMatch(/filename="bestand-/)
      // In English and Japanese: headings and file name in that language (a UTF-8 name in filename*).
      const en = await download(manager, `${SELL_OUT}&location__in=${a2()}&format=csv&language=en`)
      expect(csvRows(en.text)[0].slice(0, 2)).toEqual(['Serial number', 'Article number'])
      expect(en.disposition).toMatch(/filename="sales-\d{4}-\d{2}-\d{2}\.csv"/)
      const ja = await download(manager, `${SELL_OUT}&location__in=${a2()}&format=csv&language=ja`)
      const jaLabels = (await import('@/i18n/messages/ja.json')).default.portal
      expect(csvRows(ja.text)[0][0]).toBe(jaLabels.column.serial_number)
      expect(ja.disposition).toContain(`filename*=UTF-8''${encodeURIComponent(jaLabels['export-file'].sell_out)}-`)
      expect((await download(manager, `${SELL_OUT}&format=csv&language=fr`)).status).toBe(400)
    })

    it('an open order line says what was ordered: name, picture, quantity, the retail price of one piece', async () => {
      const media = await payload.create({
        collection: 'media',
        data: { alt: 'Ring' },
        filePath: 'seed/images/p-10-1101-main.webp',
        overrideAccess: true,
        context: { [SKIP_REVALIDATE]: true },
      })
      const product = await payload.create({
        collection: 'products',
        locale: 'de',
        data: {
          name: 'Ring des Jahres 2026',
          slug: 'portal-ring-des-jahres',
          mpn: '10-3001-00-1-WG',
          type: 'ring',
          imageMain: media.id,
          _status: 'published',
        } as never,
        overrideAccess: true,
        context: { [SKIP_REVALIDATE]: true },
      })
      const group = await payload.create({
        collection: 'product-groups',
        data: { name: 'Ring des Jahres', metaType: 'jewelry', productType: 'ring', skuPrefix: '10-3001', products: [product.id] } as never,
        overrideAccess: true,
        depth: 0,
      })
      const order = await payload.create({
        collection: 'orders',
        data: {
          status: 'placed',
          currency: 'EUR',
          store: a2(),
          user: house.users.manager.id,
          orderNumber: '2026-000130',
          placedAt: '2026-11-21T10:00:00.000Z',
        } as never,
        overrideAccess: true,
        depth: 0,
      })
      await payload.create({
        collection: 'order-lines',
        data: {
          order: order.id,
          productGroup: group.id,
          skuCode: '10-3001-0560',
          fullCode: '10-3001-0560-1-WG',
          quantity: 3,
          currency: 'EUR',
          unitAmount: 239000,
          totalAmount: 717000,
          metadata: { meta_type: 'jewelry', order_type: 'nocommission', order_number: '', product_type: 'ring' },
          selection: {},
        } as never,
        overrideAccess: true,
        depth: 0,
      })
      const res = await call(openOrders, 'GET', `/api/v1/open-orders/?location__in=${a2()}`, undefined, manager)
      const line = res.body.results.find((r: { order_no: string }) => r.order_no === '2026-000130')
      expect(line).toMatchObject({ article_description_de: 'Ring des Jahres', quantity: 3, sell_in_price: 717000, sell_out_price: 239000, currency: 'EUR' })
      expect(line.image).toMatch(/^(https?:\/\/|\/)/)
      // Searchable by the product's name too.
      expect(
        (await call(openOrders, 'GET', `/api/v1/open-orders/?search=ring%20des`, undefined, manager)).body.results.map((r: { order_no: string }) => r.order_no),
      ).toEqual(['2026-000130'])
    })

    it('open orders sort a price by currency first as well', async () => {
      const order = await payload.create({
        collection: 'orders',
        data: {
          status: 'placed',
          currency: 'CHF',
          store: a2(),
          user: house.users.manager.id,
          orderNumber: '2026-000131',
          placedAt: '2026-11-22T10:00:00.000Z',
        } as never,
        overrideAccess: true,
        depth: 0,
      })
      const group = await payload.create({
        collection: 'product-groups',
        data: { name: 'Collier CHF', metaType: 'jewelry', productType: 'necklace', skuPrefix: '20-3001' } as never,
        overrideAccess: true,
        depth: 0,
      })
      await payload.create({
        collection: 'order-lines',
        data: {
          order: order.id,
          productGroup: group.id,
          skuCode: '20-3001-00',
          fullCode: '20-3001-00-1-GG',
          quantity: 1,
          currency: 'CHF',
          unitAmount: 100000,
          totalAmount: 100000,
          metadata: { meta_type: 'jewelry', order_type: 'nocommission', order_number: '', product_type: 'necklace' },
          selection: {},
        } as never,
        overrideAccess: true,
        depth: 0,
      })
      const res = await call(openOrders, 'GET', '/api/v1/open-orders/?order_by=-sell_in_price', undefined, manager)
      const sorted = res.body.results.map((r: { currency: string; sell_in_price: number }) => `${r.currency} ${r.sell_in_price}`)
      // The CHF line first though 1000 CHF is less than the 1290 € ring; the euro lines by amount, highest first.
      expect(sorted[0]).toBe('CHF 100000')
      const euros = sorted.slice(1).map((r: string) => Number(r.split(' ')[1]))
      expect(sorted.slice(1).every((r: string) => r.startsWith('EUR '))).toBe(true)
      expect(euros).toEqual([...euros].sort((a, b) => b - a))
      expect(euros).toContain(129000)
    })
  })
})

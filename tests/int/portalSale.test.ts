import type { Payload } from 'payload'
import { beforeAll, beforeEach, expect, it } from 'vitest'
import { POST as actions } from '@/app/api/v1/inventory/actions/route'
import { GET as aggregates } from '@/app/api/v1/inventory/aggregates/route'
import { GET as exportRoute } from '@/app/api/v1/inventory/export/route'
import { GET as history } from '@/app/api/v1/inventory/[id]/history/route'
import { GET as inventory } from '@/app/api/v1/inventory/route'
import { calendarDayIn } from '@/domain/trade/calendarDay'
import { SKIP_REVALIDATE } from '@/server/cache/revalidateHooks'
import { resetAllLimits } from '@/server/rateLimit/limiter'
import { call } from '../support/api'
import { describeDb, testPayload } from '../support/payload'
import { createPortalHouse, tokenOf, type PortalHouse } from '../support/portal'

type Headers = Record<string, string>

// Issue 34, "The sale, complete": "The sale dialog takes the price the piece was sold for, prefilled
// with its recommended retail price in the store's currency, and the seller and date as now;
// `sell_out_price` and currency are stored, the sell-out totals and exports count them."
describeDb('the sale with its price (issue 34)', () => {
  let payload: Payload
  let house: PortalHouse
  let owner: Headers
  const today = calendarDayIn(new Date())
  const context = { [SKIP_REVALIDATE]: true }

  const list = (query: string) => call(inventory, 'GET', `/api/v1/inventory/?${query}`, undefined, owner)
  const sums = (query: string) => call(aggregates, 'GET', `/api/v1/inventory/aggregates/?${query}`, undefined, owner)
  const act = (body: unknown) => call(actions, 'POST', '/api/v1/inventory/actions/', body, owner)
  const STOCK = 'sell_out_date__isnull=true'
  const SELL_OUT = 'sell_in_date__isnull=false&sell_out_date__isnull=false'
  const itemNow = (id: number) => payload.findByID({ collection: 'inventory-items', id, depth: 0, overrideAccess: true })
  const create = (collection: 'price-lists' | 'skus' | 'product-groups' | 'inventory-items', data: Record<string, unknown>) =>
    payload.create({ collection, data: data as never, overrideAccess: true, depth: 0, context })
  const priceList = async (currency: string) =>
    (await payload.find({ collection: 'price-lists', where: { currency: { equals: currency } }, overrideAccess: true, depth: 0 })).docs[0]?.id ??
    (await create('price-lists', { currency })).id
  const chfSales = async () =>
    (
      (await sums(`${SELL_OUT}&location__in=${house.stores.b}&aggregate_by=currency`)).body.results as { currency: string; total_sell_out_value: number }[]
    ).find((r) => r.currency === 'CHF')?.total_sell_out_value ?? 0
  // Store B records in CHF; these pieces came in with a euro price, so the sale's currency is the store's, not the sell-in's.
  const piece = (serialNumber: string, articleNumber: string) =>
    create('inventory-items', {
      serialNumber,
      articleNumber,
      productType: 'ring',
      location: house.stores.b,
      sellInPrice: 60000,
      sellInCurrency: 'EUR',
      sellInDate: today,
    })

  beforeAll(async () => {
    payload = await testPayload()
    house = await createPortalHouse(payload)
    owner = await tokenOf(payload, house.users.other)
    const [eur, chf] = [await priceList('EUR'), await priceList('CHF')]
    const sku = await create('skus', {
      code: '10-7701-00-1-WG',
      active: true,
      weightGrams: 4,
      deliveryTimeWeeks: 4,
      prices: [{ priceList: eur, amount: 70000 }],
    })
    await create('product-groups', {
      name: 'Passring',
      metaType: 'jewelry',
      productType: 'ring',
      skuPrefix: '10-7701',
      metalColors: ['WG'],
      baseSkus: [
        {
          metalColor: 'WG',
          sku: sku.id,
          rrp: [
            { priceList: eur, amount: 139000 },
            { priceList: chf, amount: 149000 },
          ],
        },
      ],
    })
  })
  beforeEach(() => resetAllLimits())

  it("the stock row carries the store's currency and the RRP in it (of the article's base SKU); null where the house gives none", async () => {
    await piece('P-0001', '10-7701-0560-1-WG-C3')
    await piece('P-0002', '10-9999-00-1-WG')
    const rows = (await list(`${STOCK}&location__in=${house.stores.b}`)).body.results as {
      serial_number: string
      store_currency: string
      recommended_retail_price: number | null
    }[]
    const row = (serial: string) => rows.find((r) => r.serial_number === serial)
    expect(row('P-0001')).toMatchObject({ store_currency: 'CHF', recommended_retail_price: 149000 })
    expect(row('P-0002')).toMatchObject({ store_currency: 'CHF', recommended_retail_price: null })
  })

  it("a sale with a price stores it in the store's currency, in the item and its history; the totals and the export count it", async () => {
    const before = await chfSales()
    const sold = await act([{ item_id: 'P-0001', action: 'sell_out', parameters: { sale_user: 'none', sale_date: today, sell_out_price: 145000 } }])
    expect(sold.status).toBe(200)
    expect(sold.body.results[0].item).toMatchObject({ sell_out_price: 145000, sell_out_currency: 'CHF', sell_out_date: today })
    const stored = await itemNow(sold.body.results[0].item.id)
    expect(stored).toMatchObject({ sellOutPrice: 145000, sellOutCurrency: 'CHF' })
    const entries = (await call(history, 'GET', '/api/v1/inventory/P-0001/history/', undefined, owner)).body
    expect(entries[0]).toMatchObject({ type: 'sale_recorded', data: { sell_out_price: 145000, currency: 'CHF', date: today } })

    expect(await chfSales()).toBe(before + 145000)

    const res = await exportRoute(
      new Request(`http://maison.test/api/v1/inventory/export/?${SELL_OUT}&location__in=${house.stores.b}&format=csv&language=en`, { headers: owner }),
    )
    const [head, ...rows] = Buffer.from(await res.arrayBuffer())
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
      .map((l) => l.split(','))
    const line = rows.find((r) => r[0] === 'P-0001')!
    expect(line[head!.indexOf('Sale price')]).toBe('1450')
    expect(line[head!.indexOf('Sale currency')]).toBe('CHF')
  })

  it('a sale without a price still works: no price, the store currency; the totals do not move', async () => {
    const before = await chfSales()
    const sold = await act([{ item_id: 'P-0002', action: 'sell_out', parameters: { sale_user: 'none', sale_date: today } }])
    expect(sold.status).toBe(200)
    expect(sold.body.results[0].item).toMatchObject({ sell_out_price: null, sell_out_currency: 'CHF', sell_out_date: today })
    expect(await itemNow(sold.body.results[0].item.id)).toMatchObject({ sellOutPrice: null, sellOutCurrency: 'CHF' })
    expect(await chfSales()).toBe(before)
  })

  it("a currency other than the store's is refused and nothing is written; a negative price too", async () => {
    const p = await piece('P-0003', '10-7701-00-1-WG')
    const euro = await act([
      { item_id: 'P-0003', action: 'sell_out', parameters: { sale_user: 'none', sale_date: today, sell_out_price: 1000, sell_out_currency: 'EUR' } },
    ])
    expect(euro.status).toBe(400)
    expect(euro.body.errors[0].errors.sell_out_currency).toEqual(['Sales of this store are recorded in CHF.'])
    const negative = await act([{ item_id: 'P-0003', action: 'sell_out', parameters: { sale_user: 'none', sale_date: today, sell_out_price: -1 } }])
    expect(negative.status).toBe(400)
    expect(await itemNow(p.id)).toMatchObject({ sellOutDate: null, sellOutPrice: null })
  })
})

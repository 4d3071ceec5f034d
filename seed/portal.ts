import type { Payload } from 'payload'
import { portalPermissions, type PortalPermission } from '@/domain/portal/permissions'
import { addDays, calendarDayIn } from '@/domain/trade/calendarDay'
import { drizzleOf, tableOf } from '@/server/db/drizzle'
import { mapImage } from '@/server/content/mapMedia'
import type { DemoTrade } from './accounts'
import { context } from './assets'
import { seedArticlePrices, seedMinor } from './trade'

/**
 * The demo stores' portal (issue 16): a few hundred pieces per store over four years with their
 * history, and the demo users' permissions. Rows go in by the hundred through the adapter's drizzle
 * (a store's stock in seconds, not minutes); a store that already has stock is left alone.
 */
const ITEMS_PER_STORE = 300
const YEARS = 4
const CHUNK = 100

/** A small deterministic generator, so every fresh demo has the same stock. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

type Product = { mpn: string; type: string; name: string; image: string | null; euros: number }

/**
 * A piece's purchase and sale price in a store's currency (issue 33): bought at the shop's trade
 * price of its article number and sold at its recommended retail price, so the stock and the shop
 * tell one story. A currency without a demo price list keeps the older round figures.
 */
function stockPrices(product: Product, currency: string): { sellIn: number; sellOut: number } {
  const prices = seedArticlePrices(product.mpn)
  const tradeEuros = prices?.tradeEuros
  const rrpEuros = prices?.rrpEuros ?? undefined
  const sellIn = tradeEuros !== undefined ? seedMinor(tradeEuros, currency) : null
  const sellOut = rrpEuros !== undefined ? seedMinor(rrpEuros, currency) : null
  return {
    sellIn: sellIn ?? Math.round(product.euros * 0.55) * 100,
    sellOut: sellOut ?? product.euros * 100,
  }
}

async function catalogue(payload: Payload): Promise<Product[]> {
  const { docs } = await payload.find({
    collection: 'products',
    locale: 'de',
    depth: 1,
    pagination: false,
    overrideAccess: true,
    select: { mpn: true, type: true, name: true, name2: true, imageMain: true },
  })
  return docs.map((p, i) => ({
    mpn: p.mpn,
    type: p.type,
    name: [p.name, p.name2].filter(Boolean).join(' '),
    image: mapImage(p.imageMain)?.url ?? null,
    euros: 900 + (i % 12) * 160,
  }))
}

async function grant(payload: Payload, user: number, location: number, permissions: readonly PortalPermission[]) {
  const { docs } = await payload.find({
    collection: 'location-users',
    where: { and: [{ user: { equals: user } }, { location: { equals: location } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (!docs[0])
    await payload.create({ collection: 'location-users', data: { user, location, permissions: [...permissions] }, depth: 0, overrideAccess: true, context })
}

async function seedStoreStock(payload: Payload, store: { id: number; currency: string }, sellers: number[], products: Product[], today: string) {
  const { totalDocs } = await payload.count({ collection: 'inventory-items', where: { location: { equals: store.id } }, overrideAccess: true })
  if (totalDocs) return
  const db = drizzleOf(payload)
  const items = tableOf(payload, 'inventory_items')
  const events = tableOf(payload, 'inventory_events')
  const next = random(store.id * 7919)
  const now = new Date().toISOString()
  const rows = Array.from({ length: ITEMS_PER_STORE }, (_, i) => {
    const product = products[Math.floor(next() * products.length)]
    const sellInDate = addDays(today, -Math.floor(next() * 365 * YEARS) - 1)
    const fate = next()
    const soldAfter = Math.floor(10 + next() * 400)
    const sold = fate < 0.45 && addDays(sellInDate, soldAfter) <= today
    const bookedOut = !sold && fate > 0.97
    const { sellIn: sellInPrice, sellOut } = stockPrices(product, store.currency)
    return {
      serialNumber: `AU${String(store.id).padStart(3, '0')}-${String(i + 1).padStart(5, '0')}`,
      articleNumber: product.mpn,
      productType: product.type,
      articleDescriptionDe: product.name,
      descriptionDe: '',
      image: product.image,
      location: store.id,
      sellInPrice,
      sellInCurrency: store.currency,
      sellInDate,
      sellOutPrice: sold ? sellOut : null,
      sellOutCurrency: sold ? store.currency : null,
      sellOutDate: sold ? addDays(sellInDate, soldAfter) : null,
      saleUser: sold && sellers.length && next() < 0.7 ? sellers[Math.floor(next() * sellers.length)] : null,
      clientNote: next() < 0.08 ? 'Für eine Kundin zurückgelegt' : null,
      availableInVirtualStorage: !sold && next() < 0.2,
      bookedOutAt: bookedOut ? addDays(sellInDate, 30) : null,
      bookOutReason: bookedOut ? 'Beschädigt an die Manufaktur zurück' : null,
      updatedAt: now,
      createdAt: now,
    }
  })
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK)
    const inserted = (await db.insert(items).values(chunk).returning({ id: items.id, serialNumber: items.serialNumber })) as {
      id: number
      serialNumber: string
    }[]
    const bySerial = new Map(chunk.map((r) => [r.serialNumber, r]))
    const history = inserted.flatMap(({ id, serialNumber }) => {
      const r = bySerial.get(serialNumber)!
      const at = (day: string) => `${day}T10:00:00.000Z`
      const entry = (type: string, day: string, data: Record<string, unknown>) => ({
        item: Number(id),
        type,
        date: at(day),
        data,
        updatedAt: now,
        createdAt: now,
      })
      return [
        entry('sell_in_recorded', r.sellInDate, { sell_in_price: r.sellInPrice, currency: r.sellInCurrency }),
        ...(r.sellOutDate
          ? [entry('sale_recorded', r.sellOutDate, { sale_user: r.saleUser, sell_out_price: r.sellOutPrice, currency: r.sellOutCurrency, date: r.sellOutDate })]
          : []),
        ...(r.bookedOutAt ? [entry('book_out', r.bookedOutAt, { reason: r.bookOutReason })] : []),
      ]
    })
    for (let e = 0; e < history.length; e += CHUNK) await db.insert(events).values(history.slice(e, e + CHUNK))
  }
}

/** The demo stores' stock and the demo users' permissions (demo mode only, like the accounts). */
export async function seedPortal(payload: Payload, trade: DemoTrade | null): Promise<void> {
  if (!trade) return
  // The jeweller and the manager hold every right at their stores, the ordering ones included
  // (issue 33, src/domain/trade/orderPermission.ts): jewellery and service items, each store as its
  // orders' billing address and as a delivery address, so the manager may send an order billed to one
  // store to the other. The sales colleague holds stock rights only and may not order.
  const everything = portalPermissions
  await grant(payload, trade.users.jeweller, trade.stores.jeweller, everything)
  for (const store of trade.stores.manager) await grant(payload, trade.users.manager, store, everything)
  await grant(payload, trade.users.colleague, trade.stores.manager[0], ['inventory:view_current', 'inventory:view_sell_in_statistics'])
  const products = await catalogue(payload)
  const today = calendarDayIn(new Date())
  const stores = [trade.stores.jeweller, ...trade.stores.manager]
  for (const id of stores) {
    const store = await payload.findByID({ collection: 'jewelers', id, depth: 0, overrideAccess: true, select: { currency: true } })
    const sellers =
      id === trade.stores.manager[0]
        ? [trade.users.manager, trade.users.colleague]
        : id === trade.stores.jeweller
          ? [trade.users.jeweller]
          : [trade.users.manager]
    await seedStoreStock(payload, { id, currency: store.currency ?? 'EUR' }, sellers, products, today)
  }
}
